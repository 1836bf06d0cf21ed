/**
 * Behaviour scripts: declarative steps (fill, click, drag, tick, expectText …) run in Chromium
 * against generated components mounted the way the preview mounts them (test/mount/bundle.ts),
 * many to a page, each script confined to its own component's host, the others hidden meanwhile. Targets are found as a person
 * finds things: by a control's label, by role and accessible name, or by visible text. Time is
 * Playwright's fake clock, paused once everything has mounted, so `tick` is the only way time passes.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright';
import type { Framework } from '../../src/index';
import { frameworkBundle } from '../mount/bundle';
import type { Mountable } from '../mount/bundle';
import { launchMountBrowser } from '../mount/page';

export interface Target {
  label?: string;
  role?: string;
  name?: string;
  text?: string;
  nth?: number;
}

export type Step =
  | { fill: Target; value: string }
  | { select: Target; value: string }
  | { check: Target }
  | { uncheck: Target }
  | { click: Target }
  | { press: string; on?: Target }
  | { drag: Target; to: Target }
  | { tick: number }
  | { expectText: string }
  | { expectNoText: string }
  | { expectCount: Target; count?: number; min?: number }
  | { expectValue: Target; value: string }
  | { expectAttribute: Target; name: string; value: string }
  | { expectChecked: Target }
  | { expectDisabled: Target }
  | { expectEnabled: Target }
  | { expectVisible: Target }
  | { expectHidden: Target }
  | { expectChanged: Target }
  | { remember: Target };

export interface Scripted extends Mountable {
  script: Step[];
  /** The local time the page's clock starts at, for what depends on today's date; else the real now. */
  clock?: string | undefined;
}

export interface ScriptResult {
  id: string;
  passed: boolean;
  /** The first step that failed (0-based) and why; absent when the script passed. */
  failure?: { step: number; reason: string };
}

/** How long an expectation may take to come true, in real milliseconds (the fake clock stands still). */
const SETTLE_MS = 1_500;
const ACTION_MS = 2_000;

/** The ARIA roles a target may name (those Playwright's getByRole knows); anything else is a typo. */
const ROLES = new Set([
  'alert',
  'alertdialog',
  'application',
  'article',
  'banner',
  'blockquote',
  'button',
  'caption',
  'cell',
  'checkbox',
  'code',
  'columnheader',
  'combobox',
  'complementary',
  'contentinfo',
  'definition',
  'deletion',
  'dialog',
  'directory',
  'document',
  'emphasis',
  'feed',
  'figure',
  'form',
  'generic',
  'grid',
  'gridcell',
  'group',
  'heading',
  'img',
  'insertion',
  'link',
  'list',
  'listbox',
  'listitem',
  'log',
  'main',
  'marquee',
  'math',
  'meter',
  'menu',
  'menubar',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'navigation',
  'none',
  'note',
  'option',
  'paragraph',
  'presentation',
  'progressbar',
  'radio',
  'radiogroup',
  'region',
  'row',
  'rowgroup',
  'rowheader',
  'scrollbar',
  'search',
  'searchbox',
  'separator',
  'slider',
  'spinbutton',
  'status',
  'strong',
  'subscript',
  'superscript',
  'switch',
  'tab',
  'table',
  'tablist',
  'tabpanel',
  'term',
  'textbox',
  'time',
  'timer',
  'toolbar',
  'tooltip',
  'tree',
  'treegrid',
  'treeitem',
]);

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

/** What "a form control" means for a label target; other labelled elements are the fallback. */
const CONTROLS =
  'input, select, textarea, [role=slider], [role=spinbutton], [role=textbox], [role=combobox], [role=checkbox], [role=switch], [role=radio], [role=listbox]';

/** Every element matching the target inside the host, before `nth` narrows it to one. */
export async function matches(host: Locator, target: Target): Promise<Locator> {
  if (target.label !== undefined) {
    const labelled = host.getByLabel(target.label);
    const controls = labelled.and(host.locator(CONTROLS));
    return (await controls.count()) > 0 ? controls : labelled;
  }
  if (target.role !== undefined) {
    if (!ROLES.has(target.role)) throw new Error(`unknown role "${target.role}"`);
    return host.getByRole(
      target.role as Parameters<Locator['getByRole']>[0],
      target.name === undefined ? {} : { name: target.name },
    );
  }
  if (target.text !== undefined) return host.getByText(target.text);
  throw new Error(`a target needs label, role or text: ${JSON.stringify(target)}`);
}

