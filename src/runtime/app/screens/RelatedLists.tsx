import { useEffect, useMemo, useState } from 'react';
import { canDo, canOpenScreen, readList } from '../../../core/index';
import type { AppChild, AppEntity, AppModel, AppScreen, NameTable } from '../../../core/index';
import { entityOf, idOf, pluralOf, recordHref, recordName, screenFor, specLine } from '../screen-lookups';
import type { CallResult } from '../call-client';
import { useRunningApp } from '../context';
import { useRefNames } from '../ref-names';
import { addChildHref, childrenRequest, nestedCreateHref, refersTo } from '../related-records';
import { Skeleton } from '../ui/Skeleton';
import { ListTable } from './ListTable';
import { listColumnsOf, referencedEntities } from './list-columns';

/** A list shown under a record: its children through `link`, or its grandchildren through `via` then `link`. */
export interface RelatedPlan {
  readonly link: AppChild;
  /** For grandchildren (visits on an owner's page): the child link they hang from (the owner's pets). */
  readonly via: AppChild | null;
}

/**
 * The lists a detail screen of `entity` shows under the record (docs/running-app.md, "Related records"):
 * by default every entity that refers to it and that a call lists for one parent (nested under it, or
 * with a query parameter named like the reference field); a Shows phrase `X detail with pets and visits`
 * shows exactly those, in that order, a grandchild (visits, through each pet) included; `without pets`
 * leaves those out of the default.
 */
export function relatedPlan(app: AppModel, screen: AppScreen, entity: AppEntity): RelatedPlan[] {
  const children = entity.children.filter((c) => entityOf(app, c.entity) !== null);
  const related = screen.related;
  const scoped = (c: AppChild): boolean => {
    const r = childrenRequest(app, c, 'x');
    return r !== null && r.filter === null;
  };
  if (related === null || related.mode === 'without') {
    const left = related?.entities ?? [];
    return children.filter((c) => scoped(c) && !left.includes(c.entity)).map((link) => ({ link, via: null }));
  }
  const out: RelatedPlan[] = [];
  for (const name of related.entities) {
    const direct = children.filter((c) => c.entity === name);
    if (direct.length > 0) {
      for (const link of direct) out.push({ link, via: null });
      continue;
    }
    // A grandchild: through a child shown (or, else, any child) that it refers to.
    const shown = children.filter((c) => related.entities.includes(c.entity));
    for (const via of [...shown, ...children.filter((c) => !shown.includes(c))]) {
      const mid = entityOf(app, via.entity);
      const link = mid ? mid.children.find((c) => c.entity === name) : undefined;
      if (link && !via.many) {
        out.push({ link, via });
        break;
      }
    }
  }
  return out;
}

/**
 * Children that no call lists for one parent but that a create form under the parent adds
 * (`/tickets/:id/replies/new` for `POST /api/tickets/:id/replies`): without a list to head, the form is
 * reached by an "Add …" link under the record. Not when the Shows phrase chooses the lists (`with`, `alone`).
 */
export function addOnlyLinks(app: AppModel, screen: AppScreen, entity: AppEntity, plans: readonly RelatedPlan[]): AppChild[] {
  if (screen.related !== null && screen.related.mode !== 'without') return [];
  const left = screen.related?.entities ?? [];
  return entity.children.filter(
    (c) =>
      entityOf(app, c.entity) !== null &&
      !left.includes(c.entity) &&
      !plans.some((p) => p.via === null && p.link.entity === c.entity && p.link.field === c.field) &&
      nestedCreateHref(app, c, entity.name, 'x') !== null,
  );
}

/** The lists of related records under a detail screen's record. */
export function RelatedLists({ screen, entity, id }: { readonly screen: AppScreen; readonly entity: AppEntity; readonly id: string }) {
  const { app, actor } = useRunningApp();
  const plans = useMemo(() => relatedPlan(app, screen, entity), [app, screen, entity]);
  const addOnly = useMemo(() => addOnlyLinks(app, screen, entity, plans), [app, screen, entity, plans]);
  const adds = addOnly.flatMap((link) => {
    const add = nestedCreateHref(app, link, entity.name, id);
    return add && canOpenScreen(app, actor, add.screen).ok && canDo(app, actor, 'create', link.entity, null).ok ? [{ link, add }] : [];
  });
  if (plans.length === 0 && adds.length === 0) return null;
  return (
    <>
      {plans.map((p) => (
        <RelatedList key={`${p.via?.entity ?? ''}|${p.link.entity}|${p.link.field}`} plan={p} parent={entity} parentId={id} />
      ))}
      {adds.length > 0 ? (
        <p className="rt-related-adds">
          {adds.map(({ link, add }) => (
            <a key={`${link.entity}|${link.field}`} className="rt-btn rt-btn-small" href={add.href} {...specLine(add.screen.source)}>
              Add {(entityOf(app, link.entity)?.name ?? link.entity).toLowerCase()}
            </a>
          ))}
        </p>
      ) : null}
    </>
  );
}

