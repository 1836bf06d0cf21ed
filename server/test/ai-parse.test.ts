import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../src/ai/parse';

describe('given a model answer with fenced code blocks', () => {
  it('should keep the prose, name the Angular files after the component and read the next steps', () => {
    const text = [
      'Here is the card.',
      '```ts',
      "@Component({ selector: 'app-team-card', templateUrl: './team-card.component.html', styleUrl: './team-card.component.scss' })",
      'export class TeamCardComponent {}',
      '```',
      '```html',
      '<article class="team">Team</article>',
      '```',
      '```scss',
      '.team { padding: 1rem; }',
      '```',
      'Next steps:',
      '- Add avatars',
      '- Use a dark theme',
    ].join('\n');
    const parsed = parseAnswer(text, 'angular');
    expect(parsed.message).toBe('Here is the card.');
    expect(parsed.files.map((f) => [f.path, f.type])).toEqual([
      ['team-card.component.ts', 'component'],
      ['team-card.component.html', 'template'],
      ['team-card.component.scss', 'style'],
    ]);
    expect(parsed.suggestions).toEqual(['Add avatars', 'Use a dark theme']);
  });

  it('should not count blocks of 10 characters or fewer', () => {
    const parsed = parseAnswer(
      'Run this:\n```sh\nnpm i x\n```\nand this:\n```ts\nconst a = 1;\n```',
      'angular',
    );
    expect(parsed.codeBlocks).toEqual([{ language: 'typescript', code: 'const a = 1;\n' }]);
  });

  it('should keep a block cut off by the end of the answer, so it is validated rather than lost', () => {
    const parsed = parseAnswer('Here:\n```html\n<section class="hero">Welcome', 'angular');
    expect(parsed.codeBlocks).toEqual([
      { language: 'html', code: '<section class="hero">Welcome\n' },
    ]);
  });

  it('should infer the language of an unlabelled block and name React files after the function', () => {
    const text =
      "```\nimport styles from './Hero.module.css';\nimport { useState } from 'react';\nexport function Hero() { return <section className={styles.hero} />; }\n```\n```css\n.hero { display: grid; }\n```";
    const parsed = parseAnswer(text, 'react');
    expect(parsed.files.map((f) => f.path)).toEqual(['Hero.tsx', 'Hero.module.css']);
    expect(parsed.codeBlocks[0]?.language).toBe('tsx');
  });

  it('should answer prose without code as a message with no files', () => {
    const parsed = parseAnswer(
      'OnPush re-renders a component only when its inputs or signals change.',
      'angular',
    );
    expect(parsed).toMatchObject({ codeBlocks: [], files: [], suggestions: [] });
  });
});
