/**
 * Opens a page in Chromium, runs a bundle from `bundle.ts` on it and waits until every component
 * has been mounted. Runtime errors (thrown, logged as errors, or recorded by a mount) are collected.
 */
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumPath } from '../../../scripts/chromium.mjs';

const DOCUMENT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mount</title><style>body{margin:0;padding:1rem;background:#fff;color:#111827;font-family:system-ui}body.dark{background:#111827;color:#f9fafb}body>div{margin:0 0 1.5rem}*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-delay:0s!important}</style></head><body></body></html>';

/** The Chromium every mount suite runs its bundles in. */
export function launchMountBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

export interface MountedPage {
  page: Page;
  /** Errors so far: the page's and those the mounts recorded. */
  errors: () => Promise<string[]>;
  /** Unmounts what is mounted and mounts these components instead (`window.remount`). */
  remount: (only: string[]) => Promise<void>;
  /** Forgets the errors so far: `errors()` then tells only of what happens next. */
  clearErrors: () => Promise<void>;
}

export interface MountOptions {
  viewport?: { width: number; height: number };
  /** Mount only the component with this id, or only these (none for an empty list). */
  only?: string | string[];
}

export async function openMounted(
  browser: Browser,
  bundle: string,
  { viewport = { width: 1024, height: 800 }, only }: MountOptions = {},
): Promise<MountedPage> {
  const page = await browser.newPage({ viewport });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.setContent(DOCUMENT);
  if (only !== undefined)
    await page.evaluate(
      (ids) => ((globalThis as unknown as { mountOnly?: string[] }).mountOnly = ids),
      typeof only === 'string' ? [only] : only,
    );
  await page.addScriptTag({ content: bundle, type: 'module' });
  await page.waitForFunction(
    () => (globalThis as unknown as { mounted?: boolean }).mounted === true,
    undefined,
    { timeout: 60_000 },
  );
  return {
    page,
    remount: async (only) => {
      await page.evaluate(
        (ids) =>
          (globalThis as unknown as { remount: (only: string[]) => Promise<void> }).remount(ids),
        only,
      );
    },
    clearErrors: async () => {
      pageErrors.length = 0;
      await page.evaluate(
        () => ((globalThis as unknown as { mountErrors: string[] }).mountErrors = []),
      );
    },
    errors: async () => [
      ...pageErrors,
      ...(await page.evaluate(
        () => (globalThis as unknown as { mountErrors: string[] }).mountErrors,
      )),
    ],
  };
}
