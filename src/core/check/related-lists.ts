import type { Entity } from '../spec/entity';
import type { ScreenRelated } from '../spec/screen';
import type { TypeRef } from '../spec/type-ref';
import type { EntityNameResolver } from '../words/fold-entity-name';

/** What one name of a detail phrase's `with …` list is to the screen's entity. */
export type RelatedName =
  | { readonly kind: 'child' | 'grandchild'; readonly entity: string }
  | { readonly kind: 'unrelated'; readonly entity: string }
  | { readonly kind: 'unknown' };

function refersTo(type: TypeRef, entity: string): boolean {
  return (type.kind === 'ref' && type.entity === entity) || (type.kind === 'list' && type.of.kind === 'ref' && type.of.entity === entity);
}

/** Whether some field of `child` refers to `parent` (one reference or a list of them). */
function isChild(child: Entity | undefined, parent: string): boolean {
  return child !== undefined && child.fields.some((f) => refersTo(f.type, parent));
}

/**
 * Reads the names of a detail phrase's related lists (`Owner detail with pets and visits`) against the
 * screen's entity: a child refers to it (Pet's `owner`), a grandchild refers to one of its children
 * through a single reference (Visit's `pet`); anything else is unrelated, or no entity at all.
 */
export function readRelated(
  related: ScreenRelated,
  target: string,
  entities: ReadonlyMap<string, Entity>,
  words: EntityNameResolver,
): RelatedName[] {
  return related.names.map((name): RelatedName => {
    const entity = words.resolve(name.value);
    if (entity === null) return { kind: 'unknown' };
    const own = entities.get(entity);
    if (isChild(own, target)) return { kind: 'child', entity };
    for (const mid of entities.values()) {
      if (mid.name.value === entity || !isChild(mid, target)) continue;
      if (own?.fields.some((f) => f.type.kind === 'ref' && f.type.entity === mid.name.value)) return { kind: 'grandchild', entity };
    }
    return { kind: 'unrelated', entity };
  });
}
