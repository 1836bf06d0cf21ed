// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlySubmitScript, LOADING_CLASS, replayEarlySubmit } from './early-submit';

/** Runs the inline script as the prerendered page's head does, once per test's document. */
const runHeadScript = () => window.eval(earlySubmitScript);

const signInForm = () => {
  const form = document.createElement('form');
  form.setAttribute('aria-label', 'Sign in');
  form.innerHTML = `
    <input name="email" type="email">
    <input name="password" type="password">
    <input name="remember" type="checkbox" value="yes">
    <button type="submit">Sign in</button>`;
  document.body.append(form);
  return form;
};

const field = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement;

afterEach(() => {
  // The head script's listener stays on the document: with the mark gone it lets submits pass.
  delete window.__kilnEarlySubmit;
  document.documentElement.classList.remove(LOADING_CLASS);
  document.body.innerHTML = '';
});

describe('given a prerendered form before the app has loaded', () => {
  it('should mark the page as loading, hold a submit and mark its form busy', () => {
    runHeadScript();
    const form = signInForm();
    const native = vi.fn();
    form.addEventListener('submit', (event) => native(event.defaultPrevented));

    form.requestSubmit();

    expect(document.documentElement.classList.contains(LOADING_CLASS)).toBe(true);
    expect(native).toHaveBeenCalledWith(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
  });

  it('should send the held submit through the app once it has loaded, with what was typed', () => {
    runHeadScript();
    const form = signInForm();
    field(form, 'email').value = 'ada@kiln.test';
    form.requestSubmit();
    const sent = vi.fn();
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent(Object.fromEntries(new FormData(event.currentTarget as HTMLFormElement)));
    });

    replayEarlySubmit();

    expect(document.documentElement.classList.contains(LOADING_CLASS)).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ email: 'ada@kiln.test', password: '' });
  });

  it('should send nothing when no submit was made meanwhile', () => {
    runHeadScript();
    const form = signInForm();
    const sent = vi.fn();
    form.addEventListener('submit', sent);

    replayEarlySubmit();

    expect(sent).not.toHaveBeenCalled();
  });

  it('should give the page’s new form what was typed when the app had to render it again', () => {
    runHeadScript();
    const held = signInForm();
    field(held, 'email').value = 'ada@kiln.test';
    field(held, 'password').value = 'Quiet-Harbour-42!';
    field(held, 'remember').checked = true;
    held.requestSubmit();
    held.remove();
    const rendered = signInForm();
    const sent = vi.fn();
    rendered.addEventListener('submit', (event) => {
      event.preventDefault();
      sent(Object.fromEntries(new FormData(rendered)));
    });

    replayEarlySubmit();

    expect(sent).toHaveBeenCalledWith({
      email: 'ada@kiln.test',
      password: 'Quiet-Harbour-42!',
      remember: 'yes',
    });
  });
});
