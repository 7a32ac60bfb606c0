import type { AppModel, AppType } from '../../../core/index';

/**
 * Dev page only: plausible records for an app until core's sampleRecords is used here. Values by
 * type, references to earlier entities' records, enum state fields at the machine's initial state.
 */
export function devSample(app: AppModel, count: number): { entity: string; record: Record<string, unknown> }[] {
  const out: { entity: string; record: Record<string, unknown> }[] = [];
  const ids = new Map<string, string[]>();
  for (const e of app.entities) ids.set(e.name, Array.from({ length: count }, (_, i) => `${e.name.slice(0, 1).toLowerCase()}${i + 1}`));
  const day = 86_400_000;
  const value = (type: AppType, name: string, i: number): unknown => {
    switch (type.kind) {
      case 'enum': return type.values[i % type.values.length];
      case 'ref': { const list = ids.get(type.entity) ?? []; return list[i % Math.max(1, list.length)]; }
      case 'list': return [String(value(type.of, name, i)), String(value(type.of, name, i + 1))];
      case 'object': case 'invalid': return undefined;
      case 'scalar':
        switch (type.name) {
          case 'integer': return [10, 20, 30][i % 3];
          case 'number': return i * 1.5;
          case 'boolean': return i % 2 === 0;
          case 'date': return new Date(Date.UTC(1960 + (i % 50), i % 12, 1 + (i % 27))).toISOString().slice(0, 10);
          case 'datetime': return new Date(Date.now() + ((i % 50) + 2) * day).toISOString();
          case 'time': return i % 2 === 0 ? '08:00' : '17:30';
          case 'email': return `${name}${i + 1}@example.com`;
          case 'url': return `https://example.com/${name}/${i + 1}`;
          case 'text': return `Some ${name} text for record ${i + 1}.`;
          default: return name === 'phone' ? `+44 20 7946 ${String(1000 + i)}` : `${name.charAt(0).toUpperCase()}${name.slice(1)} ${i + 1}`;
        }
    }
  };
  for (const e of app.entities) {
    const list = ids.get(e.name) ?? [];
    list.forEach((id, i) => {
      const record: Record<string, unknown> = { [e.idField]: id };
      for (const f of e.fields) {
        if (f.isId) continue;
        if (f.isState && e.machine) record[f.name] = e.machine.states[i % e.machine.states.length];
        else {
          const v = value(f.type, f.name, i);
          if (v !== undefined) record[f.name] = v;
        }
      }
      out.push({ entity: e.name, record });
    });
  }
  return out;
}
