import { describe, expect, it } from 'vitest';
import { canFormat, formatFile } from './format';

describe('given code to format', () => {
  it('should print TypeScript the way Kiln writes it', async () => {
    const formatted = await formatFile(
      { language: 'typescript', content: 'const a = {b:"c"}' },
      'angular',
    );
    expect(formatted).toBe("const a = { b: 'c' };\n");
  });

  it('should keep an Angular template’s control flow and bindings', async () => {
    const formatted = await formatFile(
      { language: 'html', content: '@if (open()) {<p  [class.on]="on">Hi</p>}' },
      'angular',
    );
    expect(formatted).toBe('@if (open()) {\n  <p [class.on]="on">Hi</p>\n}\n');
  });

  it('should print SCSS', async () => {
    const formatted = await formatFile(
      { language: 'scss', content: ':host{display:block;.a{gap:1rem}}' },
      'angular',
    );
    expect(formatted).toBe(':host {\n  display: block;\n  .a {\n    gap: 1rem;\n  }\n}\n');
  });

  it('should fail with Prettier’s message for code that does not parse', async () => {
    await expect(
      formatFile({ language: 'tsx', content: 'const = <div>' }, 'react'),
    ).rejects.toThrow(/\(1:7\)/);
  });

  it('should leave a language it cannot format alone', async () => {
    expect(canFormat({ language: 'markdown' }, 'angular')).toBe(false);
    expect(await formatFile({ language: 'markdown', content: '#  a' }, 'angular')).toBe('#  a');
  });
});
