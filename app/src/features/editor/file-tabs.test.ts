import { describe, expect, it } from 'vitest';
import type { AiGeneratedFile } from '@kiln/contract';
import { fileTabs } from './file-tabs';

const file = (path: string, type: AiGeneratedFile['type'], language: string): AiGeneratedFile => ({
  path,
  type,
  language,
  content: '',
});

describe('given a component’s files', () => {
  it('should show the component, template and styles, then the tests, by language', () => {
    const tabs = fileTabs([
      file('a.component.spec.ts', 'test', 'typescript'),
      file('a.component.scss', 'style', 'scss'),
      file('a.component.html', 'template', 'html'),
      file('a.component.ts', 'component', 'typescript'),
    ]);
    expect(tabs.map((tab) => tab.label)).toEqual(['TypeScript', 'HTML', 'SCSS', 'Tests']);
    expect(tabs[0]?.path).toBe('a.component.ts');
  });

  it('should name React files TSX and CSS, and tell two of a kind apart by file name', () => {
    const tabs = fileTabs([
      file('Card.tsx', 'component', 'tsx'),
      file('Card.module.css', 'style', 'css'),
      file('theme.css', 'style', 'css'),
    ]);
    expect(tabs.map((tab) => tab.label)).toEqual([
      'TSX',
      'CSS · Card.module.css',
      'CSS · theme.css',
    ]);
  });
});
