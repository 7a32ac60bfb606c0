import type { AppEntity } from '../compile/app-model';

/** A random version-4 UUID (the platform's when it has one). */
export function randomUuid(): string {
  const platform = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (typeof platform?.randomUUID === 'function') return platform.randomUUID();
  const hex = (n: number): string => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(Math.random() * 4)]}${hex(3)}-${hex(12)}`;
}

/** Whether an entity's key is declared `uuid` (its new ids are then UUIDs, as the contract says). */
export function hasUuidKey(entity: AppEntity): boolean {
  const key = entity.fields.find((f) => f.name === entity.idField);
  return key !== undefined && key.type.kind === 'scalar' && key.type.name === 'uuid';
}
