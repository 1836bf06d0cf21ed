import type { AiGeneratedFile } from '@kiln/contract';
import { describe, expect, it } from 'vitest';
import { allFilesText, answerTabs, suggestedName } from './generated-files';

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

describe('given an answer’s files', () => {
  it('should show the component, template and styles as TypeScript, HTML and SCSS tabs', () => {
    expect(answerTabs(before).map((tab) => tab.label)).toEqual(['TypeScript', 'HTML', 'SCSS']);
  });

  it('should copy every file under its path', () => {
    expect(allFilesText(before)).toMatch(/^\/\/ login-form\.component\.ts\nexport class/);
    expect(allFilesText(before)).toContain('// login-form.component.scss\n.form');
  });

  it('should name the component after its main file', () => {
    expect(suggestedName(before)).toBe('Login form');
  });
});

describe('given a react-ds answer', () => {
  const files: AiGeneratedFile[] = [
    { type: 'style', path: 'ContactForm.module.css', language: 'css', content: '.root {}\n' },
    {
      type: 'component',
      path: 'ContactForm.tsx',
      language: 'tsx',
      content: "import { Button } from '@kiln/design-system';\n",
    },
  ];

  it('should show the component first, then its small CSS module', () => {
    expect(answerTabs(files).map((tab) => tab.path)).toEqual([
      'ContactForm.tsx',
      'ContactForm.module.css',
    ]);
    expect(suggestedName(files)).toBe('Contact form');
  });
});
