/**
 * What generated components really render: each output mounted in Chromium the way the mount test
 * mounts it (Angular JIT and zoneless, React 19), many to a page, and each host's markup read back
 * once effects have settled. Expectations checked on this markup see what a person sees — a list
 * drawn by `@for` or `.map` counts every item, a label kept in the component's data counts as text.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Framework } from '../../src/index';
import { frameworkBundle } from '../mount/bundle';
import type { Mountable } from '../mount/bundle';
import { launchMountBrowser } from '../mount/page';

// Under the package's node_modules, so the bundler resolves Angular and React from the workspace.
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));
let calls = 0;

/** Each item's rendered markup, in order; a component that failed to mount gives `MOUNT ERROR …`. */
export async function renderedMarkup(framework: Framework, items: Mountable[]): Promise<string[]> {
  calls += 1;
  const workDir = join(cacheDir, `kiln-rendered-${process.pid}-${calls}`);
  try {
    const bundle = await frameworkBundle(framework, items, workDir);
    const browser = await launchMountBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
      await page.setContent(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rendered</title></head><body></body></html>',
      );
      await page.addScriptTag({ content: bundle, type: 'module' });
      await page.waitForFunction(
        () => (window as unknown as { mounted?: boolean }).mounted === true,
        undefined,
        { timeout: 120_000 },
      );
      // React commits its roots asynchronously, later still on a busy machine: wait until every
      // host holds something (a component may legitimately render nothing, hence the time limit).
      await page
        .waitForFunction(
          (count) =>
            Array.from({ length: count }, (_, i) => document.getElementById(`mount-${i}`)).every(
              (host) => host?.hasChildNodes(),
            ),
          items.length,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      return await page.evaluate((count) => {
        const errors = (window as unknown as { mountErrors: string[] }).mountErrors;
        return Array.from({ length: count }, (_, index) => {
          const host = document.getElementById(`mount-${index}`);
          const id = host?.dataset.component ?? '';
          const error = errors.find((e) => e.startsWith(`${id}: `));
          return error ? `MOUNT ERROR ${error}` : (host?.innerHTML ?? 'MOUNT ERROR no host');
        });
      }, items.length);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
