import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Exit motion, in the built Storybook with motion allowed (the screenshot suite asks for reduced
 * motion). Radix keeps a closing surface mounted while a CSS animation runs on it: each surface
 * below must still be there, closing, with its exit animation running, and then be gone.
 */
test.use({ reducedMotion: 'no-preference' });

const openStory = async (page: Page, id: string) => {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await page.locator('#storybook-root > *').first().waitFor();
};

type ExitWindow = Window & { __kilnExits?: Record<string, string[]> };

/**
 * Records, in the page, the animations running on a surface at the moment it turns closed: read
 * from the test's side afterwards, a 150 ms animation could be over before the question arrives.
 */
const watchExit = (surface: Locator, key: string) =>
  surface.evaluate((element, name) => {
    const exits = ((window as ExitWindow).__kilnExits ??= {});
    const observer = new MutationObserver(() => {
      if (element.getAttribute('data-state') !== 'closed') return;
      observer.disconnect();
      // Keyframe animations only: an entry transition may still be finishing when Escape comes.
      exits[name] = element
        .getAnimations()
        .filter(
          (animation): animation is CSSAnimation =>
            animation instanceof CSSAnimation && animation.playState === 'running',
        )
        .map((animation) => animation.animationName);
    });
    observer.observe(element, { attributes: true, attributeFilter: ['data-state'] });
  }, key);

const exitAnimations = (page: Page, key: string) =>
  page.evaluate((name) => (window as ExitWindow).__kilnExits?.[name], key);

/** Closes with Escape; the surface must have left with `animation` running, and be gone. */
const expectExitOnEscape = async (page: Page, surface: Locator, animation: string) => {
  await watchExit(surface, 'surface');
  await page.keyboard.press('Escape');
  await expect(surface).toHaveCount(0);
  expect(await exitAnimations(page, 'surface')).toEqual([animation]);
};

test('a dropdown menu zooms out when it closes', async ({ page }) => {
  await openStory(page, 'design-system-dropdownmenu--playground');
  await page.getByRole('button', { name: 'Component actions' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toHaveAttribute('data-state', 'open');
  await expectExitOnEscape(page, menu, 'kiln-exit-zoom');
});

test('a dialog zooms out over a fading overlay when it closes', async ({ page }) => {
  await openStory(page, 'design-system-dialog--playground');
  await page.getByRole('button', { name: 'Delete component' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAttribute('data-state', 'open');
  const overlay = page.locator('[data-slot="dialog-overlay"]');
  await watchExit(overlay, 'overlay');
  await expectExitOnEscape(page, dialog, 'kiln-exit-zoom');
  await expect(overlay).toHaveCount(0);
  expect(await exitAnimations(page, 'overlay')).toEqual(['kiln-exit-fade']);
});

test('a tooltip zooms out when it hides', async ({ page }) => {
  await openStory(page, 'design-system-tooltip--playground');
  await page.getByRole('button', { name: 'Copy code' }).focus();
  const content = page.locator('[data-slot="tooltip-content"]');
  await expect(content).toHaveAttribute('data-state', /open/);
  await expectExitOnEscape(page, content, 'kiln-exit-zoom');
});

test('with reduced motion a menu closes without an exit animation', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    await openStory(page, 'design-system-dropdownmenu--playground');
    await page.getByRole('button', { name: 'Component actions' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toHaveAttribute('data-state', 'open');
    // The style a closing menu gets, read without closing it: no animation, so Radix unmounts at once.
    const exitAnimation = await menu.evaluate((element) => {
      element.setAttribute('data-state', 'closed');
      const name = getComputedStyle(element).animationName;
      element.setAttribute('data-state', 'open');
      return name;
    });
    expect(exitAnimation).toBe('none');
    await watchExit(menu, 'menu');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    expect(await exitAnimations(page, 'menu')).toEqual([]);
  } finally {
    await context.close();
  }
});
