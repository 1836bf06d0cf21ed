import { describe, expect, it } from 'vitest';
import { DesignEditError, replaceMarkupText, validate, type GeneratedFile } from '../src/index';

/** A component as a model provider might write it: a class, a template with blocks, a style. */
const ANGULAR_TS = `import { ChangeDetectionStrategy, Component, signal } from '@angular/core';

@Component({
  selector: 'app-order-summary',
  templateUrl: './order-summary.component.html',
  styleUrl: './order-summary.component.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class OrderSummaryComponent {
  protected readonly open = signal(false);
  protected readonly label = 'Details';

  protected toggle(): void {
    this.open.update((open) => !open);
  }
}
`;
const ANGULAR_HTML = `<!-- Details are hidden until asked for -->
<section class="order" [attr.aria-label]="label">
  <h2 class="order__title" title="Order details">Your order</h2>
  <p class="order__note">Questions? Write to support&#64;example.com &amp; we answer.</p>
  @if (open()) {
    <p class="order__details">{{ label }}: two items, shipped today</p>
  } @else {
    <p class="order__details">Nothing to show</p>
  }
  <button type="button" (click)="toggle()">Details</button>
  <input class="order__coupon" placeholder="Coupon code" aria-label="Details of the coupon" />
</section>
`;
const ANGULAR_SCSS = `.order { padding: 1rem; }
`;
const angularFiles = (): GeneratedFile[] => [
  {
    path: 'order-summary.component.ts',
    content: ANGULAR_TS,
    type: 'component',
    language: 'typescript',
  },
  {
    path: 'order-summary.component.html',
    content: ANGULAR_HTML,
    type: 'template',
    language: 'html',
  },
  { path: 'order-summary.component.scss', content: ANGULAR_SCSS, type: 'style', language: 'scss' },
];

const INLINE_TS = `import { Component } from '@angular/core';

@Component({
  selector: 'app-banner',
  template: \`<p class="banner">Welcome back, friend</p>
    <button type="button">Welcome</button>\`,
})
export class BannerComponent {
  protected readonly greeting = 'Welcome back, friend';
}
`;

const REACT_TSX = `import { useState } from 'react';
import styles from './SignIn.module.css';

export function SignIn({ onSignIn }: { onSignIn?: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const title = 'Sign in';
  return (
    <form
      className={styles.form}
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        onSignIn?.(email);
      }}
    >
      <h2 className={styles.title}>Sign in to your account</h2>
      <label htmlFor="email">
        E-mail &amp; login
      </label>
      <input
        id="email"
        value={email}
        placeholder="you@example.com"
        onChange={(event) => setEmail(event.target.value)}
      />
      <p>{'It\\'s free, and takes a minute.'}</p>
      <button type="submit" title={title}>{busy ? 'Signing in…' : 'Sign in'}</button>
    </form>
  );
}
`;
const REACT_CSS = `.form { display: grid; }
.title { margin: 0; }
`;
const reactFiles = (): GeneratedFile[] => [
  { path: 'SignIn.tsx', content: REACT_TSX, type: 'component', language: 'tsx' },
  { path: 'SignIn.module.css', content: REACT_CSS, type: 'style', language: 'css' },
];

/** The files with one exact, unique snippet of one file written differently. */
const withSnippet = (files: GeneratedFile[], path: string, from: string, to: string) =>
  files.map((file) => {
    if (file.path !== path) return file;
    expect(file.content.split(from)).toHaveLength(2);
    return { ...file, content: file.content.replace(from, () => to) };
  });

