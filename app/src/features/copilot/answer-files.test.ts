import type { AiGeneratedFile } from '@kiln/contract';
import { describe, expect, it } from 'vitest';
import { changesBetween } from './answer-files';

const file = (type: AiGeneratedFile['type'], path: string, content: string): AiGeneratedFile => ({
  type,
  path,
  content,
  language: path.endsWith('.html') ? 'html' : path.endsWith('.scss') ? 'scss' : 'typescript',
});

const before = [
  file('style', 'login-form.component.scss', '.form { display: grid; }\n'),
  file('component', 'login-form.component.ts', 'export class LoginFormComponent {}\n'),
  file('template', 'login-form.component.html', '<form>\n  <input id="email" />\n</form>\n'),
];

describe('given a follow-up that added a field', () => {
  it('should show the added line in the template and no change elsewhere', () => {
    const after = before.map((f) =>
      f.type === 'template'
        ? {
            ...f,
            content: '<form>\n  <input id="email" />\n  <input id="phone" type="tel" />\n</form>\n',
          }
        : f,
    );
    const changes = changesBetween(before, after);
    expect(changes.map((change) => change.label)).toEqual([
      'login-form.component.ts',
      'login-form.component.html',
      'login-form.component.scss',
    ]);
    expect(changes[1]?.patch).toContain('+  <input id="phone" type="tel" />');
    expect(changes[0]?.patch).not.toContain('@@');
  });
});
