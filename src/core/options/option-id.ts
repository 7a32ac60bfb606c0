/**
 * The id of an option: FNV-1a (32 bits) of its rule, point and subject, as 8 hex digits. The subject
 * names what the option is about (an entity, a call, an error code), never a position, so the id
 * survives edits elsewhere in the spec.
 */
export function optionId(rule: string, point: number, subject: string): string {
  const key = `${rule}\u0000${point}\u0000${subject}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
