import { routeShape } from '../model/route-shape';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';

const RULE = 'route-cells';

/** Between two routes of one cell: a comma, a semicolon, or "or"/"and" in the draft's languages. */
const BETWEEN = /\s*(?:,|;|\s(?:or|and|oder|und|o|y|ou|et)\s)\s*/;
/** One route: a slash, then no spaces. */
const ROUTE = /^\/\S*$/;
/** Between the parts of a screen's name that go with those routes (`Login / register`, `Login, register`). */
const NAME_BETWEEN = /\s+\/\s+|\s*,\s*|\s(?:or|and|oder|und|o|y|ou|et)\s/;

/**
 * A screen row whose route cell holds two routes or more (`| Login / register | /login, /register |`): no route
 * has a space, so the check reads none. Each route gets a row of its own, the row's other cells kept, and each
 * row the part of the name that goes with its route when the name has one part per route. Routes another screen
 * already has are left out; a row whose routes are all taken gets no option.
 */
export function routeCells(ctx: OptionContext): Option[] {
  const out: Option[] = [];
  const taken = new Set(ctx.spec.screens.map((s) => routeShape(s.route.value)));
  for (const screen of ctx.spec.screens) {
    const cell = screen.route.value.trim();
    const routes = cell.split(BETWEEN);
    if (routes.length < 2 || !routes.every((r) => ROUTE.test(r))) continue;
    const rowFrom = ctx.text.lastIndexOf('\n', screen.route.span.from - 1) + 1;
    const nl = ctx.text.indexOf('\n', screen.route.span.to);
    let rowTo = nl === -1 ? ctx.text.length : nl;
    if (ctx.text[rowTo - 1] === '\r') rowTo--;
    const row = ctx.text.slice(rowFrom, rowTo);
    if (!row.trimStart().startsWith('|')) continue;
    const fresh = routes.filter((r, i) => !taken.has(routeShape(r)) && routes.findIndex((x) => routeShape(x) === routeShape(r)) === i);
    if (fresh.length === 0) continue;
    for (const r of fresh) taken.add(routeShape(r));
    const parts = screen.name.value.split(NAME_BETWEEN).map((p) => p.trim());
    const named = parts.length === routes.length && parts.every((p) => p !== '');
    const cellFrom = screen.route.span.from - rowFrom;
    const cellTo = screen.route.span.to - rowFrom;
    const nameFrom = screen.name.span.from - rowFrom;
    const nameTo = screen.name.span.to - rowFrom;
    const rows = fresh.map((r) => {
      const name = named ? parts[routes.indexOf(r)]! : screen.name.value;
      // The two cells replaced from the later one back, so the earlier one's offsets hold.
      const cells = [
        { from: cellFrom, to: cellTo, insert: r },
        { from: nameFrom, to: nameTo, insert: name },
      ].sort((a, b) => b.from - a.from);
      let line = row;
      for (const c of cells) if (c.from >= 0 && c.to <= line.length) line = line.slice(0, c.from) + c.insert + line.slice(c.to);
      return line;
    });
    out.push(
      createOption({
        rule: RULE,
        point: 2,
        subject: `${screen.name.value} ${cell}`,
        title: `One row per route for “${screen.name.value}”: ${fresh.map((r) => `\`${r}\``).join(', ')}`,
        detail: `The row's route cell holds ${routes.length} routes, so the check reads none of them. Each route gets its row, the other cells kept${named ? ', and the part of the name that goes with it' : ''}.`,
        evidence: [screen.route.span],
        edits: [{ from: rowFrom, to: rowTo, insert: rows.join(ctx.layout.eol) }],
      }),
    );
  }
  return out;
}