export async function resolve(host: Locator, target: Target): Promise<Locator> {
  const all = await matches(host, target);
  return target.nth === undefined ? all.first() : all.nth(target.nth);
}

/** Retries a check until it holds or the settle time runs out; gives the last reason. */
async function eventually(check: () => Promise<string | null>): Promise<string | null> {
  const deadline = Date.now() + SETTLE_MS;
  let reason = await check();
  while (reason !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    reason = await check();
  }
  return reason;
}

/** The words a person sees in the component, whitespace collapsed. */
async function visibleText(host: Locator): Promise<string> {
  return collapse(await host.evaluate((element) => (element as HTMLElement).innerText));
}

/** A control's value, else its text: what `remember` notes and `expectValue` reads. */
async function currentText(element: Locator): Promise<string> {
  return element.evaluate((node) =>
    node instanceof HTMLInputElement ||
    node instanceof HTMLTextAreaElement ||
    node instanceof HTMLSelectElement
      ? node.value
      : ((node as HTMLElement).innerText ?? node.textContent ?? ''),
  );
}

const describeTarget = (target: Target) => JSON.stringify(target);

async function select(host: Locator, target: Target, value: string): Promise<void> {
  const element = await resolve(host, target);
  const tag = await element.evaluate((node) => node.tagName, undefined, { timeout: ACTION_MS });
  if (tag === 'SELECT') {
    const labels = await element.evaluate((node) =>
      Array.from((node as HTMLSelectElement).options, (option) => option.label),
    );
    const wanted = collapse(value);
    const label =
      labels.find((l) => collapse(l) === wanted) ??
      labels.find((l) => collapse(l).includes(wanted));
    if (label === undefined) throw new Error(`no option "${value}" in ${labels.join(' | ')}`);
    await element.selectOption({ label }, { timeout: ACTION_MS });
    return;
  }
  for (const role of ['option', 'radio', 'tab'] as const) {
    const inside = element.getByRole(role, { name: value });
    if ((await inside.count()) > 0) {
      await inside.first().click({ timeout: ACTION_MS });
      return;
    }
  }
  // A radio or option named by the target itself, e.g. the group's own label on one choice.
  await host.getByRole('radio', { name: value }).first().click({ timeout: ACTION_MS });
}

