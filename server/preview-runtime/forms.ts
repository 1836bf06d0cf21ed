/**
 * A submitted form stays in the frame. The frame allows forms only so that a generated form's
 * submit event fires and its handlers run (validation, the success state, the `submitted`
 * output); the submission itself must go nowhere. The CSP's `form-action 'none'` blocks its
 * navigation, but Chromium then replaces the frame's document with an error page, so the frame
 * prevents the default first: on the window in the capture phase, before any handler of the
 * component could stop the event's propagation (the handlers still all run). `form.submit()` fires
 * no event at all, so it does nothing here. A `method="dialog"` form only closes its dialog and
 * keeps its default.
 */
export const keepSubmissionsInFrame = (): void => {
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      const submitter = (event as SubmitEvent).submitter;
      const method = submitter?.getAttribute('formmethod') ?? form?.method;
      if (method !== 'dialog') event.preventDefault();
    },
    { capture: true },
  );
  HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
    // Leaves the form where it is: no event, no navigation (see above).
  };
};
