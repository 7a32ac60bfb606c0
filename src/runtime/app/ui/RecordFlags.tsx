import { useMemo } from 'react';
import { checkField, type AppEntity, type AppModel, type FieldError } from '../../../core/index';
import { loadRuleEnginesOf } from '../expression-engines';
import type { Actor } from '../../../core/index';
import { Banner } from './Banner';

/**
 * The rules of the current spec that a stored record breaks (product.md: data written under an earlier
 * version of a spec is kept, and records that break a new rule are shown flagged). Empty when it keeps
 * them all. A rule whose engine (the full CEL evaluator, RE2) has not loaded is not flagged yet: the
 * first such record asks for the engine, and the screen checks again when it arrives.
 */
export function brokenRules(app: AppModel, entity: AppEntity, record: Readonly<Record<string, unknown>>, actor: Actor): FieldError[] {
  const out: FieldError[] = [];
  let pending = false;
  // As stored: rules relative to the current time held when the values were written.
  const opts = { mode: 'update', user: { ...actor.user, role: actor.role }, previous: record } as const;
  for (const f of entity.fields) {
    try {
      const check = checkField(app, entity.name, f.name, record, opts);
      if (check.message !== null) out.push({ field: f.name, message: check.message });
      pending ||= check.pending;
    } catch {
      /* a rule that cannot run flags nothing */
    }
  }
  if (pending) void loadRuleEnginesOf(entity).catch(() => undefined);
  return out;
}

/** The broken rules of a record as one line (`Title: Titles are short now`), or null when it keeps them all. */
export function brokenRulesText(app: AppModel, entity: AppEntity, record: Readonly<Record<string, unknown>>, actor: Actor): string | null {
  const broken = brokenRules(app, entity, record, actor);
  if (broken.length === 0) return null;
  const label = (field: string): string => entity.fields.find((f) => f.name === field)?.label ?? field;
  return broken.map((b) => `${label(b.field)}: ${b.message}`).join('; ');
}

/** A warning on a detail screen listing the rules the record breaks, each with its field's label. */
export function RecordFlags(props: {
  readonly app: AppModel;
  readonly entity: AppEntity;
  readonly record: Readonly<Record<string, unknown>>;
  readonly actor: Actor;
}) {
  const { app, entity, record, actor } = props;
  const broken = useMemo(() => brokenRules(app, entity, record, actor), [app, entity, record, actor]);
  if (broken.length === 0) return null;
  const label = (field: string): string => entity.fields.find((f) => f.name === field)?.label ?? field;
  const line = entity.rules.find((r) => r.field === broken[0]?.field)?.source.line ?? null;
  return (
    <Banner
      kind="warn"
      title={`This ${entity.name.toLowerCase()} breaks ${broken.length === 1 ? 'a rule' : `${broken.length} rules`} of the spec`}
      specLine={line}
    >
      It was saved before the rule applied (or by another client) and is kept as it is.{' '}
      {broken.map((b) => `${label(b.field)}: ${b.message}`).join('; ')}.
    </Banner>
  );
}