/** Runs one step; returns why it failed, or null. */
async function runStep(
  page: Page,
  host: Locator,
  step: Step,
  remembered: Map<string, string>,
): Promise<string | null> {
  const options = { timeout: ACTION_MS };
  if ('fill' in step) {
    await (await resolve(host, step.fill)).fill(step.value, options);
    return null;
  }
  if ('select' in step) {
    await select(host, step.select, step.value);
    return null;
  }
  if ('check' in step) {
    await (await resolve(host, step.check)).check(options);
    return null;
  }
  if ('uncheck' in step) {
    await (await resolve(host, step.uncheck)).uncheck(options);
    return null;
  }
  if ('click' in step) {
    await (await resolve(host, step.click)).click(options);
    return null;
  }
  if ('press' in step) {
    if (step.on) await (await resolve(host, step.on)).press(step.press, options);
    else await page.keyboard.press(step.press);
    return null;
  }
  if ('drag' in step) {
    await (await resolve(host, step.drag)).dragTo(await resolve(host, step.to), options);
    return null;
  }
  if ('tick' in step) {
    await page.clock.runFor(step.tick);
    return null;
  }
  if ('expectText' in step) {
    const wanted = collapse(step.expectText);
    return eventually(async () =>
      (await visibleText(host)).includes(wanted) ? null : `"${step.expectText}" is not shown`,
    );
  }
  if ('expectNoText' in step) {
    const unwanted = collapse(step.expectNoText);
    return eventually(async () =>
      (await visibleText(host)).includes(unwanted) ? `"${step.expectNoText}" is still shown` : null,
    );
  }
  if ('expectCount' in step) {
    return eventually(async () => {
      const count = await (await matches(host, step.expectCount)).count();
      if (step.count !== undefined && count !== step.count)
        return `${count} match ${describeTarget(step.expectCount)}, not ${step.count}`;
      if (step.min !== undefined && count < step.min)
        return `${count} match ${describeTarget(step.expectCount)}, fewer than ${step.min}`;
      return null;
    });
  }
  if ('expectValue' in step) {
    return eventually(async () => {
      const element = await resolve(host, step.expectValue);
      if ((await element.count()) === 0)
        return `nothing matches ${describeTarget(step.expectValue)}`;
      const value = (await currentText(element)).trim();
      return value === step.value.trim() ? null : `value is "${value}", not "${step.value}"`;
    });
  }
  if ('expectAttribute' in step) {
    return eventually(async () => {
      const element = await resolve(host, step.expectAttribute);
      if ((await element.count()) === 0)
        return `nothing matches ${describeTarget(step.expectAttribute)}`;
      const value = await element.getAttribute(step.name, options);
      return value === step.value ? null : `${step.name} is "${value}", not "${step.value}"`;
    });
  }
  const stateChecks: [string, (l: Locator) => Promise<boolean>, string][] = [
    ['expectChecked', (l) => l.isChecked(options), 'is not checked'],
    ['expectDisabled', (l) => l.isDisabled(options), 'is not disabled'],
    ['expectEnabled', (l) => l.isEnabled(options), 'is not enabled'],
    ['expectVisible', (l) => l.isVisible(), 'is not visible'],
    ['expectHidden', (l) => l.isHidden(), 'is not hidden'],
  ];
  for (const [key, holds, failure] of stateChecks) {
    if (!(key in step)) continue;
    const target = (step as unknown as Record<string, Target>)[key]!;
    return eventually(async () => {
      const element = await resolve(host, target);
      if (key !== 'expectHidden' && (await element.count()) === 0)
        return `nothing matches ${describeTarget(target)}`;
      return (await holds(element)) ? null : `${describeTarget(target)} ${failure}`;
    });
  }
  if ('remember' in step) {
    remembered.set(
      describeTarget(step.remember),
      await currentText(await resolve(host, step.remember)).catch(() => ''),
    );
    return null;
  }
  if ('expectChanged' in step) {
    const key = describeTarget(step.expectChanged);
    if (!remembered.has(key)) return `${key} was never remembered`;
    const before = remembered.get(key)!;
    return eventually(async () => {
      const element = await resolve(host, step.expectChanged);
      if ((await element.count()) === 0) return `nothing matches ${key}`;
      const now = await currentText(element);
      return collapse(now) !== collapse(before) ? null : `${key} still reads "${before.trim()}"`;
    });
  }
  return `unknown step ${JSON.stringify(step)}`;
}

async function runScript(
  page: Page,
  index: number,
  item: Scripted,
  portal = false,
): Promise<ScriptResult> {
  const host = portal ? page.locator('body') : page.locator(`#mount-${index}`);
  // The other components on the page are hidden while this one's script runs, as in the preview,
  // where a component is alone: an overlay of another (an open dialog's backdrop, a menu's panel)
  // would otherwise take the clicks meant for this one.
  await page.evaluate((shown) => {
    for (const other of document.querySelectorAll<HTMLElement>('body > [id^="mount-"]'))
      other.style.display = other.id === shown ? '' : 'none';
  }, `mount-${index}`);
  const remembered = new Map<string, string>();
  for (const [number, step] of item.script.entries()) {
    let reason: string | null;
    try {
      reason = await runStep(page, host, step, remembered);
      // Lets Angular's zoneless scheduler (a timer raced with an animation frame) run, and the
      // microtasks after it, without letting a component's own timers see more than 1 ms pass.
      if (!('tick' in step) && !('remember' in step) && !isExpectation(step))
        await page.clock.runFor(1);
    } catch (error) {
      reason = String(error instanceof Error ? error.message.split('\n')[0] : error);
    }
    if (reason !== null) return { id: item.id, passed: false, failure: { step: number, reason } };
  }
  return { id: item.id, passed: true };
}

