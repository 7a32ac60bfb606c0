import { checkMessages as m } from '../diagnostics/messages-check';
import type { CallBinding } from '../model/bind-calls';
import type { Screen, ScreenKind } from '../spec/screen';
import type { CheckContext } from './check-context';

/**
 * The jobs the app cannot do although the calls allow them (issue 10): an entity the calls create but no
 * form creates (`no-create-form`), an entity with events but no screen that shows one record, where the
 * app offers events (`no-detail-screen`), a role that may open no screen (`role-without-screen`), and a
 * screen with route parameters that nothing links to (`unreachable-screen`: list rows link to the detail
 * screen, a detail screen to its edit form, a shown reference to the referenced record's detail screen, a
 * parent's related list to its children's). Only when point 2 lists screens (a spec without screens gets
 * its gaps named elsewhere).
 */
export function checkJobs(cx: CheckContext, binding: CallBinding): void {
  const { spec } = cx;
  if (spec.screens.length === 0) return;
  const kinds = new Map<string, Set<ScreenKind>>();
  // Lists are walked by index: a for…of over a model list allocated a step object per item in this once-per-check pass.
  for (let i = 0; i < spec.screens.length; i++) {
    const s = spec.screens[i] as Screen;
    const entity = s.kind !== 'content' && s.target ? cx.entityWords.resolve(s.target.value) : null;
    if (entity === null) continue;
    const set = kinds.get(entity) ?? new Set<ScreenKind>();
    set.add(s.kind);
    kinds.set(entity, set);
  }
  for (const [name, calls] of binding.entities) {
    const entity = cx.entities.get(name);
    if (!entity) continue;
    const has = kinds.get(name);
    const creates = calls.create ?? calls.nested.find((n) => n.slot === 'create')?.call ?? null;
    if (creates && !has?.has('create')) {
      cx.sink.report('no-create-form', entity.name.span, m.noCreateForm(name, `${creates.method.value} ${creates.path.value}`), 2);
    }
    const events = [...calls.transitions.keys()];
    if (events.length > 0 && !has?.has('detail')) {
      cx.sink.report('no-detail-screen', entity.name.span, m.noDetailScreen(name, events), 2);
    }
  }
  if (spec.roles.length > 0) {
    const open = spec.screens.some((s) => s.roles.length === 0);
    if (!open) {
      const reach = new Set(spec.screens.flatMap((s) => s.roles.map((r) => r.value)));
      for (const r of spec.roles)
        if (!reach.has(r.name.value)) cx.sink.report('role-without-screen', r.name.span, m.roleWithoutScreen(r.name.value), 6);
    }
  }
  // Whether records of `a` hold a reference (or a list of them) to `b`.
  const refersTo = (a: string, b: string): boolean =>
    cx.entities.get(a)?.fields.some((f) => {
      const t = f.type.kind === 'list' ? f.type.of : f.type;
      return t.kind === 'ref' && (cx.entityWords.resolve(t.entity) ?? t.entity) === b;
    }) ?? false;
  // A detail screen is also reached from other records' screens: a reference shown on a list or detail screen of
  // the records that refer to it links to it, and so do the rows of the related list on its parent's page.
  const linkedFromOthers = (entity: string): boolean =>
    [...kinds].some(
      ([other, ks]) =>
        other !== entity &&
        (((ks.has('list') || ks.has('detail')) && refersTo(other, entity)) || (ks.has('detail') && refersTo(entity, other))),
    );
  for (let i = 0; i < spec.screens.length; i++) {
    const s = spec.screens[i] as Screen;
    if (s.params.length === 0) continue;
    const entity = s.kind !== 'content' && s.target ? cx.entityWords.resolve(s.target.value) : null;
    const has = entity ? kinds.get(entity) : undefined;
    const linked =
      (s.kind === 'detail' && ((has?.has('list') ?? false) || (entity !== null && linkedFromOthers(entity)))) ||
      (s.kind === 'edit' && (has?.has('detail') ?? false)) ||
      ((s.kind === 'create' || s.kind === 'list') && spec.screens.some((x) => x.kind === 'detail' && x !== s));
    if (!linked) cx.sink.report('unreachable-screen', s.route.span, m.unreachableScreen(s.route.value, s.kind), 2);
  }
}
