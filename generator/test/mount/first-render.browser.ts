/**
 * Runs in the page (bundled as a script by the test that loads it): what a person sees of the one
 * component mounted there, read at once. Text and named controls count only when visible (not
 * hidden, not the 1 px "sr-only" pattern, not aria-hidden) and outside any loading indicator; each
 * loading indicator (a progress bar, a busy region, or a status region with something turning in
 * it) comes with its label, visible or for assistive technology.
 */
export interface FirstRender {
  /** Text a person can see, outside any loading indicator. */
  text: string;
  /** Visible controls with an accessible name, outside any loading indicator. */
  controls: string[];
  /** Each loading indicator shown, with its label (visible or for assistive technology). */
  indicators: { role: string; label: string }[];
}

/**
 * Reads the page, where one component is mounted, after one frame: the framework's first render,
 * before any timer or fetch has answered.
 */
export const readFirstRender = async (): Promise<FirstRender> => {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const INDICATOR = '[role="status"],[role="progressbar"],[aria-busy="true"]';
  const CONTROL =
    'button,a[href],input:not([type="hidden"]),select,textarea,[role="button"],[role="link"],[role="checkbox"],[role="switch"],[role="tab"],[role="slider"],[role="combobox"],[role="menuitem"]';
  const seen = (element: Element) => {
    if (element.closest('[aria-hidden="true"]')) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    // Visually hidden text (the 1 px "sr-only" pattern) is for assistive technology only.
    return box.width > 1 && box.height > 1;
  };
  const textOf = (element: Element): string => {
    let text = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('[aria-hidden="true"]')) text += ` ${node.textContent}`;
    return text.replace(/\s+/g, ' ').trim();
  };
  const byIds = (ids: string | null) =>
    (ids ?? '')
      .split(/\s+/)
      .map((id) => (id ? textOf(document.getElementById(id) ?? document.createElement('i')) : ''))
      .join(' ')
      .trim();
  const nameOf = (element: Element): string => {
    const control = element as HTMLInputElement;
    return (
      byIds(element.getAttribute('aria-labelledby')) ||
      element.getAttribute('aria-label')?.trim() ||
      [...(control.labels ?? [])].map(textOf).join(' ').trim() ||
      textOf(element) ||
      element.getAttribute('aria-valuetext')?.trim() ||
      element.getAttribute('title')?.trim() ||
      element.getAttribute('placeholder')?.trim() ||
      [...element.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt')).join(' ') ||
      (control.type === 'submit' || control.type === 'button' ? control.value : '')
    ).trim();
  };
  const isLoading = (element: Element) =>
    element.matches('[role="progressbar"],[aria-busy="true"]') ||
    // A status region with something turning in it is a spinner; an empty live region is not.
    [...element.querySelectorAll('*')].some(
      (child) => getComputedStyle(child).animationIterationCount === 'infinite',
    );
  // The whole page, not only the host: dialogs and toasts render into a portal on the body.
  const host = document.body;
  const indicators = [...host.querySelectorAll(INDICATOR)].filter(
    (element) => isLoading(element) && seen(element),
  );
  const inIndicator = (element: Element) =>
    indicators.some((indicator) => indicator.contains(element));
  let text = '';
  const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && node.textContent?.trim() && seen(parent) && !inIndicator(parent))
      text += ` ${node.textContent}`;
  }
  return {
    text: text.replace(/\s+/g, ' ').trim(),
    controls: [...host.querySelectorAll(CONTROL)]
      .filter((control) => seen(control) && !inIndicator(control) && nameOf(control))
      .map(nameOf),
    indicators: indicators.map((indicator) => ({
      role: indicator.getAttribute('role') ?? 'busy',
      label: nameOf(indicator),
    })),
  };
};
