/**
 * Issue 19's end-to-end measure: for every draft of a half of bench/drafts, accept all options (answering the
 * questions as the writer's expectation says: bench/drafts-corpus.ts's scoreDraft), build the app with the real CLI
 * (`node bin/specfront.js build`), serve it on 127.0.0.1, open it in Chromium and walk the writer's main job in
 * order, as a person would, by role and label: choose the step's person in the role switcher, then use the menu,
 * the links, the forms and the buttons the screen shows. A step counts when it works in the page.
 *
 *   npx tsx bench/drafts-walk.ts tuning [draft…]   figures and every step's outcome, with why a step failed
 *   npx tsx bench/drafts-walk.ts sealed            figures only: nothing of a sealed draft is printed but counts
 *   npm run bench -- drafts                        the sealed half, model walk and browser walk (bench/run.ts)
 * Flags: `--no-build-lib` skips rebuilding dist/ (the CLI and the app runtime) first; `--force` also walks the
 * drafts whose build is refused, on a `specfront build --force` build (they still count as refused; a figure
 * "counting --force builds" is added).
 *
 * What each step does (a step has its own time limit; every wait polls, none sleeps):
 * - create: open the thing's create form from the menu (or the list's New link, or the Add link on a parent's
 *   page), fill every control (text, the first choice of a select, a date, a number), press Create, and land on
 *   the new record's page (or a list) without an error. A form that answers with field errors is filled again
 *   with other values, as a person reading the messages would (up to three tries).
 * - see: open the thing's list from the menu; it shows a record (the one made earlier, when the walk made one)
 *   or, when the walk made none, its empty state, without an error.
 * - open: open a record of the thing from its list (the one made earlier), else by the address the walk landed
 *   on when it made it; its page shows its fields.
 * - action: on a record's page press the event's button (its label matched to the step's action word, or the
 *   button that leads to the step's `then` state) and see the record's state change.
 * - refused: the person cannot do it: no link to the form, no such button, a disabled one, or a refusal shown.
 * When a step needs a record the walk has not made (an action on a boat nobody added; a form whose required
 * picker has no choices), the walk first creates one as the first role of the switcher who can, and says so in
 * the step's notes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import * as core from '../src/core/index';
import type { AppEntity, AppModel, AppScreen } from '../src/core/index';
import { launchPlainBrowser } from '../e2e/browser';
import { appMounted, CSP_HEADER } from '../e2e/running-app-support';
import { startStaticServer } from '../e2e/static-server';
import { readHalf, sameAction, sameName, scoreDraft, words, type DraftExpectation, type JobStep } from './drafts-corpus';

const ROOT = join(import.meta.dirname, '..');

/** How long one step of the main job may take, prerequisites included, before it counts as failed. */
export const STEP_MS = 60_000;
/** How long one wait in the page may take (a screen to show, a list to load, a record to save). */
export const WAIT_MS = 15_000;

/** What one step of the walk gave. */
export interface StepOutcome {
  readonly step: JobStep;
  readonly ok: boolean;
  /** Why it failed (empty when it worked). */
  readonly why: string;
  /** What the walk did on the way: prerequisites made, a record reached by its address, a list left empty. */
  readonly notes: readonly string[];
  /** What the model walk (drafts-corpus's stepPossible) says of the same step. */
  readonly model: boolean;
}

/** One draft's walk. */
export interface DraftWalk {
  readonly draft: string;
  readonly language: string;
  /** Whether `specfront build` built the accepted spec. */
  readonly built: boolean;
  /** Whether the walk ran on a build made with `--force` after the plain build was refused. */
  readonly forced: boolean;
  /** The build's errors when it refused. */
  readonly buildErrors: readonly string[];
  readonly steps: readonly StepOutcome[];
  readonly ms: number;
}

/** Builds dist/cli.js, dist/index.js and dist/app-runtime from the current sources (what `specfront build` needs). */
export function buildRuntime(): void {
  const env = { ...process.env, npm_command: '' };
  for (const flag of ['--no-types', '--app-only']) {
    const run = spawnSync(process.execPath, ['scripts/build-lib.mjs', flag], { cwd: ROOT, encoding: 'utf8', env });
    if (run.status !== 0) throw new Error(`build-lib ${flag} failed:\n${run.stdout}\n${run.stderr}`);
  }
}

/**
 * Writes the accepted spec and builds its app with the CLI into `site`; the CLI's exit and output. With `force`,
 * a spec with errors is built too (`--force`: the app shows its gaps), for a look at what the errors cost.
 */
