import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_REQUIRED,
  initialForm,
  newPropRow,
  serverFieldErrors,
  toRequest,
} from './generate-form';
import { generateHref } from '../../navigation';

describe('given the Generate form', () => {
  it('should prefill name, description and framework from the address', () => {
    const form = initialForm(
      new URLSearchParams({ name: 'Login form', description: 'a login form', framework: 'react' }),
    );
    expect(form).toMatchObject({
      name: 'Login form',
      description: 'a login form',
      framework: 'react',
    });
  });

  it('should fill every field from a request written by generateHref, which it sends back the same', () => {
    const request = {
      type: 'form',
      framework: 'react' as const,
      name: 'ContactForm',
      description: 'A contact form with name, email and message; all required.',
      features: ['validation messages', 'success message'],
      styling: 'compact, rounded',
      props: [
        { name: 'title', type: 'string', required: true },
        { name: 'maxLength', type: 'number', required: false },
      ],
      dependencies: ['zod'],
    };
    const href = generateHref(request);
    expect(href.startsWith('/dashboard/generate?')).toBe(true);
    const form = initialForm(new URLSearchParams(href.split('?')[1]));
    expect(form).toMatchObject({
      type: 'form',
      framework: 'react',
      features: 'validation messages\nsuccess message',
      dependencies: 'zod',
    });
    const sent = toRequest(form);
    expect(sent.ok && sent.body).toEqual(request);
  });

  it('should read styling settings as text and an unknown prop type as string', () => {
    const href = generateHref({
      description: 'a card',
      styling: { theme: 'dark', rounded: true },
      props: [{ name: 'when', type: 'Moment', required: false }],
    });
    const form = initialForm(new URLSearchParams(href.split('?')[1]));
    expect(form.styling).toBe('theme: dark, rounded: true');
    expect(form.props.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: 'when', type: 'string' },
    ]);
  });

  it('should fall back to Angular for a framework it does not know', () => {
    expect(initialForm(new URLSearchParams({ framework: 'vue' })).framework).toBe('angular');
  });

  it('should ask for a description before anything is sent', () => {
    const result = toRequest(initialForm(new URLSearchParams()));
    expect(result).toEqual({ ok: false, errors: { description: DESCRIPTION_REQUIRED } });
  });

  it('should send features and dependencies line by line and the filled prop rows', () => {
    const form = {
      ...initialForm(new URLSearchParams({ description: 'a user card' })),
      features: 'avatar\n\n  follow button ',
      dependencies: '@angular/forms',
      props: [{ ...newPropRow(), name: 'user', type: 'object', required: true }, newPropRow()],
    };
    const result = toRequest(form);
    expect(result.ok && result.body).toMatchObject({
      description: 'a user card',
      features: ['avatar', 'follow button'],
      dependencies: ['@angular/forms'],
      props: [{ name: 'user', type: 'object', required: true }],
    });
  });

  it('should report a prop the request refuses on that prop’s row', () => {
    const row = { ...newPropRow(), name: 'x'.repeat(101), type: 'number' };
    const result = toRequest({
      ...initialForm(new URLSearchParams({ description: 'a counter' })),
      props: [row],
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[`prop:${row.key}`]).toBeTruthy();
  });

  it('should place the server’s field messages next to their fields', () => {
    const row = { ...newPropRow(), name: 'x', type: 'string' };
    const form = { ...initialForm(new URLSearchParams({ description: 'a' })), props: [row] };
    expect(
      serverFieldErrors(
        {
          fields: [
            { path: 'name', message: 'Too long' },
            { path: 'props.0.type', message: 'Unknown type' },
          ],
        },
        form,
      ),
    ).toEqual({ name: 'Too long', [`prop:${row.key}`]: 'Unknown type' });
  });
});
