import { describe, expect, it } from 'vitest';
import {
  emit,
  generate,
  generateFromRequest,
  interpret,
  refine,
  toCodeResult,
  validate,
} from '../src/index';
import { queryTemplate } from './support/template-query';

const file = (files: { path: string; content: string }[], suffix: string) =>
  files.find((f) => f.path.endsWith(suffix))?.content ?? '';

describe('given the same description twice', () => {
  it('should produce byte-identical files, reply and suggestions', () => {
    const description =
      'A data table of orders with customer, total and date columns, a filter and pagination';
    const first = generate(description);
    generate('A pricing table with three plans');
    const second = generate(description);
    expect(second.files).toEqual(first.files);
    expect(second.reply).toBe(first.reply);
    expect(second.suggestions).toEqual(first.suggestions);
  });

  it('should derive the same result id, and take the timestamp from the caller', () => {
    const a = toCodeResult(generate('A newsletter signup'), '2025-01-01T00:00:00.000Z');
    const b = toCodeResult(generate('A newsletter signup'), '2025-06-01T00:00:00.000Z');
    expect(a.id).toBe(b.id);
    expect(a.id).toMatch(/^gen_[0-9a-f]{8}$/);
    expect(b.timestamp).toBe('2025-06-01T00:00:00.000Z');
    expect(toCodeResult(generate('A contact form'), 'now').id).not.toBe(a.id);
  });
});

