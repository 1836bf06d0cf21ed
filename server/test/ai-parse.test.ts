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

  it('should name react-ds files the way it names React files', () => {
    const text =
      "```tsx\nimport { Button } from '@kiln/design-system';\nexport function Save() { return <Button>Save</Button>; }\n```";
    expect(parseAnswer(text, 'react-ds').files.map((f) => f.path)).toEqual(['Save.tsx']);
  });

  it('should answer prose without code as a message with no files', () => {
    const parsed = parseAnswer(
      'OnPush re-renders a component only when its inputs or signals change.',
      'angular',
    );
    expect(parsed).toMatchObject({ codeBlocks: [], files: [], suggestions: [] });
  });
});

// Catastrophic backtracking takes seconds to hours; a second is generous for any honest parse.
const DEADLINE_MS = 1_000;
const BLOCK_BYTES = 64 * 1024;
const fill = (shape: string) =>
  shape.repeat(Math.ceil(BLOCK_BYTES / shape.length)).slice(0, BLOCK_BYTES);

describe('given a 64 KB adversarial block from a model', () => {
  const shapes: [string, string][] = [
    ['untagged selectors and colons', `\`\`\`\n${fill('.a{:')}\n\`\`\``],
    ['colons, braces and spaces', `\`\`\`\n${fill(':{ ')}\n\`\`\``],
    ['a run of opening braces', `\`\`\`\n.card ${fill('{')}\n\`\`\``],
    ['a run of semicolons', `\`\`\`\n.card {${fill(';')}\n\`\`\``],
    ['a run of spaces', `\`\`\`\n.card${fill(' ')}x\n\`\`\``],
    ['repeated declarations without an end', `\`\`\`\n.card {${fill('a:')}\n\`\`\``],
    ['nested braces', `\`\`\`\n${fill('.a { .b { c: d')}\n\`\`\``],
    ['backticks without a line break', fill('`')],
    ['fences without ends', fill('```\n')],
    ['fence openings on one line', `${fill('``` \t')}x`],
    ['blank lines before a heading that never ends', `${fill('\n')}Next steps${fill(' ')}x`],
    ['a bullet with trailing spaces', `Next steps:\n- a${fill(' ')}b`],
    ['Angular imports on every line', `\`\`\`\n${fill(' import x\n')}\n\`\`\``],
  ];

  it.each(shapes)('should parse %s within the deadline', (_shape, text) => {
    const started = performance.now();
    parseAnswer(text, 'angular');
    parseAnswer(text, 'react');
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS);
  });
});

describe('given unlabelled blocks', () => {
  it('should read a rule with a declaration as SCSS, and code with functions as plain text', () => {
    const styles = parseAnswer('```\n:host {\n  display: block;\n}\n```', 'angular');
    expect(styles.codeBlocks[0]?.language).toBe('scss');
    const script = parseAnswer('```\n.x { a: b; }\nconst f = () => 1;\n```', 'angular');
    expect(script.codeBlocks[0]?.language).toBe('text');
  });

  it('should not read a rule without a declaration as SCSS', () => {
    const parsed = parseAnswer('```\n.card { color; }\n```', 'angular');
    expect(parsed.codeBlocks[0]?.language).toBe('text');
  });
});

describe('given a next-steps list after blank lines', () => {
  it('should read the bullets and leave blank bullets out', () => {
    const parsed = parseAnswer(
      'Done.\n\n\n  **Next steps:**  \n- Add tests  \n-   \n2) Ship it',
      'angular',
    );
    expect(parsed.message).toBe('Done.');
    expect(parsed.suggestions).toEqual(['Add tests', 'Ship it']);
  });
});
