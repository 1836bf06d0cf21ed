import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '@kiln/generator';
import { previewBuildAnswerSchema, type PreviewBuildBody } from '@kiln/contract';
import { RUNTIME_DIR } from '../src/preview/runtime-assets';
import { bearer, createTestApp, parseAnswer, signup, type TestApp } from './support/app';

/** The first preview build in a thread loads TypeScript, Angular's compiler and esbuild. */
const COLD_BUILD_TIMEOUT_MS = 120_000;

const angularFiles = (
  component: string,
  template: string,
  scss = ':host { display: block; }\n',
) => [
  {
    path: 'demo.component.ts',
    content: component,
    type: 'component' as const,
    language: 'typescript',
  },
  { path: 'demo.component.html', content: template, type: 'template' as const, language: 'html' },
  { path: 'demo.component.scss', content: scss, type: 'style' as const, language: 'scss' },
];

const SIGNALS_COMPONENT = `import { Component, computed, ElementRef, input, output, signal, viewChild } from '@angular/core';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';

@Component({
  selector: 'app-demo',
  imports: [ReactiveFormsModule],
  templateUrl: './demo.component.html',
  styleUrl: './demo.component.scss',
})
export class DemoComponent {
  readonly items = input<string[]>([]);
  readonly picked = output<string>();
  protected readonly filter = signal('');
  protected readonly shown = computed(() => this.items().filter((item) => item.includes(this.filter())));
  protected readonly box = viewChild<ElementRef<HTMLInputElement>>('box');
  protected readonly form = new FormGroup({ name: new FormControl('', { validators: [Validators.required] }) });
}
`;
const SIGNALS_TEMPLATE = `<form [formGroup]="form">
  <label for="name">Name</label>
  <input #box id="name" formControlName="name" />
</form>
@for (item of shown(); track item) {
  <button type="button" (click)="picked.emit(item)">{{ item }}</button>
} @empty {
  <p>Nothing yet</p>
}
@if (form.invalid) { <p>Required</p> }
`;

let test: TestApp;
let token: string;

const post = (body: object, authorization: Record<string, string> = bearer(token)) =>
  test.app.inject({
    method: 'POST',
    url: '/api/preview/builds',
    headers: authorization,
    payload: body,
  });

const buildOf = async (body: PreviewBuildBody) => {
  const response = await post(body);
  expect(response.statusCode).toBe(200);
  return parseAnswer(previewBuildAnswerSchema, response.body).data;
};

beforeAll(async () => {
  // The frame's document names the built runtime; build it when this checkout has not yet (or
  // built it before the runtime offered react-ds).
  const manifest = `${RUNTIME_DIR}manifest.json`;
  if (!existsSync(manifest) || !('react-ds' in JSON.parse(readFileSync(manifest, 'utf8'))))
    execFileSync(process.execPath, [
      fileURLToPath(new URL('../scripts/build-preview-runtime.mjs', import.meta.url)),
    ]);
  test = await createTestApp();
  await test.app.ctx.workers.warm();
  token = (await signup(test.app)).token;
}, COLD_BUILD_TIMEOUT_MS);

afterAll(async () => {
  await test?.close();
});