/** Reads the records of several requests (one per parent) and joins them, again when data changes. */
function useRelated(
  app: AppModel,
  plan: RelatedPlan,
  parentId: string,
): { rows: Record<string, unknown>[] | null; mids: Record<string, unknown>[]; error: string | null } {
  const { call, actor, dataVersion } = useRunningApp();
  const [state, setState] = useState<{ rows: Record<string, unknown>[] | null; mids: Record<string, unknown>[]; error: string | null }>({
    rows: null,
    mids: [],
    error: null,
  });
  useEffect(() => {
    let live = true;
    const load = async (link: AppChild, ids: readonly string[]): Promise<{ rows: Record<string, unknown>[]; error: string | null }> => {
      const rows: Record<string, unknown>[] = [];
      let error: string | null = null;
      const results = await Promise.all(
        ids.map(async (pid) => {
          const req = childrenRequest(app, link, pid);
          if (!req) return null;
          const r: CallResult = await call(req.call.id, req.input);
          if (!r.ok) {
            error = r.message;
            return null;
          }
          const list = readList(req.call, r.body, r.headers);
          return list ? (req.filter === null ? list.items : list.items.filter((x) => refersTo(x, req.filter as string, pid))) : null;
        }),
      );
      for (const items of results) if (items) rows.push(...(items as Record<string, unknown>[]));
      return { rows, error };
    };
    void (async () => {
      if (plan.via === null) {
        const got = await load(plan.link, [parentId]);
        if (live) setState({ rows: got.rows, mids: [], error: got.error });
        return;
      }
      const mid = entityOf(app, plan.via.entity);
      const mids = await load(plan.via, [parentId]);
      const ids = mid ? mids.rows.flatMap((r) => idOf(mid, r) ?? []) : [];
      const got = await load(plan.link, ids);
      if (live) setState({ rows: got.rows, mids: mids.rows, error: got.error ?? mids.error });
    })();
    return () => {
      live = false;
    };
  }, [app, call, actor, dataVersion, plan, parentId]);
  return state;
}

function RelatedList({ plan, parent, parentId }: { readonly plan: RelatedPlan; readonly parent: AppEntity; readonly parentId: string }) {
  const { app, actor } = useRunningApp();
  const child = entityOf(app, plan.link.entity) as AppEntity;
  const { rows, mids, error } = useRelated(app, plan, parentId);
  // The parent column says nothing on the parent's page; a grandchild keeps its own parent (which pet).
  const { columns, link } = useMemo(() => listColumnsOf(child, plan.via === null ? [plan.link.field] : []), [child, plan]);
  const referenced = useMemo(() => referencedEntities(columns), [columns]);
  const loaded = useRefNames(referenced);
  const names = useMemo(() => {
    if (plan.via === null) return loaded;
    const mid = entityOf(app, plan.via.entity);
    const table = new Map<string, string>();
    for (const r of mids) {
      const rid = mid ? idOf(mid, r) : null;
      const name = mid ? recordName(mid, r) : null;
      if (rid !== null && name !== null) table.set(rid, name);
    }
    const out = new Map<string, NameTable>(loaded);
    out.set(plan.via.entity, table);
    return out;
  }, [app, loaded, mids, plan]);
  const plural = pluralOf(child.name);
  const title = plural.charAt(0).toUpperCase() + plural.slice(1);
  const add = plan.via === null ? addChildHref(app, plan.link, parent.name, parentId) : null;
  const canAdd = add !== null && canOpenScreen(app, actor, add.screen).ok && canDo(app, actor, 'create', child.name, null).ok;
  const detail = screenFor(app, child.name, 'detail');
  const headingId = `rt-related-${child.name}-${plan.link.field}`;
  return (
    <section className="rt-card rt-related" aria-labelledby={headingId} {...specLine(child.source)}>
      <header className="rt-related-head">
        <h2 id={headingId}>
          {title}
          {rows ? <span className="rt-count">{rows.length}</span> : null}
        </h2>
        {canAdd && add ? (
          <a className="rt-btn rt-btn-small" href={add.href} {...specLine(add.screen.source)}>
            Add {child.name.toLowerCase()}
          </a>
        ) : null}
      </header>
      {error !== null ? <p className="rt-error">{error}</p> : null}
      {rows === null ? (
        <Skeleton rows={2} label={`Loading ${plural}…`} />
      ) : rows.length === 0 ? (
        <p className="rt-muted rt-related-empty">No {plural} yet.</p>
      ) : (
        <ListTable
          label={title}
          entity={child}
          columns={columns}
          link={link}
          rows={rows}
          detail={detail && recordHref(detail, 'x') ? detail : null}
          names={names}
          sort={null}
        />
      )}
    </section>
  );
}
