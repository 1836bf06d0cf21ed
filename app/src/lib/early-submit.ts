/**
 * Forms on prerendered pages (sign-in, signup, contact) are on screen before the app's scripts
 * have loaded. Until then a submit would be the browser's own — a GET of the same page with the
 * fields, the password among them, in its address — or, with the click lost, nothing at all.
 *
 * `earlySubmitScript` runs inline in the page's head, before any of it is shown: it marks the page
 * as loading (the stylesheet then shows submit buttons as not ready yet), holds back a submit made
 * meanwhile and marks its form busy. Once the app has taken over, `replayEarlySubmit` clears the
 * mark and submits that form again, through the app's own handler, with what was typed in it.
 *
 * Not a form POST the server answers: the session lives in the browser's storage, written by the
 * app (lib/session), and the second factor is a step of the app's form, so the app must be the one
 * to send it — through the same endpoints, with their rate limits and checks.
 */
export const LOADING_CLASS = 'app-loading';

declare global {
  interface Window {
    __kilnEarlySubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  }
}

// Kept in ES5 and in one line: the server's CSP allows it by the hash of its exact text.
export const earlySubmitScript = `(function(){var r=document.documentElement;r.classList.add('${LOADING_CLASS}');document.addEventListener('submit',function(e){if(!r.classList.contains('${LOADING_CLASS}'))return;e.preventDefault();var f=e.target;window.__kilnEarlySubmit={form:f,submitter:e.submitter||null};f.setAttribute('aria-busy','true')},true)})();`;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (element: unknown): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * The form on the page that stands for the held one. Normally that is the held form itself, which
 * hydration keeps with what was typed in it. Should React have had to render the page again, the
 * held form is gone: its namesake takes what was typed, so nothing is lost.
 */
function formOnPage(held: HTMLFormElement): HTMLFormElement | undefined {
  if (held.isConnected) return held;
  const name = held.getAttribute('aria-label');
  const namesake =
    name === null
      ? undefined
      : Array.from(document.forms).find((form) => form.getAttribute('aria-label') === name);
  if (!namesake) return undefined;
  const targets = Array.from(namesake.elements).filter(isField);
  for (const field of Array.from(held.elements)) {
    if (!isField(field) || !field.name || field.type === 'hidden') continue;
    const ticked =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    const target = targets.find(
      (candidate) => candidate.name === field.name && (!ticked || candidate.value === field.value),
    );
    if (!target) continue;
    if (ticked && target instanceof HTMLInputElement) target.checked = field.checked;
    else target.value = field.value;
  }
  return namesake;
}

/** Called once the app has hydrated: the page takes submits, and one made meanwhile is sent. */
export function replayEarlySubmit() {
  document.documentElement.classList.remove(LOADING_CLASS);
  const early = window.__kilnEarlySubmit;
  delete window.__kilnEarlySubmit;
  if (!early) return;
  early.form.removeAttribute('aria-busy');
  const form = formOnPage(early.form);
  if (!form) return;
  const { submitter } = early;
  form.requestSubmit(
    submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined,
  );
}
