import { describe, expect, it } from 'vitest';
import { generate, validate } from '../src/index';
import { designSystemDeclarations } from './support/design-system';

describe('given model-written files with mistakes', () => {
  it('should report a broken Angular template with file and line', async () => {
    const diagnostics = await validate([
      { path: 'x.component.html', content: '<div>\n  @if (open() {\n  <p>Hi</p>\n</div>' },
    ]);
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics[0]).toMatchObject({ file: 'x.component.html', source: 'angular' });
    expect(diagnostics[0]!.line).toBeGreaterThanOrEqual(2);
  });

  it('should report a TypeScript type error against the Angular types', async () => {
    const content =
      "import { Component, input } from '@angular/core';\n\n@Component({ selector: 'app-x', template: '' })\nexport class XComponent {\n  readonly count = input<number>('three');\n}\n";
    const diagnostics = await validate([{ path: 'x.component.ts', content }]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      file: 'x.component.ts',
      line: 5,
      source: 'typescript',
      severity: 'error',
    });
  });

  it('should report an unknown import', async () => {
    const diagnostics = await validate([
      {
        path: 'y.component.ts',
        content: "import { Nope } from '@angular/core';\nexport const y = Nope;\n",
      },
    ]);
    expect(diagnostics.map((d) => d.message).join()).toContain('Nope');
  });

  it('should report SCSS syntax errors with their line', async () => {
    const diagnostics = await validate([
      { path: 'x.component.scss', content: '.a {\n  color: red;\n  .b { color: blue;\n' },
    ]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: 'x.component.scss', source: 'sass' });
  });

  it('should report a React component that misuses props', async () => {
    const content =
      'export function Hello({ name }: { name: string }) {\n  return <p>{name.toFixed(2)}</p>;\n}\n';
    const diagnostics = await validate([{ path: 'Hello.tsx', content }]);
    expect(diagnostics[0]).toMatchObject({ file: 'Hello.tsx', line: 2, source: 'typescript' });
  });

  it('should report a templateUrl that points to a missing file', async () => {
    const content =
      "import { Component } from '@angular/core';\n@Component({ selector: 'app-z', templateUrl: './z.component.html' })\nexport class ZComponent {}\n";
    const diagnostics = await validate([{ path: 'z.component.ts', content }]);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        source: 'files',
        message: expect.stringContaining('z.component.html'),
      }),
    ]);
  });

  it('should refuse paths that are not plain file names', async () => {
    const diagnostics = await validate([{ path: '../../etc/passwd.ts', content: 'export {};' }]);
    expect(diagnostics).toEqual([]);
    const nested = await validate([{ path: '../x y.ts', content: 'export {};' }]);
    expect(nested[0]).toMatchObject({ source: 'files' });
  });
});

describe('given the same file name checked with and without declarations handed in', () => {
  it('should check the text handed in, not the other check’s file of that name', async () => {
    const broken =
      'export function Twin() {\n  const n: number = "one";\n  return <p>{n}</p>;\n}\n';
    const fixed = 'export function Twin() {\n  const n: number = 1;\n  return <p>{n}</p>;\n}\n';
    const declarations = { 'some-package': 'export declare const x: number;' };
    // Each is the first check of Twin.tsx in its own workspace (with and without declarations).
    expect(await validate([{ path: 'Twin.tsx', content: broken }], { declarations })).toHaveLength(
      1,
    );
    expect(await validate([{ path: 'Twin.tsx', content: fixed }])).toEqual([]);
  });
});

describe('given react-ds files and the design system declarations handed in', () => {
  const declarations = designSystemDeclarations();
  const { files } = generate('A contact form with name, email, a topic select and a message', {
    framework: 'react-ds',
  });

  it('should type-check them with zero diagnostics', async () => {
    expect(await validate(files, { declarations })).toEqual([]);
  });

  it('should report a prop the design system does not have', async () => {
    const wrong = files.map((f) =>
      f.path.endsWith('.tsx')
        ? { ...f, content: f.content.replace('<FieldLabel>', '<FieldLabel tone="loud">') }
        : f,
    );
    const diagnostics = await validate(wrong, { declarations });
    expect(diagnostics.map((d) => d.message).join('\n')).toContain('tone');
  });

  it('should not find the package on disk when no declarations are handed in', async () => {
    const diagnostics = await validate(files);
    expect(diagnostics[0]?.message).toContain("Cannot find module '@kiln/design-system'");
  });
});