export function buildDraftApp(accepted: string, dir: string, site: string, force = false): { ok: boolean; output: string } {
  const spec = join(dir, 'accepted.spec.md');
  writeFileSync(spec, accepted);
  const args = ['bin/specfront.js', 'build', spec, '--out', site, ...(force ? ['--force'] : [])];
  const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** The error lines of a build's output (`file:line:col error code message`), without the file. */
export function buildErrors(output: string): string[] {
  return output
    .split('\n')
    .map((l) => l.match(/^.*?:(\d+):\d+ error (.*)$/))
    .filter((m) => m !== null)
    .map((m) => `line ${m[1]}: ${m[2]}`);
}

class StepFailed extends Error {}

/** Fails the step with a reason (caught by the walk, which records it). */
function fail(why: string): never {
  throw new StepFailed(why);
}

/** A record the walk made: its entity, the text it typed into its fields, and the address it landed on. */
interface Made {
  readonly entity: string;
  readonly token: string;
  readonly hash: string | null;
}

/** What the detail page's Actions card offers. */
interface EventButton {
  readonly label: string;
  readonly to: string;
  readonly disabled: boolean;
  readonly reason: string;
}

const CREATE_WORD = /^(create|add|new|register|submit|post|book|report|propose|request|offer)$/i;

/**
 * Walks one draft's main job in an opened page of its built app. The page should be fresh (a new browser context:
 * empty IndexedDB and localStorage) and may already be at `url`.
 */
export async function walkDraft(
  page: Page,
  url: string,
  app: AppModel,
  expected: DraftExpectation,
  options: { readonly stepMs?: number; readonly waitMs?: number } = {},
): Promise<Omit<StepOutcome, 'model'>[]> {
  const walker = new Walker(page, url, app, options.waitMs ?? WAIT_MS);
  await walker.start();
  const out: Omit<StepOutcome, 'model'>[] = [];
  for (const step of expected.mainJob) out.push(await walker.step(step, options.stepMs ?? STEP_MS));
  return out;
}

class Walker {
  private readonly made: Made[] = [];
  private readonly lookingUnder = new Set<string>();
  private notes: string[] = [];
  private deadline = Infinity;
  private count = 0;

  constructor(
    private readonly page: Page,
    private readonly base: string,
    private readonly app: AppModel,
    private readonly waitMs: number,
  ) {
    page.setDefaultTimeout(waitMs);
  }

  async start(): Promise<void> {
    if (!this.page.url().startsWith(this.base)) await this.page.goto(this.base);
    await this.page
      .locator('main h1')
      .first()
      .waitFor({ timeout: this.waitMs * 2 });
    await appMounted(this.page);
  }

  /** Runs one step within its time limit; a step that throws, fails or runs out of time is recorded, never rethrown. */
  async step(step: JobStep, limitMs: number): Promise<Omit<StepOutcome, 'model'>> {
    this.notes = [];
    this.deadline = Date.now() + limitMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StepFailed(`no result within ${Math.round(limitMs / 1000)} s`)), limitMs);
    });
    const run = this.run(step);
    try {
      await Promise.race([run, timeout]);
      return { step, ok: true, why: '', notes: [...this.notes] };
    } catch (e) {
      const why = e instanceof StepFailed ? e.message : `walk error: ${firstLine(e)}`;
      return { step, ok: false, why, notes: [...this.notes] };
    } finally {
      clearTimeout(timer);
      // A step that ran out of time stops at its next check of the time (each wait in the page is bounded too):
      // let it end before the next step starts, so two steps never drive the page at once.
      await run.catch(() => undefined);
      this.deadline = Infinity;
    }
  }

  private checkTime(): void {
    if (Date.now() > this.deadline) fail('the step ran out of time');
  }

  private async run(step: JobStep): Promise<void> {
    await this.actAs(step.as);
    const entity = this.app.entities.find((e) => sameName(e.name, step.thing));
    if (!entity) fail(`the app has no ${step.thing}`);
    switch (step.do) {
      case 'create':
        return this.create(entity);
      case 'see':
        return this.see(entity);
      case 'open':
        return this.open(entity);
      case 'action':
        return this.action(entity, step);
      case 'refused':
        return this.refused(entity, step);
      case 'edit':
        return this.edit(entity);
      case 'delete':
        return this.remove(entity);
    }
    fail(`unknown step ${String(step.do)}`);
  }

  // ---- who is acting -------------------------------------------------------------------------------------------

  private roleSelect(): Locator {
    return this.page.getByLabel('Role', { exact: true });
  }

  /** The switcher's roles, in its order; empty when the app has one user. */
  private async roles(): Promise<string[]> {
    await appMounted(this.page);
    const select = this.roleSelect();
    if ((await select.count()) === 0) return [];
    return (await select.locator('option').allTextContents()).map((t) => t.trim());
  }

  private async currentRole(): Promise<string | null> {
    const select = this.roleSelect();
    return (await select.count()) === 0 ? null : select.inputValue();
  }

  /** Chooses the person's role in the switcher: the same words first, else the same name (drafts-corpus's sameName). */
  private async actAs(person: string): Promise<void> {
    const roles = await this.roles();
    if (roles.length === 0) {
      if (this.app.roles.length > 0) fail('the role switcher is not shown');
      return; // one user, every permission
    }
    const key = words(person).join(' ');
    const role = roles.find((r) => words(r).join(' ') === key) ?? roles.find((r) => sameName(r, person));
    if (role === undefined) fail(`no role for ${person} in the switcher (${roles.join(', ')})`);
    await this.switchTo(role);
  }

  private async switchTo(role: string): Promise<void> {
    if ((await this.currentRole()) === role) return;
    await this.roleSelect().selectOption({ label: role });
    await this.page.waitForFunction((r) => {
      const select = [...document.querySelectorAll('select')].find((s) => s.labels?.[0]?.textContent === 'Role');
      return select?.value === r;
    }, role);
    await this.page.locator('main h1').first().waitFor();
  }

  // ---- finding screens -----------------------------------------------------------------------------------------

  private screensOf(entity: AppEntity, kind: AppScreen['kind']): AppScreen[] {
    return this.app.screens.filter((s) => s.entity === entity.name && s.kind === kind && s.gap === null);
  }

  /** The menu's link to one of these screens, if the current role's menu shows one. */
  private async menuLink(screens: readonly AppScreen[]): Promise<Locator | null> {
    const nav = this.page.getByRole('navigation', { name: 'Screens' });
    for (const s of screens) {
      if (!s.inMenu) continue;
      const link = nav.getByRole('link', { name: s.name, exact: true });
      if ((await link.count()) > 0) return link.first();
    }
    return null;
  }

  private hash(): string {
    return new URL(this.page.url()).hash;
  }

  /** Follows a link and waits for the screen it opens (its heading, the app mounted). */
  private async follow(link: Locator): Promise<void> {
    const before = this.hash();
    const href = await link.getAttribute('href');
    await link.click();
    if (href !== null && href !== before) await this.page.waitForURL((u) => u.hash === href);
    await this.screenShown();
  }

  /**
   * Waits until the page shows the screen of the current address (its kind and its heading): the address changes
   * before React renders the new screen, and the old one must not be read as the new one.
   */
  private async screenShown(): Promise<void> {
    const path = decodeURIComponent(this.hash().slice(1).split('?')[0] ?? '') || '/';
    const screen = this.app.screens
      .filter((s) => routeMatches(s.route, path))
      .sort((a, b) => a.route.split(':').length - b.route.split(':').length)[0];
    if (screen) {
      await this.page.waitForFunction(
        ({ kind, name }) => {
          const main = document.querySelector('main');
          return main?.querySelector(`section.rt-screen-${kind}`) !== null && main?.querySelector('h1')?.textContent === name;
        },
        { kind: screen.kind, name: screen.name },
        { polling: 100, timeout: this.waitMs },
      );
    } else await this.page.locator('main h1').first().waitFor();
    await appMounted(this.page);
    this.checkTime();
  }

  /** Waits until the screen shown is at rest, and says what it shows. */
  private async settled(): Promise<'rows' | 'empty' | 'record' | 'form' | 'error' | 'refused' | 'gap' | 'other'> {
    const handle = await this.page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        if (!main) return false;
        if (main.querySelector('.rt-banner-error')) return 'error';
        if (main.querySelector('.rt-banner-gap')) return 'gap';
        if ([...main.querySelectorAll('.rt-banner-warn')].some((b) => b.textContent?.includes('may not open'))) return 'refused';
        if (main.querySelector('.rt-screen-list')) {
          if (main.querySelector('[role=table] .rt-tbody [role=row]')) return 'rows';
          if (main.querySelector('.rt-empty')) return 'empty';
          return false;
        }
        if (main.querySelector('.rt-screen-detail')) return main.querySelector('section[aria-label="Fields"]') ? 'record' : false;
        if (main.querySelector('.rt-screen-create, .rt-screen-edit')) return main.querySelector('form') ? 'form' : false;
        return 'other';
      },
      undefined,
      { polling: 100, timeout: this.waitMs },
    );
    this.checkTime();
    return (await handle.jsonValue()) as Awaited<ReturnType<Walker['settled']>>;
  }

  private async mainError(): Promise<string> {
    const banner = this.page.locator('main .rt-banner-error, main .rt-banner-gap, main .rt-banner-warn').first();
    return (await banner.count()) > 0 ? oneLine(await banner.innerText()) : '';
  }

  // ---- create --------------------------------------------------------------------------------------------------

  /** Opens the entity's create form as the current role: from the menu, the list's New link, or a parent's Add link. */
  private async reachForm(entity: AppEntity, prerequisites: boolean): Promise<{ ok: true } | { ok: false; why: string }> {
    const forms = this.screensOf(entity, 'create');
    const direct = await this.menuLink(forms.filter((s) => !s.route.includes(':')));
    if (direct) {
      await this.follow(direct);
      return (await this.settled()) === 'form' ? { ok: true } : { ok: false, why: `its form shows: ${await this.mainError()}` };
    }
    const list = await this.menuLink(this.screensOf(entity, 'list').filter((s) => !s.route.includes(':')));
    if (list) {
      await this.follow(list);
      await this.settled();
      const names = [...forms.map((s) => s.name), `New ${entity.name}`];
      for (const name of names) {
        const add = this.page.locator('main').getByRole('link', { name, exact: true });
        if ((await add.count()) > 0) {
          await this.follow(add.first());
          return (await this.settled()) === 'form' ? { ok: true } : { ok: false, why: `its form shows: ${await this.mainError()}` };
        }
      }
    }
    // Made under a parent: the parent's page has an Add link (src/runtime/app/screens/RelatedLists.tsx).
    const parents = [
      ...new Set([...entity.nested.filter((n) => n.slot === 'create').map((n) => n.parent), ...entity.references.map((r) => r.entity)]),
    ];
    for (const parentName of parents) {
      const parent = this.app.entities.find((e) => e.name === parentName);
      if (!parent || parent === entity) continue;
      const label = `Add ${entity.name.toLowerCase()}`;
      if (!(await this.canReachRecord(parent))) {
        if (!prerequisites || !entity.nested.some((n) => n.slot === 'create' && n.parent === parentName)) continue;
        if (!(await this.createAsFirstRole(parent, `a ${parent.name} to add the ${entity.name} under`))) continue;
      }
      if (!(await this.reachRecord(parent)).ok) continue;
      const add = this.page.locator('main').getByRole('link', { name: label, exact: true });
      if ((await add.count()) > 0) {
        await this.follow(add.first());
        return (await this.settled()) === 'form' ? { ok: true } : { ok: false, why: `its form shows: ${await this.mainError()}` };
      }
    }
    return { ok: false, why: list ? `no link to a ${entity.name} form on its list` : `no ${entity.name} form or list in the menu` };
  }

  /** The create step: the current role reaches the form, fills it and saves a record. */
  private async create(entity: AppEntity): Promise<void> {
    const r = await this.createRecord(entity, 0);
    if (!r.ok) fail(r.why);
  }

  private async createRecord(entity: AppEntity, depth: number): Promise<{ ok: true } | { ok: false; why: string }> {
    for (let round = 0; round < 3; round++) {
      const reached = await this.reachForm(entity, depth < 2);
      if (!reached.ok) return reached;
      const formHash = this.hash();
      const token = `${entity.name} walk ${++this.count}`;
      const sent = await this.fillAndSend(token, formHash);
      if (sent.ok) {
        await this.screenShown();
        const shown = await this.settled();
        if (shown === 'error' || shown === 'gap') return { ok: false, why: `saved, then: ${await this.mainError()}` };
        // Saved, and the app went on to the record's page, which this role may not open: the record exists.
        if (shown === 'refused') this.notes.push(`saved the ${entity.name}, then landed on a page this role may not open`);
        const here = this.hash();
        const detail = this.screensOf(entity, 'detail').some((s) => routeMatches(s.route, here.slice(1)));
        this.made.push({ entity: entity.name, token, hash: detail ? here : null });
        return { ok: true };
      }
      if (sent.missing.length === 0 || depth >= 2) return { ok: false, why: sent.why };
      // A required picker without choices: make the record it needs first, then come back to the form.
      let madeOne = false;
      for (const need of sent.missing) {
        if (this.made.some((m) => m.entity === need.name)) continue;
        madeOne = (await this.createAsFirstRole(need, `a ${need.name} for the ${entity.name}'s picker`, depth + 1)) || madeOne;
      }
      if (!madeOne) return { ok: false, why: sent.why };
    }
    return { ok: false, why: 'the form still could not be sent' };
  }

  /** Creates a record of the entity as the first role of the switcher who can, then goes back to the current role. */
  private async createAsFirstRole(entity: AppEntity, what: string, depth = 1): Promise<boolean> {
    const current = await this.currentRole();
    const roles = await this.roles();
    const whys: string[] = [];
    try {
      for (const role of roles.length === 0 ? [null] : roles) {
        this.checkTime();
        if (role !== null) await this.switchTo(role);
        const r = await this.createRecord(entity, depth);
        if (r.ok) {
          this.notes.push(`made ${what} first, as ${role ?? 'the one user'}`);
          return true;
        }
        whys.push(`${role ?? 'the one user'}: ${r.why}`);
      }
      this.notes.push(`could not make ${what} (${whys.join('; ')})`);
      return false;
    } finally {
      if (current !== null) await this.switchTo(current);
    }
  }

  /**
   * Fills every control of the form on screen and presses Create; on field errors, fills the fields in error again
   * with other values (up to three tries). Says which required pickers had no choices (records to make first).
   */
  private async fillAndSend(token: string, formHash: string): Promise<{ ok: true } | { ok: false; why: string; missing: AppEntity[] }> {
    const missing: AppEntity[] = [];
    let why = '';
    for (let attempt = 0; attempt < 3; attempt++) {
      missing.length = 0;
      await this.fill(token, attempt, missing);
      this.checkTime();
      const form = this.page.locator('main form').first();
      // The form's answer is a change of address, or a change in the form (its button busy, a banner) that then
      // rests with an error shown: a banner left from the last try is not taken for this try's answer.
      await form.evaluate((el) => {
        const w = window as unknown as { __walkChanged?: number; __walkObserver?: MutationObserver };
        w.__walkObserver?.disconnect();
        w.__walkChanged = 0;
        w.__walkObserver = new MutationObserver(() => void (w.__walkChanged = Date.now()));
        w.__walkObserver.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      await form.getByRole('button', { name: 'Create', exact: true }).click();
      const outcome = await this.page
        .waitForFunction(
          (h) => {
            if (location.hash !== h) return 'left';
            const changed = (window as unknown as { __walkChanged?: number }).__walkChanged ?? 0;
            const form = document.querySelector('main form');
            const busy = form?.querySelector('button[type=submit]')?.hasAttribute('disabled');
            if (changed > 0 && Date.now() - changed > 250 && !busy && form?.querySelector('.rt-banner-error')) return 'error';
            return false;
          },
          formHash,
          { polling: 100, timeout: this.waitMs },
        )
        .then((h) => h.jsonValue() as Promise<string>)
        .catch(() => 'timeout');
      if (outcome === 'left') return { ok: true };
      const errors = await this.page
        .locator('main form')
        .locator('.rt-banner-error, .rt-field-error, [id$="-error"]')
        .allInnerTexts()
        .catch(() => []);
      why = `the form refused it: ${oneLine(errors.join(' | '))}`;
      const invalid = await this.page.locator('main form [aria-invalid=true]').count();
      if (invalid === 0 && missing.length === 0) break; // a refusal, not a field to fill otherwise
      if (missing.length > 0) break;
    }
    return { ok: false, why, missing: [...missing] };
  }

  /** Fills the form's controls: on the first try all of them, later only those in error, with the try's values. */
  private async fill(token: string, attempt: number, missing: AppEntity[]): Promise<void> {
    const controls = this.page.locator('main form').locator('input:not([type=hidden]), select, textarea');
    const n = await controls.count();
    for (let i = 0; i < n; i++) {
      this.checkTime();
      const control = controls.nth(i);
      if (!(await control.isVisible()) || (await control.getAttribute('readonly')) !== null) continue;
      const invalid = (await control.getAttribute('aria-invalid')) === 'true';
      if (attempt > 0 && !invalid) continue;
      const tag = await control.evaluate((el) => el.tagName.toLowerCase());
      const type = tag === 'input' ? ((await control.getAttribute('type')) ?? 'text') : tag;
      const message = attempt > 0 ? await this.errorOf(control) : '';
      if (type === 'select') {
        // A picker is disabled while its choices load.
        await this.page
          .waitForFunction((el) => !(el as HTMLSelectElement).disabled, await control.elementHandle(), {
            polling: 100,
            timeout: this.waitMs,
          })
          .catch(() => undefined);
        const values = await control
          .locator('option')
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
        if (values.length === 0) {
          if ((await control.getAttribute('aria-required')) === 'true') {
            const need = await this.pickerEntity(control);
            if (need) missing.push(need);
          }
          continue;
        }
        await control.selectOption(values[attempt % values.length]!);
      } else if (type === 'checkbox') {
        // The first choice of a list of records; a yes/no field is ticked only when the form asks for it.
        const firstChoice = await control.evaluate((el) => el.closest('.rt-multi-options')?.querySelector('input[type=checkbox]') === el);
        if (firstChoice || invalid) await control.check();
      } else {
        await control.fill(valueFor(type, token, attempt, message));
      }
    }
  }

  private async errorOf(control: Locator): Promise<string> {
    const id = await control.getAttribute('id');
    if (id === null) return '';
    const el = this.page.locator(`[id="${id}-error"]`);
    return (await el.count()) > 0 ? await el.innerText() : '';
  }

  /** The entity a required picker chooses from (its field's label → the form entity's reference field). */
  private async pickerEntity(control: Locator): Promise<AppEntity | null> {
    const label = await control.evaluate((el) => (el as HTMLSelectElement).labels?.[0]?.textContent?.trim() ?? '');
    for (const e of this.app.entities) {
      const f = e.fields.find((x) => x.label === label && (x.type.kind === 'ref' || (x.type.kind === 'list' && x.type.of.kind === 'ref')));
      if (!f) continue;
      const target = f.type.kind === 'ref' ? f.type.entity : f.type.kind === 'list' && f.type.of.kind === 'ref' ? f.type.of.entity : null;
      const found = this.app.entities.find((x) => x.name === target);
      if (found) return found;
    }
    return null;
  }

  // ---- see, open ---------------------------------------------------------------------------------------------

  private async see(entity: AppEntity): Promise<void> {
    const list = await this.menuLink(this.screensOf(entity, 'list').filter((s) => !s.route.includes(':')));
    if (!list) {
      // Records listed only under the record they belong to (a parent's page) are seen there.
      const under = await this.relatedList(entity);
      if (!under) fail(`no ${entity.name} list in the menu`);
      if (under.shown === 'error') fail(`the ${entity.name} list on the ${under.parent}'s page shows an error`);
      if (under.shown === 'empty' && this.made.some((m) => m.entity === entity.name))
        fail(`the ${entity.name} list on the ${under.parent}'s page is empty though the walk made one`);
      this.notes.push(`seen on the ${under.parent}'s page${under.shown === 'empty' ? ' (empty: no record made yet)' : ''}`);
      return;
    }
    await this.follow(list);
    const shown = await this.settled();
    if (shown === 'rows') {
      const mine = this.made.filter((m) => m.entity === entity.name);
      if (mine.length > 0 && (await Promise.all(mine.map((m) => this.linkTo(m)))).every((l) => l === null))
        this.notes.push('the list shows records, but none the walk made');
      return;
    }
    if (shown === 'empty') {
      if (this.made.some((m) => m.entity === entity.name)) fail(`the list is empty though the walk made a ${entity.name}`);
      this.notes.push('the list is empty (no record made yet)');
      return;
    }
    fail(`the list shows: ${(await this.mainError()) || shown}`);
  }

  /** The rows of a list (the screen's, or a related list's on a parent's page). */
  private rows(scope: Locator = this.page.locator('main')): Locator {
    return scope.locator('[role=table] .rt-tbody [role=row]');
  }

  /** The list's link to the page of a record the walk made (by its address, else by its name). */
  private async linkTo(made: Made, scope?: Locator): Promise<Locator | null> {
    const rows = this.rows(scope);
    if (made.hash !== null) {
      const link = rows.locator(`a[href="${made.hash}"]`);
      if ((await link.count()) > 0) return link.first();
    }
    const row = rows.filter({ hasText: made.token });
    return (await row.count()) > 0 ? this.recordLink(row.first(), made.entity) : null;
  }

  /** A row's link to the listed record's own page (not a link to a record it refers to). */
  private async recordLink(row: Locator, entity: string): Promise<Locator | null> {
    const routes = this.app.screens.filter((s) => s.kind === 'detail' && s.entity === entity).map((s) => s.route);
    const links = row.getByRole('link');
    for (let i = 0; i < (await links.count()); i++) {
      const href = (await links.nth(i).getAttribute('href')) ?? '';
      if (routes.some((r) => routeMatches(r, href.slice(1)))) return links.nth(i);
    }
    return null;
  }

  /**
   * The list of the entity's records on the page of a record it belongs to (src/runtime/app/screens/RelatedLists.tsx),
   * for a parent the walk made a record of: the section, and whether it shows rows, its empty text or an error.
   */
  private async relatedList(entity: AppEntity): Promise<{ section: Locator; parent: string; shown: 'rows' | 'empty' | 'error' } | null> {
    // Records that refer to each other (a cycle of parents) are looked for under each parent once.
    if (this.lookingUnder.has(entity.name)) return null;
    this.lookingUnder.add(entity.name);
    try {
      return await this.relatedListOnce(entity);
    } finally {
      this.lookingUnder.delete(entity.name);
    }
  }

  private async relatedListOnce(
    entity: AppEntity,
  ): Promise<{ section: Locator; parent: string; shown: 'rows' | 'empty' | 'error' } | null> {
    for (const ref of entity.references) {
      const parent = this.app.entities.find((e) => e.name === ref.entity);
      if (!parent || parent === entity || !this.made.some((m) => m.entity === parent.name)) continue;
      if (this.screensOf(parent, 'detail').length === 0 || !(await this.reachRecord(parent)).ok) continue;
      const section = this.page.locator(`main section.rt-related[aria-labelledby^="rt-related-${entity.name}-"]`).first();
      if ((await section.count()) === 0) continue;
      const handle = await section.elementHandle();
      const shown = await this.page
        .waitForFunction(
          (el) => {
            if (!el) return false;
            if (el.querySelector('.rt-error')) return 'error';
            if (el.querySelector('[role=table] .rt-tbody [role=row]')) return 'rows';
            if (el.querySelector('.rt-related-empty')) return 'empty';
            return false;
          },
          handle,
          { polling: 100, timeout: this.waitMs },
        )
        .then((h) => h.jsonValue() as Promise<'rows' | 'empty' | 'error'>);
      return { section, parent: parent.name, shown };
    }
    return null;
  }

  /** Whether the current role could reach a record of the entity without making one. */
  private async canReachRecord(entity: AppEntity): Promise<boolean> {
    return this.made.some((m) => m.entity === entity.name);
  }

  /** Opens a record of the entity (the last the walk made) from its list, else by the address the walk landed on. */
  private async reachRecord(entity: AppEntity): Promise<{ ok: true } | { ok: false; why: string }> {
    const mine = this.made.filter((m) => m.entity === entity.name).at(-1);
    const list = await this.menuLink(this.screensOf(entity, 'list').filter((s) => !s.route.includes(':')));
    let listWhy = `no ${entity.name} list in the menu`;
    if (list) {
      await this.follow(list);
      const shown = await this.settled();
      if (shown === 'rows') {
        const link = (mine && (await this.linkTo(mine))) ?? (await this.recordLink(this.rows().first(), entity.name));
        if (link) {
          await this.follow(link);
          const page = await this.settled();
          return page === 'record' ? { ok: true } : { ok: false, why: `its page shows: ${(await this.mainError()) || page}` };
        }
        listWhy = 'the list links no record to its page';
      } else listWhy = shown === 'empty' ? 'the list is empty' : `the list shows: ${(await this.mainError()) || shown}`;
    } else {
      // No list of its own in the menu: its records may be listed on the page of the record they belong to.
      const under = await this.relatedList(entity);
      if (under?.shown === 'rows') {
        const link =
          (mine && (await this.linkTo(mine, under.section))) ?? (await this.recordLink(this.rows(under.section).first(), entity.name));
        if (link) {
          this.notes.push(`opened the ${entity.name} from the ${under.parent}'s page`);
          await this.follow(link);
          const page = await this.settled();
          return page === 'record' ? { ok: true } : { ok: false, why: `its page shows: ${(await this.mainError()) || page}` };
        }
      }
    }
    if (mine?.hash) {
      this.notes.push(`reached the ${entity.name} by its address (${listWhy})`);
      await this.page.goto(`${this.base}${mine.hash}`);
      await this.screenShown();
      const page = await this.settled();
      return page === 'record' ? { ok: true } : { ok: false, why: `its page shows: ${(await this.mainError()) || page}` };
    }
    return { ok: false, why: listWhy };
  }

  /** Makes sure the walk has a record of the entity (made as the first role who can), then opens it. */
  private async openSome(entity: AppEntity): Promise<void> {
    if (!this.made.some((m) => m.entity === entity.name)) {
      const first = await this.reachRecord(entity);
      if (first.ok) return;
      if (!(await this.createAsFirstRole(entity, `a ${entity.name} to work on`))) fail(`no ${entity.name} to open: ${first.why}`);
    }
    const r = await this.reachRecord(entity);
    if (!r.ok) fail(r.why);
  }

  private async open(entity: AppEntity): Promise<void> {
    if (this.screensOf(entity, 'detail').length === 0) fail(`no ${entity.name} page`);
    await this.openSome(entity);
  }

  // ---- events --------------------------------------------------------------------------------------------------

  private async events(): Promise<EventButton[]> {
    return this.page.locator('main .rt-events li.rt-event').evaluateAll((items) =>
      items.map((li) => {
        const b = li.querySelector('button');
        return {
          label: b?.textContent?.trim() ?? '',
          to: (li.querySelector('.rt-event-to')?.textContent ?? '').replace('→', '').trim(),
          disabled: b?.disabled ?? true,
          reason: li.querySelector('.rt-reason')?.textContent?.trim() ?? '',
        };
      }),
    );
  }

  private async stateShown(): Promise<string | null> {
    const badge = this.page.locator('main .rt-subtitle [data-open-record-state]').first();
    return (await badge.count()) > 0 ? badge.getAttribute('data-open-record-state') : null;
  }

  private pick(buttons: readonly EventButton[], step: JobStep): EventButton | undefined {
    return (
      buttons.find((b) => step.action !== undefined && sameAction(b.label, step.action)) ??
      buttons.find((b) => step.then !== undefined && sameAction(b.to, step.then))
    );
  }

  /** The transition of the model the step names (as drafts-corpus reads it), for the state a record must be in. */
  private transitionOf(entity: AppEntity, step: JobStep): { event: string; from: string; to: string } | null {
    const m = entity.machine;
    if (!m) return null;
    return (
      m.transitions.find((t) => step.action !== undefined && sameAction(t.event, step.action)) ??
      m.transitions.find((t) => step.then !== undefined && sameAction(t.to, step.then)) ??
      null
    );
  }

  /**
   * Opens a record and finds the step's button. When the record is past the state the event starts from and that
   * state is the first one, a fresh record is made (as the first role who can) and opened.
   */
  private async findButton(
    entity: AppEntity,
    step: JobStep,
  ): Promise<{ button: EventButton | undefined; buttons: EventButton[]; state: string | null }> {
    await this.openSome(entity);
    await this.page
      .locator('main .rt-events')
      .waitFor({ timeout: this.waitMs })
      .catch(() => undefined);
    let buttons = await this.events();
    let state = await this.stateShown();
    let button = this.pick(buttons, step);
    const t = this.transitionOf(entity, step);
    if (!button && t && state !== t.from) {
      if (await this.bringTo(entity, t.from, state)) {
        const r = await this.reachRecord(entity);
        if (!r.ok) fail(r.why);
        await this.page
          .locator('main .rt-events')
          .waitFor()
          .catch(() => undefined);
        buttons = await this.events();
        state = await this.stateShown();
        button = this.pick(buttons, step);
      }
    }
    return { button, buttons, state };
  }

  /**
   * Makes a fresh record of the entity (as the first role who can) and moves it to `state` by the shortest chain of
   * events from the first state, each pressed on its page by the first role whose button is enabled.
   */
  private async bringTo(entity: AppEntity, state: string, was: string | null): Promise<boolean> {
    const m = entity.machine;
    if (!m || m.initial === null) return false;
    const path = chainOf(m.transitions, m.initial, state);
    if (!path) {
      this.notes.push(`no chain of events leads a new ${entity.name} to ${state}`);
      return false;
    }
    const what = `a fresh ${entity.name} in ${state} (the one at hand is ${was ?? 'in no state'})`;
    if (!(await this.createAsFirstRole(entity, path.length === 0 ? what : `a fresh ${entity.name}`))) return false;
    const made = this.made.at(-1)!;
    if (path.length === 0) return true;
    const current = await this.currentRole();
    const roles = await this.roles();
    try {
      for (const t of path) {
        let fired = false;
        for (const role of roles.length === 0 ? [null] : roles) {
          this.checkTime();
          if (role !== null) await this.switchTo(role);
          if (!(await this.gotoMade(made))) continue;
          const b = (await this.events()).find((x) => x.label === t.event && !x.disabled);
          if (!b) continue;
          if (await this.press(b.label, t.from)) {
            fired = true;
            break;
          }
        }
        if (!fired) {
          this.notes.push(`could not bring ${what}: nobody could press ${t.event}`);
          return false;
        }
      }
      this.notes.push(`brought ${what} by ${path.map((t) => t.event).join(', ')}`);
      return true;
    } finally {
      if (current !== null) await this.switchTo(current);
    }
  }

  /** Opens the page of a record the walk made, by the address it landed on (setting up, not a step). */
  private async gotoMade(made: Made): Promise<boolean> {
    if (made.hash === null) return false;
    await this.page.goto(`${this.base}${made.hash}`);
    await this.screenShown();
    if ((await this.settled()) !== 'record') return false;
    await this.page
      .locator('main .rt-events')
      .waitFor()
      .catch(() => undefined);
    return true;
  }

  /** Presses an event's button on the record's page and waits for the record's state to change; the failure's text otherwise. */
  private async press(label: string, before: string | null): Promise<string | true> {
    await this.page.locator('main .rt-events').getByRole('button', { name: label, exact: true }).click();
    const outcome = await this.page
      .waitForFunction(
        (was) => {
          const badge = document.querySelector('main .rt-subtitle [data-open-record-state]');
          const now = badge?.getAttribute('data-open-record-state') ?? null;
          if (now !== null && now !== was) return `state:${now}`;
          const failed = document.querySelector('main .rt-events .rt-banner-error');
          if (failed) return `failed:${failed.textContent ?? ''}`;
          return false;
        },
        before,
        { polling: 100, timeout: this.waitMs },
      )
      .then((h) => h.jsonValue() as Promise<string>)
      .catch(() => 'timeout');
    this.checkTime();
    if (outcome.startsWith('state:')) return true;
    if (outcome.startsWith('failed:')) return `${label} failed: ${oneLine(outcome.slice(7))}`;
    return `the state did not change after ${label}`;
  }

  private async action(entity: AppEntity, step: JobStep): Promise<void> {
    if (!entity.machine) fail(`${entity.name} has no states`);
    const { button, buttons, state } = await this.findButton(entity, step);
    const what = step.action ?? `the way to ${step.then ?? '?'}`;
    if (!button)
      fail(
        `no ${what} button on the ${entity.name}'s page (state ${state ?? '?'}; buttons: ${buttons.map((b) => b.label).join(', ') || 'none'})`,
      );
    if (button.disabled) fail(`${button.label} is disabled: ${oneLine(button.reason)}`);
    const pressed = await this.press(button.label, state);
    if (pressed !== true) fail(pressed);
  }

  // ---- refused -------------------------------------------------------------------------------------------------

  private async refused(entity: AppEntity, step: JobStep): Promise<void> {
    const word = step.action ?? 'create';
    if (CREATE_WORD.test(word) || sameAction(word, 'create')) {
      const reached = await this.reachForm(entity, false);
      if (!reached.ok) {
        this.notes.push(`refused: ${reached.why}`);
        return;
      }
      const sent = await this.fillAndSend(`${entity.name} walk ${++this.count}`, this.hash());
      if (sent.ok) fail(`the form is open to this role and saved the ${entity.name}`);
      if (/may not|not allow|does not allow|forbidden|refused/i.test(sent.why)) {
        this.notes.push(`refused on saving: ${sent.why}`);
        return;
      }
      fail(`the form is open to this role (${sent.why})`);
    }
    if (/^(edit|update|change|modify)/i.test(word) || /^(delete|remove)/i.test(word)) {
      await this.openSome(entity);
      const del = /^(delete|remove)/i.test(word);
      const control = del
        ? this.page.locator('main .rt-screen-actions').getByRole('button', { name: 'Delete', exact: true })
        : this.page.locator('main .rt-screen-actions').getByRole('link');
      if ((await control.count()) > 0) fail(`the ${entity.name}'s page offers ${del ? 'Delete' : 'Edit'} to this role`);
      this.notes.push(`refused: no ${del ? 'Delete' : 'Edit'} on the page`);
      return;
    }
    // As on the model: an app without the event at all has nothing to refuse (the job's power is simply missing).
    if (!this.transitionOf(entity, step)) fail(`the app has no ${word} event on ${entity.name} to refuse`);
    const opened = await this.openSome(entity).then(
      () => null,
      (e: unknown) => (e instanceof StepFailed ? e.message : firstLine(e)),
    );
    if (opened !== null) {
      // Refused only when there is a record to refuse it on: with none made by anyone, the step's prerequisite failed.
      if (!this.made.some((m) => m.entity === entity.name)) fail(`no ${entity.name} to refuse ${word} on: ${opened}`);
      this.notes.push(`refused: this role opens no ${entity.name} (${opened})`);
      return;
    }
    const { button, state } = await this.findButton(entity, step);
    if (!button) {
      const t = this.transitionOf(entity, step);
      this.notes.push(
        t && state !== t.from
          ? `refused: no ${word} button, but the ${entity.name} is ${state ?? '?'}, not ${t.from}`
          : `refused: no ${word} button`,
      );
      return;
    }
    if (button.disabled) {
      this.notes.push(`refused: ${button.label} disabled (${oneLine(button.reason)})`);
      return;
    }
    fail(`${button.label} is offered to this role and enabled`);
  }

  // ---- edit, delete (no writer's job uses them yet) -----------------------------------------------------------

  private async edit(entity: AppEntity): Promise<void> {
    await this.openSome(entity);
    const link = this.page.locator('main .rt-screen-actions').getByRole('link').first();
    if ((await link.count()) === 0) fail(`no Edit on the ${entity.name}'s page`);
    await this.follow(link);
    if ((await this.settled()) !== 'form') fail(`the edit form shows: ${await this.mainError()}`);
    const form = this.hash();
    await this.page.locator('main form').getByRole('button', { name: 'Save', exact: true }).click();
    await this.page.waitForURL((u) => u.hash !== form).catch(() => undefined);
    if (this.hash() === form) fail(`the edit was not saved: ${await this.mainError()}`);
  }

  private async remove(entity: AppEntity): Promise<void> {
    await this.openSome(entity);
    const del = this.page.locator('main .rt-screen-actions').getByRole('button', { name: 'Delete', exact: true });
    if ((await del.count()) === 0) fail(`no Delete on the ${entity.name}'s page`);
    await del.click();
    await this.page.getByRole('button', { name: 'Yes, delete', exact: true }).click();
    await this.page.locator('main .rt-screen-list, main .rt-banner-error').first().waitFor();
    if ((await this.page.locator('main .rt-banner-error').count()) > 0) fail(`refused: ${await this.mainError()}`);
  }
}

/** A value for a control of this type: the try's alternative, steered by the field's error message. */
function valueFor(type: string, token: string, attempt: number, message: string): string {
  const today = new Date().toISOString().slice(0, 10);
  const m = message.toLowerCase();
  const past = /past|earlier|before|today or/.test(m) && !/future|later|after/.test(m);
  if (type === 'date') return past ? '2020-01-15' : ['2030-01-31', today, '2020-01-15'][attempt % 3]!;
  if (type === 'datetime-local')
    return past ? '2020-01-15T10:00' : ['2030-01-31T10:00', `${today}T23:30`, '2020-01-15T10:00'][attempt % 3]!;
  if (type === 'time') return ['10:00', '14:30', '08:00'][attempt % 3]!;
  if (type === 'number') {
    const figures = [...m.matchAll(/-?\d+(?:[.,]\d+)?/g)].map((x) => Number(x[0].replace(',', '.')));
    if (figures.length > 0) return String(/at most|no more|maximum|less|below|under/.test(m) ? Math.min(...figures) : Math.max(...figures));
    return ['1', '10', '100'][attempt % 3]!;
  }
  const slug = token.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  if (type === 'email' || /e-?mail/.test(m)) return `${slug}-${attempt}@example.org`;
  if (/json/.test(m)) return '{}';
  if (type === 'url' || /url|link|http/.test(m)) return 'https://example.org/walk';
  if (type === 'tel' || /phone|telefon|téléphone/.test(m)) return '+44 20 7946 0000';
  const longer = m.match(/at least (\d+)/);
  if (longer) return token.padEnd(Number(longer[1]) + 1, ' x').slice(0, Number(longer[1]) + 5);
  const shorter = m.match(/at most (\d+)|no more than (\d+)/);
  if (shorter) return token.slice(0, Number(shorter[1] ?? shorter[2]));
  return attempt === 0 ? token : `${token} ${attempt}`;
}

/** The shortest chain of transitions from one state to another (empty when they are the same), or null. */
function chainOf<T extends { readonly from: string; readonly to: string }>(
  transitions: readonly T[],
  from: string,
  to: string,
): T[] | null {
  const paths = new Map<string, T[]>([[from, []]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === to) return paths.get(at)!;
    for (const t of transitions) {
      if (t.from !== at || paths.has(t.to)) continue;
      paths.set(t.to, [...paths.get(at)!, t]);
      queue.push(t.to);
    }
  }
  return null;
}

function routeMatches(route: string, path: string): boolean {
  const a = route.split('/');
  const b = path.split('?')[0]!.split('/');
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

function oneLine(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > 200 ? `${t.slice(0, 197)}…` : t;
}

function firstLine(e: unknown): string {
  return oneLine(String(e instanceof Error ? e.message : e).split('\n')[0] ?? '');
}

/**
 * Walks every draft of a half: each built into its own folder, served on its own port and walked in a fresh
 * browser context. `onDraft` hears each draft's result as it comes (the CLI prints tuning drafts from it).
 */
export async function walkHalf(
  half: 'tuning' | 'sealed',
  options: {
    readonly onDraft?: (walk: DraftWalk) => void;
    readonly only?: readonly string[];
    readonly browser?: Browser;
    /** Walk drafts whose build is refused on a `--force` build (they still count as refused). */
    readonly force?: boolean;
  } = {},
): Promise<DraftWalk[]> {
  const browser = options.browser ?? (await launchPlainBrowser());
  const out: DraftWalk[] = [];
  try {
    for (const { draft, text, expected } of readHalf(half)) {
      if (options.only && options.only.length > 0 && !options.only.includes(draft)) continue;
      // A walk that breaks is recorded as failed steps; for the sealed half its message is kept out of the figures.
      const walk = await walkOne(browser, draft, text, expected, options.force ?? false).catch((e: unknown): DraftWalk => ({
        draft,
        language: expected.language,
        built: true,
        forced: false,
        buildErrors: [],
        steps: expected.mainJob.map((step) => ({ step, ok: false, why: `walk error: ${firstLine(e)}`, notes: [], model: false })),
        ms: 0,
      }));
      out.push(walk);
      options.onDraft?.(walk);
    }
  } finally {
    if (!options.browser) await browser.close();
  }
  return out;
}

/** Scores, builds, serves and walks one draft in a fresh context; nothing of it is printed here. */
export async function walkOne(
  browser: Browser,
  draft: string,
  text: string,
  expected: DraftExpectation,
  force = false,
): Promise<DraftWalk> {
  const started = Date.now();
  const scored = scoreDraft(draft, text, expected);
  const model = scored.steps.map((s) => s.ok);
  const dir = mkdtempSync(join(tmpdir(), 'specfront-drafts-walk-'));
  const site = join(dir, 'site');
  try {
    const build = buildDraftApp(scored.accepted, dir, site);
    const errors = build.ok ? [] : buildErrors(build.output);
    const forced = !build.ok && force && buildDraftApp(scored.accepted, dir, site, true).ok;
    if (!build.ok && !forced) {
      return {
        draft,
        language: expected.language,
        built: false,
        forced: false,
        buildErrors: errors,
        steps: expected.mainJob.map((step, i) => ({ step, ok: false, why: 'the build was refused', notes: [], model: model[i] ?? false })),
        ms: Date.now() - started,
      };
    }
    const app = core.compileText(scored.accepted).app;
    const server = await startStaticServer(site, { csp: CSP_HEADER });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      let steps: Omit<StepOutcome, 'model'>[];
      try {
        steps = await walkDraft(page, server.url, app, expected);
      } catch (e) {
        steps = expected.mainJob.map((step) => ({ step, ok: false, why: `the app did not open: ${firstLine(e)}`, notes: [] }));
      }
      return {
        draft,
        language: expected.language,
        built: build.ok,
        forced,
        buildErrors: errors,
        steps: steps.map((s, i) => ({ ...s, model: model[i] ?? false })),
        ms: Date.now() - started,
      };
    } finally {
      await context.close().catch(() => undefined);
      await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Totals over a half's walks (the only figures printed for the sealed half). */
export function summariseWalks(walks: readonly DraftWalk[]): Record<string, string> {
  const forced = walks.filter((w) => w.forced).length;
  // Steps walked on a --force build are shown apart: a person who accepts all and builds gets no app there.
  const steps = walks.filter((w) => w.built).flatMap((w) => w.steps);
  const withForced = walks.flatMap((w) => (w.built || w.forced ? w.steps : w.steps.map((s) => ({ ...s, ok: false }))));
  const all = walks.flatMap((w) => w.steps);
  const ok = steps.filter((s) => s.ok).length;
  const model = all.filter((s) => s.model).length;
  const both = steps.filter((s) => s.model && s.ok).length;
  const pct = (a: number, b: number): string => (b === 0 ? '—' : `${((100 * a) / b).toFixed(0)} %`);
  const forcedOk = withForced.filter((s) => s.ok).length;
  return {
    drafts: String(walks.length),
    'main-job steps possible in the browser': `${ok} / ${all.length} (${pct(ok, all.length)})`,
    'main-job steps possible on the model': `${model} / ${all.length} (${pct(model, all.length)})`,
    'model steps that also work in the browser': `${both} / ${model} (${steps.filter((s) => s.model).length} of them on drafts that built)`,
    'drafts whose build was refused': String(walks.filter((w) => !w.built).length),
    ...(forced > 0
      ? {
          'steps possible counting --force builds': `${forcedOk} / ${all.length} (${pct(forcedOk, all.length)}; ${forced} drafts built with --force)`,
        }
      : {}),
    'drafts with every step possible': String(walks.filter((w) => w.built && w.steps.every((s) => s.ok)).length),
    // The instrument's own health, not the drafts': a step cut short by its time limit or by a walk that broke.
    'steps cut by a time-out or a walk error': String(
      all.filter((s) => !s.ok && /^walk error|no result within|ran out of time/.test(s.why)).length,
    ),
  };
}

function printDraft(w: DraftWalk): void {
  const ok = w.steps.filter((s) => s.ok).length;
  console.log(
    `\n## ${w.draft} (${w.language}): ${ok}/${w.steps.length} steps in the browser, ${w.steps.filter((s) => s.model).length} on the model, ${(w.ms / 1000).toFixed(1)} s`,
  );
  if (!w.built) console.log(`  build refused${w.forced ? ' (walked on a --force build)' : ''}: ${w.buildErrors.join('; ')}`);
  for (const s of w.steps) {
    const mark = s.ok ? '✓' : '✗';
    const step = `${s.step.as} ${s.step.do} ${s.step.thing}${s.step.action ? ` ${s.step.action}` : ''}${s.step.then ? ` → ${s.step.then}` : ''}`;
    console.log(`  ${mark} ${step}${s.model ? '' : ' (model ✗)'}${s.ok ? '' : `: ${s.why}`}`);
    for (const n of s.notes) console.log(`      · ${n}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const half = process.argv[2] === 'sealed' ? 'sealed' : 'tuning';
  const only = half === 'tuning' ? process.argv.slice(3).filter((a) => !a.startsWith('-')) : [];
  if (!process.argv.includes('--no-build-lib')) buildRuntime();
  const force = process.argv.includes('--force');
  const walks = await walkHalf(half, { only, force, ...(half === 'tuning' ? { onDraft: printDraft } : {}) });
  console.log(`\n${half} half, browser walk:`);
  for (const [k, v] of Object.entries(summariseWalks(walks))) console.log(`  ${k}: ${v}`);
}
