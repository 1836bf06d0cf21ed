// @vitest-environment jsdom
import type { DesignTarget } from '@kiln/contract/preview-messages';
import { afterEach, describe, expect, it } from 'vitest';
import { createDesignMode } from '../preview-runtime/design-mode';

const SIGNUP = `
  <form>
    <h2>Create your account</h2>
    <label for="email">Email</label><input id="email" type="email" />
    <input aria-label="Password" type="password" />
    <p>We never share it. <span>Terms apply</span></p>
    <button type="submit">Create account</button>
    <button type="button">Cancel</button>
    <button type="button">Cancel</button>
  </form>`;

const mounted = () => {
  const root = document.createElement('div');
  root.innerHTML = SIGNUP;
  document.body.append(root);
  const picked: DesignTarget[] = [];
  const design = createDesignMode(root, (target) => picked.push(target));
  return { root, picked, design };
};

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('given a component in the preview frame', () => {
  it('should pick a clicked button, and keep the click from the component', () => {
    const { root, picked, design } = mounted();
    let submitted = 0;
    root.querySelector('form')?.addEventListener('click', () => (submitted += 1));
    design.setOn(true);
    root.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    expect(picked).toEqual([{ tag: 'button', text: 'Create account', role: 'button', nth: 0 }]);
    expect(submitted).toBe(0);
    expect(root.querySelector('[data-kiln-design-selected]')?.textContent).toBe('Create account');
  });

  it('should name a form control by its label, aria-label, and count same texts', () => {
    const { root, picked, design } = mounted();
    design.setOn(true);
    root.querySelector<HTMLInputElement>('#email')?.click();
    root.querySelector<HTMLInputElement>('[type=password]')?.click();
    root.querySelectorAll<HTMLButtonElement>('button')[2]?.click();
    expect(picked).toEqual([
      { tag: 'input', text: 'Email', role: 'textbox', nth: 0 },
      { tag: 'input', text: 'Password', role: 'textbox', nth: 0 },
      { tag: 'button', text: 'Cancel', role: 'button', nth: 1 },
    ]);
  });

  it('should make texts reachable by Tab and pick one with Enter', () => {
    const { root, picked, design } = mounted();
    design.setOn(true);
    const heading = root.querySelector('h2');
    expect(heading?.getAttribute('tabindex')).toBe('0');
    heading?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(picked).toEqual([{ tag: 'h2', text: 'Create your account', role: 'heading', nth: 0 }]);
  });

  it('should restore everything when turned off', () => {
    const { root, picked, design } = mounted();
    const before = root.innerHTML;
    design.setOn(true);
    root.querySelector('span')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(root.querySelector('[data-kiln-design-hover]')?.localName).toBe('span');
    root.querySelector('span')?.click();
    design.setOn(false);
    expect(root.innerHTML).toBe(before);
    expect(document.head.querySelector('style')).toBeNull();
    root.querySelector('h2')?.click();
    expect(picked).toHaveLength(1);
  });
});
