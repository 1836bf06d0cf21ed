import { errorEnvelopeSchema, scorecardAnswerSchema } from '@kiln/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanSafety } from '../src/quality/safety-scan';
import { browserChecks, compilesCheck } from '../src/quality/scorecard';
import { checkAnswerOnServer } from '../src/quality/server-checks';
import { createValidator } from '../src/quality/validator';
import { serverBusy } from '../src/errors';
import {
  bearer,
  createTestApp,
  parseAnswer,
  signup,
  type SignedUp,
  type TestApp,
} from './support/app';

const AT = '2026-11-24T12:00:00.000Z';
const scan = (path: string, content: string) => scanSafety([{ path, content }]);

describe('the safety scan', () => {
  it('finds each sink in code with its line', () => {
    const found = scan(
      'card.component.ts',
      [
        'export class Card {',
        '  show(el: HTMLElement, html: string) {',
        '    el.innerHTML = html;',
        '    this.sanitizer.bypassSecurityTrustHtml(html);',
        '    eval(html);',
        '    const f = new Function(html);',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(found.map(({ line, pattern }) => [line, pattern])).toEqual([
      [3, 'innerHTML'],
      [4, 'bypassSecurityTrustHtml'],
      [5, 'eval'],
      [6, 'new Function'],
    ]);
  });

  it('finds dangerouslySetInnerHTML in JSX', () => {
    expect(
      scan(
        'Card.tsx',
        'export const Card = ({ html }: { html: string }) => (\n  <div dangerouslySetInnerHTML={{ __html: html }} />\n);\n',
      ),
    ).toEqual([{ file: 'Card.tsx', line: 2, pattern: 'dangerouslySetInnerHTML' }]);
  });

  it('finds [innerHTML] bindings in templates and in inline templates', () => {
    expect(scan('card.component.html', '<p>hi</p>\n<div [innerHTML]="body"></div>\n')).toEqual([
      { file: 'card.component.html', line: 2, pattern: '[innerHTML]' },
    ]);
    expect(
      scan(
        'card.component.ts',
        '@Component({\n  template: `\n    <div\n      [innerHTML]="body"></div>`,\n})\nexport class Card {}\n',
      ),
    ).toEqual([{ file: 'card.component.ts', line: 4, pattern: '[innerHTML]' }]);
  });

  it('ignores comments, plain strings and look-alike names', () => {
    expect(
      scan(
        'card.component.ts',
        [
          '// never use el.innerHTML = x or eval(x)',
          '/* bypassSecurityTrustHtml(x) and new Function(x) */',
          "const help = 'Avoid innerHTML and eval(); use text bindings';",
          'const label = `Do not call eval(${name}) here`;',
          'const evaluate = (value: string) => value.length;',
          'const retrieval = evaluate("x");',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      scan('card.component.html', '<!-- <div [innerHTML]="x"></div> -->\n<p>innerHTML</p>'),
    ).toEqual([]);
  });

  it('keeps reading code inside template expressions', () => {
    expect(
      scan('a.ts', 'const s = `a ${ (() => { return eval("1"); })() } b`;\nel.outerHTML = s;'),
    ).toEqual([
      { file: 'a.ts', line: 1, pattern: 'eval' },
      { file: 'a.ts', line: 2, pattern: 'outerHTML' },
    ]);
  });

  it('leaves styles alone', () => {
    expect(scan('a.component.scss', '.innerHTML { content: "eval(x)"; }')).toEqual([]);
  });
});

describe('the scorecard rows', () => {
  const diagnostic = (severity: 'error' | 'warning', message: string) => ({
    file: 'a.component.ts',
    line: 4,
    column: 2,
    message,
    severity,
    source: 'typescript',
  });

  it('compiles: errors red, warnings amber, none green', () => {
    expect(compilesCheck([], AT).status).toBe('green');
    const amber = compilesCheck([diagnostic('warning', "'x' is declared but never read.")], AT);
    expect(amber).toMatchObject({ status: 'amber', reportedBy: 'server', checkedAt: AT });
    expect(amber.reason).toBe("1 warning; first: a.component.ts:4 'x' is declared but never read.");
    const red = compilesCheck(
      [
        diagnostic('warning', 'w'),
        diagnostic('error', 'Cannot find\nname "y".'),
        diagnostic('error', 'e'),
      ],
      AT,
    );
    expect(red.status).toBe('red');
    expect(red.reason).toBe('2 errors; first: a.component.ts:4 Cannot find name "y".');
  });

  it('renders and accessible are not checked without a browser report', () => {
    const rows = browserChecks(null, null);
    expect(rows.renders).toMatchObject({
      status: 'unchecked',
      checkedAt: null,
      reportedBy: 'browser',
    });
    expect(rows.accessible.status).toBe('unchecked');
  });

  it('renders red on a runtime error; accessible by the worst axe impact', () => {
    const violation = (impact: 'minor' | 'serious') => ({
      id: impact === 'minor' ? 'region' : 'label',
      impact,
      help:
        impact === 'minor' ? 'Content should be in landmarks' : 'Form elements must have labels',
      targets: ['#email'],
    });
    const crashed = browserChecks(
      { rendered: false, runtimeError: 'TypeError: x is undefined (a.ts:3:7)', violations: [] },
      AT,
    );
    expect(crashed.renders).toMatchObject({
      status: 'red',
      reason: 'Runtime error: TypeError: x is undefined (a.ts:3:7)',
    });
    expect(crashed.accessible.status).toBe('unchecked');
    expect(
      browserChecks({ rendered: true, runtimeError: null, violations: [] }, AT).accessible.status,
    ).toBe('green');
    expect(
      browserChecks({ rendered: true, runtimeError: null, violations: [violation('minor')] }, AT)
        .accessible.status,
    ).toBe('amber');
    const red = browserChecks(
      {
        rendered: true,
        runtimeError: null,
        violations: [violation('minor'), violation('serious')],
      },
      AT,
    );
    expect(red.renders.status).toBe('green');
    expect(red.accessible).toMatchObject({
      status: 'red',
      reason: 'axe found 1 serious or critical violation, first: Form elements must have labels',
    });
    expect(red.accessible.violations).toHaveLength(2);
  });
});

describe("an answer's checks while the worker pool is busy", () => {
  it('leave compiles not checked with no hash, and still scan for safety', async () => {
    const validator = createValidator({
      workers: { validate: () => Promise.reject(serverBusy()) },
    });
    const checks = await checkAnswerOnServer(
      validator,
      'angular',
      [{ path: 'a.component.html', content: '<div [innerHTML]="x"></div>' }],
      () => new Date(AT),
    );
    expect(checks.hash).toBeNull();
    expect(checks.compiles).toMatchObject({ status: 'unchecked', checkedAt: null });
    expect(checks.safe).toMatchObject({
      status: 'red',
      reason: '[innerHTML] in a.component.html:1',
    });
  });

  it('pass other failures on', async () => {
    const validator = createValidator({
      workers: { validate: () => Promise.reject(new Error('worker crashed')) },
    });
    await expect(
      checkAnswerOnServer(
        validator,
        'angular',
        [{ path: 'a.ts', content: '' }],
        () => new Date(AT),
      ),
    ).rejects.toThrow('worker crashed');
  });
});

describe('POST /api/ai/scorecard', () => {
  let ctx: TestApp;
  let ada: SignedUp;
  beforeAll(async () => {
    ctx = await createTestApp();
    ada = await signup(ctx.app);
    // As the server does at start: a cold thread's first check loads TypeScript, which on a busy
    // machine can overrun the check's deadline and leave "compiles" not checked.
    await ctx.app.ctx.workers.warm();
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  const score = (files: unknown[], token = ada.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ai/scorecard',
      headers: token ? bearer(token) : {},
      payload: { framework: 'react', files },
    });

  it('scores a React component that sets innerHTML: compiles green, safe red, browser rows not checked', async () => {
    const response = await score([
      {
        path: 'Notice.tsx',
        type: 'component',
        language: 'tsx',
        content:
          "import { useEffect, useRef } from 'react';\n\nexport function Notice({ html }: { html: string }) {\n  const box = useRef<HTMLDivElement>(null);\n  useEffect(() => {\n    if (box.current) box.current.innerHTML = html;\n  }, [html]);\n  return <div ref={box} />;\n}\n",
      },
    ]);
    expect(response.statusCode).toBe(200);
    const { data } = parseAnswer(scorecardAnswerSchema, response.body);
    expect(data.compiles.status).toBe('green');
    expect(data.safe).toMatchObject({ status: 'red', reason: 'innerHTML in Notice.tsx:6' });
    expect(data.renders.status).toBe('unchecked');
    expect(data.accessible).toMatchObject({ status: 'unchecked', violations: [] });
    expect(data.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('scores a type error red', async () => {
    const response = await score([
      {
        path: 'Broken.tsx',
        type: 'component',
        language: 'tsx',
        content:
          'export function Broken() {\n  const count: number = "one";\n  return <p>{count}</p>;\n}\n',
      },
    ]);
    const { data } = parseAnswer(scorecardAnswerSchema, response.body);
    expect(data.compiles.status).toBe('red');
    expect(data.compiles.reason).toContain('Broken.tsx:2');
    expect(data.safe.status).toBe('green');
  });

  it("fills the browser's rows from a report sent along", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/scorecard',
      headers: bearer(ada.token),
      payload: {
        framework: 'react',
        files: [
          {
            path: 'Hello.tsx',
            type: 'component',
            language: 'tsx',
            content: 'export function Hello() {\n  return <p>Hello</p>;\n}\n',
          },
        ],
        browser: {
          rendered: false,
          runtimeError: 'ReferenceError: x is not defined',
          violations: [],
        },
      },
    });
    const { data } = parseAnswer(scorecardAnswerSchema, response.body);
    expect(data.renders).toMatchObject({ status: 'red', reportedBy: 'browser' });
    expect(data.renders.checkedAt).not.toBeNull();
    expect(data.compiles.status).toBe('green');
  });

  it('answers 401 without a signed-in user', async () => {
    const response = await score([], '');
    expect(response.statusCode).toBe(401);
    parseAnswer(errorEnvelopeSchema, response.body);
  });
});
