import { describe, expect, it } from 'vitest';
import { generate } from '../src/index';

// A button described by its variants and states alone names no label: its projected content
// (`<ng-content>`, `children`) then has a fallback, so it never mounts as an empty button.
const DESCRIPTION =
  'A button with primary, secondary and outline variants, small, medium and large sizes, a disabled state and a loading state that shows a spinner and blocks clicks.';

const file = (files: { path: string; content: string }[], ending: string) =>
  files.find((candidate) => candidate.path.endsWith(ending))?.content ?? '';

describe('given a button described without words for its label', () => {
  it('should give the Angular button a label as the fallback of its projected content', () => {
    const { files } = generate(DESCRIPTION, { framework: 'angular' });
    const template = file(files, '.component.html');
    expect(template).toContain('<button');
    expect(template).toMatch(/<ng-content>\s*Continue\s*<\/ng-content>/);
  });

  it('should give the React and design system buttons a label when no children are passed', () => {
    for (const framework of ['react', 'react-ds'] as const) {
      const { files } = generate(DESCRIPTION, { framework });
      const component = file(files, '.tsx');
      expect(component, framework).toContain("children ?? 'Continue'");
    }
  });
});
