import { isObj, str, token, type Obj } from './document-value';
import type { NoteLog } from './note-log';
import { SOURCE_KEY } from './schema-of';

/**
 * The notes on the document as a whole, after the operations': its version (unless it is specfront's own
 * export, which writes 1.0.0 for a spec without one), its servers (unless the one local mock an export
 * names), the links between operations, the webhooks and the security schemes (but specfront's `role`).
 */
export function noteDocument(doc: Obj, notes: NoteLog): void {
  const info = isObj(doc.info) ? doc.info : null;
  const version = info?.version;
  if ((typeof version === 'string' || typeof version === 'number') && !(info !== null && isObj(info[SOURCE_KEY])))
    notes.note('#/info/version', 'version', { version: String(version) });
  const servers = Array.isArray(doc.servers) ? doc.servers.filter(isObj).map((v) => str(v.url) ?? '') : [];
  if (servers.length > 0 && !(servers.length === 1 && servers[0] === 'http://127.0.0.1:4010'))
    notes.note('#/servers', 'servers', { servers: servers.join(', ') });
  const components = isObj(doc.components) ? doc.components : {};
  if (isObj(components.links)) for (const name of Object.keys(components.links)) notes.note(`#/components/links/${token(name)}`, 'link');
  if (isObj(doc.webhooks)) for (const name of Object.keys(doc.webhooks)) notes.note(`#/webhooks/${token(name)}`, 'webhook');
  if (isObj(components.securitySchemes)) {
    for (const [name, scheme] of Object.entries(components.securitySchemes)) {
      if (name === 'role' && isObj(scheme) && scheme.name === 'x-specfront-role') continue;
      notes.note(`#/components/securitySchemes/${token(name)}`, 'security-scheme', { name });
    }
  }
}
