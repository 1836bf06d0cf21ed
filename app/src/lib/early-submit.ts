/**
 * Forms on prerendered pages (sign-in, signup, contact) are on screen before the app's scripts
 * have loaded. Until then a submit would be the browser's own — a GET of the same page with the
 * fields, the password among them, in its address — or, with the click lost, nothing at all.
 *
 * `earlySubmitScript` runs inline in the page's head, before any of it is shown: it marks the page
 * as loading (the stylesheet then shows submit buttons as not ready yet), holds back a submit made
 * meanwhile and marks its form busy. Once the app has taken over, `replayEarlySubmit` clears the
 * mark and submits that form again, through the app's own handler, with what was typed in it.
 */
export const LOADING_CLASS = 'app-loading';

declare global {
  interface Window {
    __kilnEarlySubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  }
}

// Kept in ES5 and in one line: the server's CSP allows it by the hash of its exact text.
export const earlySubmitScript = `(function(){var r=document.documentElement;r.classList.add('${LOADING_CLASS}');document.addEventListener('submit',function(e){if(!r.classList.contains('${LOADING_CLASS}'))return;e.preventDefault();var f=e.target;window.__kilnEarlySubmit={form:f,submitter:e.submitter||null};f.setAttribute('aria-busy','true')},true)})();`;

/** Called once the app has hydrated: the page takes submits, and one made meanwhile is sent. */
export function replayEarlySubmit() {
  document.documentElement.classList.remove(LOADING_CLASS);
  const early = window.__kilnEarlySubmit;
  delete window.__kilnEarlySubmit;
  if (!early) return;
  early.form.removeAttribute('aria-busy');
  if (!early.form.isConnected) return;
  const { submitter } = early;
  early.form.requestSubmit(
    submitter instanceof HTMLButtonElement && submitter.form === early.form ? submitter : undefined,
  );
}