describe('given an Angular component written by a model provider', () => {
  it('should change the one text the person picked, escaped, and no other byte', async () => {
    const files = angularFiles();
    const edited = replaceMarkupText(files, 'angular', {
      from: 'Details',
      nth: 0,
      value: 'More <about>',
    });
    expect(edited).toEqual(
      withSnippet(
        files,
        'order-summary.component.html',
        '(click)="toggle()">Details</button>',
        '(click)="toggle()">More &lt;about&gt;</button>',
      ),
    );
    expect(edited[0]).toBe(files[0]);
    expect(edited[2]).toBe(files[2]);
    expect(await validate(edited)).toEqual([]);
  });

  it('should count occurrences in source order, attributes a person reads included', () => {
    const edited = replaceMarkupText(angularFiles(), 'angular', {
      from: 'Details',
      nth: 1,
      value: 'Coupon',
    });
    expect(edited).toEqual(
      withSnippet(
        angularFiles(),
        'order-summary.component.html',
        'aria-label="Details of the coupon"',
        'aria-label="Coupon of the coupon"',
      ),
    );
  });

  it('should find text written with character references and across a line’s whitespace', () => {
    const edited = replaceMarkupText(angularFiles(), 'angular', {
      from: 'support@example.com & we',
      nth: 3,
      value: 'help@example.com, and {{ we }}',
    });
    expect(edited).toEqual(
      withSnippet(
        angularFiles(),
        'order-summary.component.html',
        'support&#64;example.com &amp; we answer',
        'help&#64;example.com, and &#123;&#123; we &#125;&#125; answer',
      ),
    );
  });

  it('should escape quotes in an attribute value', () => {
    const edited = replaceMarkupText(angularFiles(), 'angular', {
      from: 'Order details',
      value: 'Say "hi" @once',
    });
    expect(edited).toEqual(
      withSnippet(
        angularFiles(),
        'order-summary.component.html',
        'title="Order details"',
        'title="Say &quot;hi&quot; &#64;once"',
      ),
    );
  });

  it('should not read comments, bindings, interpolations, block headers or class code as text', () => {
    for (const from of ['hidden until asked', 'label', 'toggle', 'open()', 'else', 'order__title'])
      expect(() =>
        replaceMarkupText(angularFiles(), 'angular', { from, nth: 0, value: 'x' }),
      ).toThrow(new DesignEditError(`“${from}” could not be found in the component's markup`));
  });

  it('should step over @for, @empty, @let and @switch headers and read the text inside them', () => {
    const template = `@let total = items().length;
<ul aria-label="Items">
  @for (item of items(); track item.id) {
    <li>{{ item.name }} item</li>
  } @empty {
    <li>No items yet</li>
  }
</ul>
@switch (total) {
  @case (0) { <p>Empty</p> }
  @default { <p>{{ total }} items</p> }
}
`;
    const files: GeneratedFile[] = [
      { path: 'items.component.html', content: template, type: 'template', language: 'html' },
    ];
    for (const from of ['total', 'track', 'item of', 'length', 'case', 'default'])
      expect(() => replaceMarkupText(files, 'angular', { from, nth: 0, value: 'x' })).toThrow(
        DesignEditError,
      );
    // "item" is shown three times: after each name, in "No items yet" and after the total.
    expect(replaceMarkupText(files, 'angular', { from: 'item', nth: 2, value: 'thing' })).toEqual(
      withSnippet(files, 'items.component.html', '}} items</p>', '}} things</p>'),
    );
    expect(
      replaceMarkupText(files, 'angular', { from: 'No items yet', nth: 0, value: 'Nothing' }),
    ).toEqual(withSnippet(files, 'items.component.html', 'No items yet', 'Nothing'));
  });

  it('should refuse an occurrence past the last', () => {
    expect(() =>
      replaceMarkupText(angularFiles(), 'angular', { from: 'Details', nth: 2, value: 'x' }),
    ).toThrow(new DesignEditError("“Details” could not be found in the component's markup"));
  });

  it('should edit an inline template inside its string literal, and not the class', () => {
    const files: GeneratedFile[] = [
      {
        path: 'banner.component.ts',
        content: INLINE_TS,
        type: 'component',
        language: 'typescript',
      },
    ];
    const edited = replaceMarkupText(files, 'angular', {
      from: 'Welcome back, friend',
      nth: 4,
      value: 'Hello `${you}`',
    });
    expect(edited).toEqual(
      withSnippet(
        files,
        'banner.component.ts',
        '<p class="banner">Welcome back, friend</p>',
        '<p class="banner">Hello \\`$&#123;you&#125;\\`</p>',
      ),
    );
  });
});

describe('given a React component written by a model provider', () => {
  it('should change JSX text, escaping braces and angle brackets, and no other byte', async () => {
    const files = reactFiles();
    const edited = replaceMarkupText(files, 'react', {
      from: 'Sign in to your account',
      value: 'Welcome {back} <friend> & co',
    });
    expect(edited).toEqual(
      withSnippet(
        files,
        'SignIn.tsx',
        '>Sign in to your account</h2>',
        '>Welcome &#123;back&#125; &lt;friend&gt; &amp; co</h2>',
      ),
    );
    expect(edited[1]).toBe(files[1]);
    expect(await validate(edited)).toEqual([]);
  });

  it('should count attributes, text and shown string literals in source order, and not code', () => {
    // "Sign in": the form's aria-label, then the button's text; the `title` constant is code.
    const edited = replaceMarkupText(reactFiles(), 'react-ds', {
      from: 'Sign in',
      nth: 2,
      value: 'Log in',
    });
    expect(edited).toEqual(
      withSnippet(reactFiles(), 'SignIn.tsx', ": 'Sign in'}</button>", ": 'Log in'}</button>"),
    );
    const label = replaceMarkupText(reactFiles(), 'react', {
      from: 'Sign in',
      nth: 0,
      value: 'Log in',
    });
    expect(label).toEqual(
      withSnippet(reactFiles(), 'SignIn.tsx', 'aria-label="Sign in"', 'aria-label="Log in"'),
    );
  });

  it('should escape quotes in an attribute and in a string literal', async () => {
    const placeholder = replaceMarkupText(reactFiles(), 'react', {
      from: 'you@example.com',
      value: 'name@"work".org',
    });
    expect(placeholder).toEqual(
      withSnippet(
        reactFiles(),
        'SignIn.tsx',
        'placeholder="you@example.com"',
        'placeholder="name@&quot;work&quot;.org"',
      ),
    );
    const literal = replaceMarkupText(reactFiles(), 'react', {
      from: "It's free",
      value: "It's 'free' </script>",
    });
    expect(literal).toEqual(
      withSnippet(
        reactFiles(),
        'SignIn.tsx',
        "{'It\\'s free, and",
        "{'It\\'s \\'free\\' <\\/script>, and",
      ),
    );
    expect(await validate(literal)).toEqual([]);
  });

  it('should find text across a line break and written with references', () => {
    const edited = replaceMarkupText(reactFiles(), 'react', {
      from: 'E-mail & login',
      value: 'E-mail',
    });
    expect(edited).toEqual(withSnippet(reactFiles(), 'SignIn.tsx', 'E-mail &amp; login', 'E-mail'));
  });

  it('should not read class names, handlers or imports as text', () => {
    for (const from of ['styles.title', 'preventDefault', 'react', 'email'])
      expect(() => replaceMarkupText(reactFiles(), 'react', { from, nth: 0, value: 'x' })).toThrow(
        DesignEditError,
      );
  });
});