describe('given a generated Angular login form', { timeout: COLD_BUILD_TIMEOUT_MS }, () => {
  it('should compile it into a frame whose document, runtime and build are served to the sandbox', async () => {
    const files = generate('A login form with email and password fields and a submit button', {
      framework: 'angular',
    }).files;
    const build = await buildOf({ framework: 'angular', files });
    expect(build.problems).toEqual([]);
    expect(build.frameUrl).toBe(`/preview/frame/${build.id}`);

    const frame = await test.app.inject({
      method: 'GET',
      url: `${build.frameUrl}?theme=dark`,
      headers: { host: 'kiln.test' },
    });
    expect(frame.statusCode).toBe(200);
    const csp = String(frame.headers['content-security-policy']);
    // Scripts and forms (so a form's submit event fires), and no other sandbox permission; no
    // submission may navigate anywhere.
    expect(csp.split('; ')).toContain('sandbox allow-scripts allow-forms');
    expect(csp.split('; ')).toContain("form-action 'none'");
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain(`http://kiln.test/preview/builds/${build.id}.js`);
    expect(csp).toContain('frame-ancestors http://kiln.test');
    expect(frame.headers['x-frame-options']).toBeUndefined();
    expect(frame.body).toContain('class="dark"');

    const runtime = /src="(\/preview\/runtime\/angular\.[a-f0-9]{16}\.js)"/.exec(frame.body)?.[1];
    expect(runtime).toBeDefined();
    const script = await test.app.inject({
      method: 'GET',
      url: runtime!,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Loaded in CORS mode, so the frame sees its errors' stacks rather than "Script error.".
    expect(script.headers['access-control-allow-origin']).toBe('*');

    const code = await test.app.inject({ method: 'GET', url: `/preview/builds/${build.id}.js` });
    expect(code.statusCode).toBe(200);
    expect(code.headers['content-type']).toContain('javascript');
    // Signal inputs keep the metadata Angular's JIT compiler needs (the JIT transform ran).
    expect(code.body).toContain('isSignal: true');
    expect(code.body).toContain('__kilnPreviewModules["@angular/core"]');
  });

  it('should give the same id for the same code, and a build needs no session to load', async () => {
    const files = generate('A login form with email and password', { framework: 'angular' }).files;
    const first = await buildOf({ framework: 'angular', files });
    const second = await buildOf({ framework: 'angular', files: [...files].reverse() });
    expect(second.id).toBe(first.id);
    const frame = await test.app.inject({ method: 'GET', url: first.frameUrl! });
    expect(frame.statusCode).toBe(200);
  });
});

describe(
  'given Angular code with signals, input(), output(), viewChild, reactive forms and control flow',
  { timeout: COLD_BUILD_TIMEOUT_MS },
  () => {
    it('should compile without problems', async () => {
      const build = await buildOf({
        framework: 'angular',
        files: angularFiles(SIGNALS_COMPONENT, SIGNALS_TEMPLATE),
      });
      expect(build.problems).toEqual([]);
      const code = await test.app.inject({ method: 'GET', url: `/preview/builds/${build.id}.js` });
      expect(code.body).toContain('isSignal: true');
      expect(code.body).toContain('@for (item of shown(); track item)');
    });
  },
);

describe('given code that does not compile', { timeout: COLD_BUILD_TIMEOUT_MS }, () => {
  it('should answer a TypeScript error with its file and line and no frame', async () => {
    const broken = SIGNALS_COMPONENT.replace(
      'readonly picked = output<string>();',
      'readonly picked = output<string>(;',
    );
    const build = await buildOf({
      framework: 'angular',
      files: angularFiles(broken, SIGNALS_TEMPLATE),
    });
    expect(build.frameUrl).toBeNull();
    expect(build.problems[0]).toMatchObject({ file: 'demo.component.ts', line: 12 });
  });

  it('should answer a sass error with its file and line', async () => {
    const build = await buildOf({
      framework: 'angular',
      files: angularFiles(
        SIGNALS_COMPONENT,
        SIGNALS_TEMPLATE,
        ':host {\n  display: block;\n  color: $missing;\n}\n',
      ),
    });
    expect(build.frameUrl).toBeNull();
    expect(build.problems[0]).toMatchObject({ file: 'demo.component.scss', line: 3 });
    expect(build.problems[0]?.message).toMatch(/Undefined variable/);
  });

  it('should answer an Angular template error with its file and line', async () => {
    const build = await buildOf({
      framework: 'angular',
      files: angularFiles(
        SIGNALS_COMPONENT,
        '<p>fine</p>\n@if (shown().length {\n  <p>open</p>\n}\n',
      ),
    });
    expect(build.frameUrl).toBeNull();
    expect(build.problems[0]).toMatchObject({ file: 'demo.component.html', line: 2 });
  });

  it('should answer an import the preview does not offer as a problem, not a server error', async () => {
    const component = `import { Component } from '@angular/core';\nimport confetti from 'canvas-confetti';\n@Component({ selector: 'app-demo', template: '<p>hi</p>' })\nexport class DemoComponent { readonly fire = confetti; }\n`;
    const response = await post({
      framework: 'angular',
      files: [
        {
          path: 'demo.component.ts',
          content: component,
          type: 'component',
          language: 'typescript',
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const build = parseAnswer(previewBuildAnswerSchema, response.body).data;
    expect(build.frameUrl).toBeNull();
    expect(build.problems.length).toBeGreaterThan(0);
  });
});

describe(
  'given a generated React component with CSS modules',
  { timeout: COLD_BUILD_TIMEOUT_MS },
  () => {
    it('should bundle it with React read from the runtime and its CSS added to the frame', async () => {
      const files = generate('A login form with email and password', { framework: 'react' }).files;
      const build = await buildOf({ framework: 'react', files });
      expect(build.problems).toEqual([]);
      const code = await test.app.inject({ method: 'GET', url: `/preview/builds/${build.id}.js` });
      expect(code.body).toContain('__kilnPreviewModules["react/jsx-runtime"]');
      expect(code.body).toContain('__kilnPreview.addStyle(');
      const frame = await test.app.inject({
        method: 'GET',
        url: build.frameUrl!,
        headers: { host: 'kiln.test' },
      });
      expect(String(frame.headers['content-security-policy'])).not.toContain('unsafe-eval');
    });
  },
);

describe(
  'given a generated React component written with Kiln design system',
  { timeout: COLD_BUILD_TIMEOUT_MS },
  () => {
    it('should bundle it with the design system read from the runtime and its stylesheet in the frame', async () => {
      const files = generate('A login form with email and password', {
        framework: 'react-ds',
      }).files;
      expect(files.some((file) => file.content.includes("from '@kiln/design-system'"))).toBe(true);
      const build = await buildOf({ framework: 'react-ds', files });
      expect(build.problems).toEqual([]);
      const code = await test.app.inject({ method: 'GET', url: `/preview/builds/${build.id}.js` });
      expect(code.body).toContain('__kilnPreviewModules["@kiln/design-system"]');

      const frame = await test.app.inject({
        method: 'GET',
        url: `${build.frameUrl}?theme=dark`,
        headers: { host: 'kiln.test' },
      });
      expect(frame.statusCode).toBe(200);
      expect(frame.body).toContain('class="dark"');
      const runtime = /src="(\/preview\/runtime\/react-ds\.[a-f0-9]{16}\.js)"/.exec(
        frame.body,
      )?.[1];
      expect(runtime).toBeDefined();
      const csp = String(frame.headers['content-security-policy']);
      expect(csp).toContain(`http://kiln.test${runtime}`);
      expect(csp).not.toContain('unsafe-eval');
      const styles = readFileSync(
        fileURLToPath(new URL('../../design-system/dist/styles.css', import.meta.url)),
        'utf8',
      );
      expect(frame.body).toContain(styles.slice(0, 200));
      const script = await test.app.inject({ method: 'GET', url: runtime! });
      expect(script.statusCode).toBe(200);
    });

    it('should keep the design system out of plain React frames', async () => {
      const files = generate('A login form with email and password', { framework: 'react' }).files;
      const build = await buildOf({ framework: 'react', files });
      const frame = await test.app.inject({ method: 'GET', url: build.frameUrl! });
      expect(frame.body).toMatch(/\/preview\/runtime\/react\.[a-f0-9]{16}\.js/);
      expect(frame.body.match(/<style>/g)).toHaveLength(2);
    });

    it('should refuse the design system in plain React code', async () => {
      const files = generate('A login form with email and password', {
        framework: 'react-ds',
      }).files;
      const build = await buildOf({ framework: 'react', files });
      expect(build.frameUrl).toBeNull();
      expect(build.problems[0]?.message).toContain('@kiln/design-system');
    });
  },
);

describe('given a shell, the frame the app keeps warm and mounts builds into', () => {
  it('should load the runtime only, and admit scripts from the runtime and the builds path alone', async () => {
    const shell = await test.app.inject({
      method: 'GET',
      url: '/preview/shell/angular?theme=dark',
      headers: { host: 'kiln.test' },
    });
    expect(shell.statusCode).toBe(200);
    const csp = String(shell.headers['content-security-policy']);
    // Scripts and forms (so a form's submit event fires), and no other sandbox permission; no
    // submission may navigate anywhere.
    expect(csp.split('; ')).toContain('sandbox allow-scripts allow-forms');
    expect(csp.split('; ')).toContain("form-action 'none'");
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain('frame-ancestors http://kiln.test');
    expect(shell.headers['x-frame-options']).toBeUndefined();
    const scripts = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scripts).toEqual([
      expect.stringMatching(/^http:\/\/kiln\.test\/preview\/runtime\/angular\.[a-f0-9]{16}\.js$/),
      expect.stringMatching(/^http:\/\/kiln\.test\/preview\/runtime\/axe\.[a-f0-9]{16}\.js$/),
      'http://kiln.test/preview/builds/',
      "'unsafe-eval'",
    ]);
    expect(shell.body).toContain('class="dark"');
    expect(shell.body).not.toContain('data-build');
    expect(shell.body.match(/<script /g)).toHaveLength(1);
  });

  it('should serve React shells without eval, and no shell of an unknown framework', async () => {
    const react = await test.app.inject({ method: 'GET', url: '/preview/shell/react-ds' });
    expect(react.statusCode).toBe(200);
    expect(String(react.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect(react.body).toMatch(/\/preview\/runtime\/react-ds\.[a-f0-9]{16}\.js/);
    const vue = await test.app.inject({ method: 'GET', url: '/preview/shell/vue' });
    expect(vue.statusCode).toBe(400);
  });
});

describe('given a request without a session', () => {
  it('should refuse to compile', async () => {
    const files = generate('A login form', { framework: 'angular' }).files;
    const response = await post({ framework: 'angular', files }, {});
    expect(response.statusCode).toBe(401);
  });
});

describe('given an id no build has', () => {
  it('should answer 404 for its frame and its script', async () => {
    const id = 'f'.repeat(64);
    expect((await test.app.inject({ method: 'GET', url: `/preview/frame/${id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await test.app.inject({ method: 'GET', url: `/preview/builds/${id}.js` })).statusCode,
    ).toBe(404);
    expect(
      (
        await test.app.inject({
          method: 'GET',
          url: '/preview/runtime/angular.0000000000000000.js',
        })
      ).statusCode,
    ).toBe(404);
  });
});
