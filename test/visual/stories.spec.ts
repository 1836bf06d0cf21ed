import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

type IndexEntry = {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
};
type Theme = 'light' | 'dark';

const indexFile = process.env.STORYBOOK_STATIC_DIR
  ? join(resolve(process.env.STORYBOOK_STATIC_DIR), 'index.json')
  : fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
if (!existsSync(indexFile)) {
  throw new Error(
    `${indexFile} is missing: run \`npm run build-storybook\` before \`npm run test:visual\`.`,
  );
}
const { entries } = JSON.parse(readFileSync(indexFile, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-vrt'),
);
const themes: Theme[] = ['light', 'dark'];

const viewport = { width: 1024, height: 768 };
const maximumHeight = 4096;
const networkQuietMs = 100;

/** What the init script below keeps on window, read back by the waits. */
type VisualWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  __kilnVisual?: { finished: number; lastFinishedId: string | null };
};

/**
 * One Storybook preview per worker: the first story is opened by URL, every later one is switched
 * to through Storybook's own channel (as its manager does). Loading the preview bundle for each of
 * ~300 screenshots would cost about 1.5 s apiece; switching costs about 0.2 s.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      // A worker-scoped page does not get the config's `use` context options by itself.
      const { baseURL, reducedMotion, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        reducedMotion,
        locale,
        timezoneId,
        viewport,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const state = { finished: 0, lastFinishedId: null as string | null };
        (window as VisualWindow).__kilnVisual = state;
        const listen = () => {
          const channel = (
            window as unknown as {
              __STORYBOOK_ADDONS_CHANNEL__?: {
                on(e: string, f: (p: { storyId: string }) => void): void;
              };
            }
          ).__STORYBOOK_ADDONS_CHANNEL__;
          if (!channel) return false;
          channel.on('storyFinished', ({ storyId }) => {
            state.finished += 1;
            state.lastFinishedId = storyId;
          });
          return true;
        };
        if (!listen()) {
          const timer = setInterval(() => listen() && clearInterval(timer), 5);
        }
      });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Resolves once no request has been in flight for `quietMs`. */
async function networkIdle(page: Page, quietMs: number) {
  let inFlight = 0;
  let settle: () => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    if (inFlight === 0) timer = setTimeout(() => settle(), quietMs);
  };
  const started = () => {
    inFlight += 1;
    clearTimeout(timer);
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    arm();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await new Promise<void>((resolve) => {
      settle = resolve;
      arm();
    });
  } finally {
    clearTimeout(timer);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Shows one story in one theme and waits until it rendered, played and settled. */
async function showStory(page: Page, storyId: string, theme: Theme) {
  await page.setViewportSize(viewport);
  const opened = page.url() !== 'about:blank';
  let since = 0;
  if (!opened) {
    // The a11y check belongs to the story tests; here it would only slow every story down.
    await page.goto(
      `/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
      {
        waitUntil: 'networkidle',
      },
    );
  } else {
    since = await page.evaluate(
      ({ storyId, theme }) => {
        const w = window as VisualWindow;
        const seen = w.__kilnVisual?.finished ?? 0;
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) throw new Error('The Storybook preview channel is not available.');
        window.scrollTo(0, 0);
        channel.emit('updateGlobals', { globals: { theme } });
        // Same story again (the other theme): remount it so its play function runs afresh.
        if (w.__STORYBOOK_PREVIEW__?.currentRender?.id === storyId)
          channel.emit('forceRemount', { storyId });
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        return seen;
      },
      { storyId, theme },
    );
  }
  await page.waitForFunction(
    ({ storyId, since }) => {
      const w = window as VisualWindow;
      const render = w.__STORYBOOK_PREVIEW__?.currentRender;
      return (
        (w.__kilnVisual?.finished ?? 0) > since &&
        w.__kilnVisual?.lastFinishedId === storyId &&
        render?.id === storyId &&
        render.phase === 'finished'
      );
    },
    { storyId, since },
  );
  await expect(page.locator('body'), 'the story should render without an error').not.toHaveClass(
    /sb-show-errordisplay/,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) =>
        image.complete
          ? undefined
          : new Promise((done) => image.addEventListener('loadend', done, { once: true })),
      ),
    );
  });
  await networkIdle(page, networkQuietMs);
  // A fixed width, and a height that grows with the story, so tall Matrix grids are captured whole.
  const contentHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const height = Math.min(Math.max(contentHeight, viewport.height), maximumHeight);
  if (height !== viewport.height) await page.setViewportSize({ width: viewport.width, height });
  return page.evaluate(() => document.documentElement.dataset.theme);
}

for (const story of stories) {
  test.describe(`given the story "${story.title} / ${story.name}"`, () => {
    for (const theme of themes) {
      test(`should match its approved ${theme} screenshot`, async ({ preview }) => {
        const shownTheme = await showStory(preview, story.id, theme);
        test.skip(shownTheme !== theme, `the story pins the ${shownTheme} theme`);
        await expect(preview).toHaveScreenshot(`${story.id}-${theme}.png`);
      });
    }
  });
}

test.describe('given the built Storybook', () => {
  test('should contain stories to compare', () => {
    expect(stories.length).toBeGreaterThan(0);
  });
});
