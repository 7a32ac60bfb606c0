import type { AppEntity, AppModel } from '../../../core/index';
import { idOf, recordHref, screenFor } from '../screen-lookups';
import { hrefFor } from '../hash-router';

/** Where a form's links lead. */
export interface FormLinks {
  /** The page of the parent a create form adds under (`/owners/:id/pets/new` → the owner's), or null. */
  readonly parentHref: string | null;
  /** Where Cancel goes: the record's page, else the parent's, else the entity's list, else the start. */
  readonly cancelHref: string;
  /** Where the app goes once the record is saved (null: nowhere, the form starts again). */
  afterSave(savedId: string | null): string | null;
}

/**
 * The links of a form for `entity`: with a parent (a create form under one), saving returns to the
 * parent's page, where the new record now shows; else to the saved record's page, else to the list.
 */
export function formLinksOf(
  app: AppModel,
  entity: AppEntity,
  initial: Readonly<Record<string, unknown>> | null,
  parent: { readonly entity: string | null } | null,
  parentId: string | null,
): FormLinks {
  const parentDetail = parent?.entity && parentId !== null ? screenFor(app, parent.entity, 'detail') : null;
  const parentHref = parentDetail ? recordHref(parentDetail, parentId) : null;
  const detail = screenFor(app, entity.name, 'detail');
  const list = screenFor(app, entity.name, 'list');
  const listHref = list && hrefFor(list.route, {});
  return {
    parentHref,
    cancelHref: (initial && detail && recordHref(detail, idOf(entity, initial))) ?? parentHref ?? listHref ?? '#/',
    afterSave: (savedId) => parentHref ?? (detail && recordHref(detail, savedId)) ?? listHref,
  };
}