function isExpectation(step: Step): boolean {
  return Object.keys(step).some((key) => key.startsWith('expect'));
}

interface PageGroup {
  indexes: number[];
  clock: string | undefined;
  /** One item that renders into a portal on the body: its script reads the whole page. */
  portal?: boolean;
}

/** Parts of the design system that render into a portal on the body, outside their host. */
const PORTAL_PARTS = /<(?:DialogContent|DropdownMenuContent|TooltipContent|SelectContent)\b/;

/**
 * Which items share a page. Angular components number their element ids per module from the same
 * start (`calculator-0-bill`), so two components with one selector on one page would share ids,
 * which a real application never does: such items go to separate pages. React's `useId` is unique.
 * Items whose clock starts at a stated time share a page only with items starting at the same one.
 * An item that renders into a portal on the body (react-ds dialogs and menus) has a page of its own,
 * as it has in the preview: an open modal covers the whole page.
 */
function pageGroups(framework: Framework, items: Scripted[]): PageGroup[] {
  const groups: (PageGroup & { selectors: Set<string> })[] = [];
  items.forEach((item, index) => {
    const source = item.files.find((f) => f.type === 'component')?.content ?? '';
    const selector =
      framework === 'angular' ? (/selector:\s*'([^']+)'/.exec(source)?.[1] ?? '') : `#${index}`;
    if (PORTAL_PARTS.test(source)) {
      groups.push({ selectors: new Set(), indexes: [index], clock: item.clock, portal: true });
      return;
    }
    let group = groups.find(
      (g) => !g.portal && g.clock === item.clock && !g.selectors.has(selector),
    );
    if (!group) groups.push((group = { selectors: new Set(), indexes: [], clock: item.clock }));
    group.selectors.add(selector);
    group.indexes.push(index);
  });
  return groups.map(({ indexes, clock, portal }) => ({ indexes, clock, portal }));
}

/** A page with these items of the bundle mounted, its fake clock paused once they have settled. */
async function mountPage(browser: Browser, bundle: string, group: PageGroup): Promise<Page> {
  const indexes = group.indexes;
  const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
  // Installed before anything runs; time flows on its own until the pause below.
  await page.clock.install(group.clock ? { time: new Date(group.clock) } : {});
  await page.setContent(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Behaviour</title><style>*,*::before,*::after{transition:none!important;animation:none!important}</style></head><body></body></html>',
  );
  await page.evaluate((only) => {
    (window as unknown as { mountOnly: number[] }).mountOnly = only;
  }, indexes);
  await page.addScriptTag({ content: bundle, type: 'module' });
  await page.waitForFunction(
    () => (window as unknown as { mounted?: boolean }).mounted === true,
    undefined,
    { timeout: 120_000 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  // A second ahead of the page's clock, which keeps running while this call travels.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  return page;
}

// Under the package's node_modules, so the bundler resolves Angular and React from the workspace.
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));
let calls = 0;

/** Mounts these outputs of one framework on one page and runs each one's script; results in order. */
export async function runScripts(framework: Framework, items: Scripted[]): Promise<ScriptResult[]> {
  calls += 1;
  const workDir = join(cacheDir, `kiln-behaviour-${process.pid}-${calls}`);
  try {
    const bundle = await frameworkBundle(framework, items, workDir);
    const browser = await launchMountBrowser();
    try {
      const results: ScriptResult[] = [];
      for (const group of pageGroups(framework, items)) {
        const page = await mountPage(browser, bundle, group);
        const errors = await page.evaluate(
          () => (window as unknown as { mountErrors: string[] }).mountErrors,
        );
        for (const index of group.indexes) {
          const item = items[index]!;
          const error = errors.find((e) => e.startsWith(`${item.id}: `));
          results[index] = error
            ? { id: item.id, passed: false, failure: { step: -1, reason: `mount: ${error}` } }
            : await runScript(page, index, item, group.portal);
        }
        await page.close();
      }
      return results;
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