describe('given an Angular login form', () => {
  const generation = generate(
    'A login form with email and password, a remember me checkbox and a loading state',
  );
  const ts = file(generation.files, '.component.ts');
  const html = file(generation.files, '.component.html');
  const scss = file(generation.files, '.component.scss');
  const spec = file(generation.files, '.component.spec.ts');

  it('should emit the four files of a standalone component', () => {
    expect(generation.files.map((f) => f.path)).toEqual([
      'login-form.component.ts',
      'login-form.component.html',
      'login-form.component.scss',
      'login-form.component.spec.ts',
    ]);
    expect(generation.files.map((f) => f.language)).toEqual([
      'typescript',
      'html',
      'scss',
      'typescript',
    ]);
  });

  it('should use OnPush, signal inputs and outputs, and a typed reactive form with Validators', () => {
    expect(ts).toContain('changeDetection: ChangeDetectionStrategy.OnPush');
    expect(ts).not.toContain('standalone: false');
    expect(ts).toMatch(/readonly loading = input\(false\)/);
    expect(ts).toMatch(/readonly submitted = output<LoginFormValue>\(\)/);
    expect(ts).toContain(
      "email: new FormControl('', { nonNullable: true, validators: [Validators.required, Validators.email] })",
    );
    expect(ts).toContain('rememberMe: new FormControl(false, { nonNullable: true })');
  });

  it('should label every control and show its error messages with @if', () => {
    const query = queryTemplate(html);
    expect(query.errors).toEqual([]);
    expect(query.count('label')).toBe(3);
    expect(query.count('input[aria-invalid]')).toBe(2);
    expect(query.text).toContain('Email is required.');
    expect(query.text).toContain('Enter a valid e-mail address.');
    expect(html).toContain('@if (form.controls.email.touched && form.controls.email.invalid)');
  });

  it('should style with BEM classes, custom properties with fallbacks, states, a breakpoint and dark mode', () => {
    expect(scss).toMatch(/\.login-form \{[\s\S]*&__input \{/);
    expect(scss).toMatch(/var\(--kiln-primary, #[0-9a-f]{6}\)/);
    expect(scss).toMatch(/var\(--kiln-radius-sm, [\d.]+rem\)/);
    expect(scss).toContain('&:hover:not(:disabled)');
    expect(scss).toContain('&:focus-visible');
    expect(scss).toContain('&:disabled');
    expect(scss).toContain('@media (max-width: $breakpoint)');
    expect(scss).toContain(':host-context(.dark)');
  });

  it('should ship a TestBed smoke test written for Vitest', () => {
    expect(spec).toContain("from 'vitest'");
    expect(spec).toContain('TestBed.configureTestingModule({ imports: [LoginFormComponent] })');
  });

  it('should give the prompt and chat answer shapes from the same files', () => {
    expect(generation.code).toEqual({ typescript: ts, html, scss });
    expect(generation.codeBlocks).toEqual(
      generation.files.map((f) => ({ language: f.language, code: f.content })),
    );
    expect(generation.reply).toContain('LoginFormComponent');
    expect(generation.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(generation.suggestions.length).toBeLessThanOrEqual(4);
  });
});

describe('given collections and control flow', () => {
  it('should loop with @for and track, and branch with @if', () => {
    const html = file(
      generate('A sortable table of users with name, email and role, with a filter').files,
      '.html',
    );
    expect(html).toMatch(/@for \(row of sorted\(\); track row\.id\)/);
    expect(html).toContain('} @empty {');
  });
});

describe('given the react-ds target', () => {
  const generation = generate('A contact form with name, email, a topic select and a message', {
    framework: 'react-ds',
  });
  const tsx = file(generation.files, '.tsx');

  it('should write the form with the design system and keep only layout in its CSS module', () => {
    const imported = /import \{([^}]+)\} from '@kiln\/design-system';/.exec(tsx)?.[1] ?? '';
    expect(imported.split(',').map((name) => name.trim())).toEqual(
      expect.arrayContaining(['Button', 'Field', 'FieldLabel', 'Input', 'Select', 'Textarea']),
    );
    expect(tsx).toContain('<FieldLabel>Email</FieldLabel>');
    expect(tsx).toContain('<Button type="submit"');
    expect(tsx).not.toMatch(/<input\b|<select\b|<button\b/);
    const css = file(generation.files, '.module.css');
    expect(css).not.toMatch(/\.input\b|\.button\b/);
  });

  it('should list the design system among its dependencies and say how to use it', () => {
    const result = toCodeResult(generation, '2026-11-24T00:00:00.000Z');
    expect(result.dependencies).toContain('@kiln/design-system');
    expect(result.instructions).toContain("'@kiln/design-system/styles.css'");
    expect(generation.reply).toContain("Kiln's design system");
  });

  it('should be chosen by a follow-up and kept when the text only says React', () => {
    const react = generate('A login form in React').model;
    const { model } = refine(react, "use Kiln's design system");
    expect(model.framework).toBe('react-ds');
    expect(interpret('A signup form in React', model).framework).toBe('react-ds');
  });
});

describe('given a React target', () => {
  const generation = generate('A contact form with name, email and message', {
    framework: 'react',
  });
  const tsx = file(generation.files, '.tsx');

  it('should emit a typed function component with hooks and a CSS module', () => {
    expect(generation.files.map((f) => f.path)).toEqual([
      'ContactForm.tsx',
      'ContactForm.module.css',
    ]);
    expect(tsx).toContain('export interface ContactFormProps {');
    expect(tsx).toContain('export function ContactForm({');
    expect(tsx).toContain("import { useId, useState } from 'react';");
    expect(tsx).toContain("import styles from './ContactForm.module.css';");
    expect(generation.code.html).toBe('');
  });

  it('should validate against React types with unused-code checks on', async () => {
    expect(await validate(generation.files)).toEqual([]);
  });
});

describe("given a React prop named like one of the component's style classes", () => {
  // "Eingabefeld mit dem Label" asks for a `field` prop no part reads; `styles.field` is no read.
  const generation = generate(
    "Ein Umrechner von Meilen in Kilometer mit einem Eingabefeld mit dem Label 'Meilen'",
    { framework: 'react' },
  );

  it('should keep the prop out of the destructuring, so strict TypeScript finds nothing unused', async () => {
    const tsx = file(generation.files, '.tsx');
    expect(tsx).toContain('field?: string;');
    expect(tsx).toContain('styles.field');
    expect(tsx).not.toMatch(/\{ field = /);
    expect(await validate(generation.files)).toEqual([]);
  });
});

describe('given a structured code generation request', () => {
  const request = {
    type: 'card',
    framework: 'angular',
    name: 'team member',
    description: 'A card for a team member',
    features: ['dark mode'],
    styling: { theme: 'dark', color: '#0ea5e9' },
    props: [
      { name: 'memberName', type: 'string', required: true },
      { name: 'bad type', type: 'Foo<script>', required: false },
    ],
    dependencies: ['lodash-es'],
  };

  it('should answer with the generated code result and keep the requested name and props', async () => {
    const result = generateFromRequest(request, '2025-03-01T10:00:00.000Z');
    expect(result).toMatchObject({
      name: 'TeamMember',
      framework: 'angular',
      timestamp: '2025-03-01T10:00:00.000Z',
    });
    expect(result.id).toBe(generateFromRequest(request, 'later').id);
    expect(result.dependencies).toEqual(
      expect.arrayContaining(['@angular/core@^21.0.0', 'lodash-es']),
    );
    expect(result.instructions).toContain('TeamMemberComponent');
    const ts = file(result.files, '.component.ts');
    expect(ts).toContain('readonly memberName = input.required<string>();');
    expect(ts).toMatch(/readonly badType = input<string>\('[^']*'\);/);
    expect(await validate(result.files)).toEqual([]);
  });

  it('should keep props no part reads in the React props type, and still compile strictly', async () => {
    const spinner = generateFromRequest(
      {
        type: 'component',
        framework: 'react',
        name: 'busy spinner',
        description: 'A loading spinner',
        props: [
          { name: 'caption', type: 'string', required: true },
          { name: 'disabled', type: 'boolean', required: false },
        ],
      },
      'now',
    );
    const tsx = file(spinner.files, '.tsx');
    expect(tsx).toMatch(/caption: string;/);
    expect(tsx).toMatch(/disabled\?: boolean;/);
    expect(await validate(spinner.files)).toEqual([]);
  });
});

describe('given a table whose search box also sends the pages back to the first', () => {
  it('should run both in one change handler, as JSX allows an attribute once', async () => {
    const table = generateFromRequest(
      {
        type: 'table',
        framework: 'react',
        name: 'UsersTable',
        description:
          'A data table of users with name, email, role and status columns, paginated with 10 rows per page, with a search box that filters the rows.',
      },
      'now',
    );
    const tsx = file(table.files, '.tsx');
    expect(tsx).toContain('onChange={(event) => { setQuery(event.target.value); setPage(1); }}');
    expect(await validate(table.files)).toEqual([]);
  });
});

describe('given a model changed by hand', () => {
  it('should emit from the model without interpreting again', () => {
    const model = { ...interpret('A progress bar'), name: 'UploadMeter', selector: 'upload-meter' };
    expect(emit(model).map((f) => f.path)[0]).toBe('upload-meter.component.ts');
  });
});

describe('given a new description after an earlier model', () => {
  it('should keep the earlier framework and styling where the new text is silent', () => {
    const previous = {
      ...interpret('A dark themed card with red buttons'),
      framework: 'react' as const,
    };
    const next = interpret('A pricing table with three plans', previous);
    expect(next.framework).toBe('react');
    expect(next.styling).toMatchObject({ theme: 'dark', primary: '#dc2626' });
    expect(interpret('A pricing table in Angular', previous).framework).toBe('angular');
  });
});

describe('given a one-time code input', () => {
  it('should render one labelled box per digit, unrolled so each keeps its position', () => {
    const html = file(generate('A four-digit verification code input').files, '.html');
    const query = queryTemplate(html);
    expect(query.count('input[inputmode=numeric]')).toBe(4);
    expect(query.count('input[aria-label]')).toBe(4);
  });
});

describe('given a structured request whose features name a part of its subject', () => {
  const request = {
    type: 'component',
    framework: 'angular',
    name: 'SaveButton',
    description: 'A button with a loading state that shows a spinner and blocks clicks.',
    features: ['loading spinner', 'keyboard focus ring'],
  };

  it('should build the subject its description names, with the features added to it', () => {
    const result = generateFromRequest(request, '2026-11-27T00:00:00.000Z');
    const template = file(result.files, '.component.html');
    expect(queryTemplate(template).count('button')).toBe(1);
    expect(template).toContain('aria-busy');
    expect(queryTemplate(template).count('[role=status]')).toBe(0);
  });
});

describe('given a request whose type and description name different components', () => {
  it('should build what the description says when it says so more strongly', async () => {
    const { generateFromRequest: fromRequest } = await import('../src/index');
    const faq = fromRequest(
      { type: 'list', description: 'An FAQ accordion with questions about pricing and refunds' },
      'now',
    );
    expect(faq.files.find((f) => f.type === 'component')!.content).toContain(
      "question: 'How does pricing work?'",
    );
    const table = fromRequest({ type: 'table', description: 'users with name and email' }, 'now');
    expect(table.name).toBe('DataTable');
  });
});
