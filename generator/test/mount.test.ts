/**
 * Every generated component mounted in Chromium: the shared corpus, our own cases and the held-out
 * descriptions, in Angular (JIT, zoneless) and React 19, many components per page. Asserts no
 * runtime error and no serious or critical axe violation, in the light and the dark theme (the
 * host application's `.dark` class on an ancestor, over a dark page).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright';
import type { Framework } from '../src/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../src/index';
import { loadBehaviourCases, loadCorpus, loadHeldOut } from './support/corpus';
import { EXTRA_CASES } from './support/extra-cases';
import { frameworkBundle } from './mount/bundle';
import { launchMountBrowser, openMounted } from './mount/page';
import type { Mountable } from './mount/bundle';

const require = createRequire(import.meta.url);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const workDir = join(packageDir, 'node_modules', '.cache', `kiln-mount-${process.pid}`);
const axeSource = require.resolve('axe-core/axe.min.js');

const descriptions = [...loadCorpus(), ...EXTRA_CASES, ...loadHeldOut(), ...loadBehaviourCases()];

let browser: Browser;
beforeAll(async () => {
  browser = await launchMountBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Finding {
  theme: string;
  component: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

async function mountAndCheck(bundle: string) {
  const { page, errors } = await openMounted(browser, bundle);
  // Let effects, timers of zero length and React's commit settle.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  const runtimeErrors = await errors();
  await page.addScriptTag({ path: axeSource });
  const findings: Finding[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.body.classList.toggle('dark', dark), theme === 'dark');
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: unknown,
              options: unknown,
            ) => Promise<{
              violations: {
                id: string;
                impact: string;
                nodes: { target: string[]; failureSummary: string }[];
              }[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run(document.body, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      });
      return result.violations.flatMap((violation) =>
        violation.nodes.map((node) => {
          const selector = String(node.target[0]);
          const element = document.querySelector(selector);
          const host = element?.closest('[data-component]') as HTMLElement | null;
          return {
            rule: violation.id,
            impact: violation.impact,
            target: selector,
            component: host?.dataset.component ?? '?',
            summary: node.failureSummary.split('\n').slice(0, 2).join(' '),
          };
        }),
      );
    });
    for (const v of violations)
      if (v.impact === 'serious' || v.impact === 'critical') findings.push({ theme, ...v });
  }
  await page.close();
  return { errors: runtimeErrors, findings };
}

function outputs(framework: Framework): Mountable[] {
  return descriptions.map((entry) => ({
    id: entry.id,
    files: generate(entry.prompt, { framework }).files,
  }));
}

const report = (findings: Finding[]) =>
  findings.map(
    (f) => `${f.theme} ${f.component} ${f.rule} (${f.impact}) ${f.target}: ${f.summary}`,
  );

describe('given every corpus and held-out output mounted in Chromium', () => {
  it.each(['angular', 'react', 'react-ds'] as const)(
    'should run %s with no runtime error and no serious or critical axe violation in either theme',
    async (framework) => {
      const started = performance.now();
      const items = outputs(framework);
      const bundle = await frameworkBundle(framework, items, workDir);
      const { errors, findings } = await mountAndCheck(bundle);
      console.log(
        `${framework}: ${items.length} components mounted and checked in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(errors).toEqual([]);
      expect(report(findings)).toEqual([]);
    },
    240_000,
  );
});
