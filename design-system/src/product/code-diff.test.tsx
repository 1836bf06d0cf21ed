import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeDiff, countDiffLines, parseUnifiedDiff } from './code-diff';

const patch = [
  'Index: login-form.component.html',
  '===================================================================',
  '--- login-form.component.html',
  '+++ login-form.component.html',
  '@@ -3,3 +3,4 @@',
  '   <input id="email" type="email" />',
  '-  <input id="password" type="password" />',
  '+  <input id="password" type="password" autocomplete="current-password" />',
  '+  <input id="phone" type="tel" />',
  ' </form>',
  '\\ No newline at end of file',
].join('\n');

describe('given parseUnifiedDiff', () => {
  it('should number each line in the old and the new version and skip the file headers', () => {
    expect(parseUnifiedDiff(patch)).toEqual([
      { kind: 'hunk', text: '@@ -3,3 +3,4 @@' },
      { kind: 'context', text: '  <input id="email" type="email" />', oldNumber: 3, newNumber: 3 },
      { kind: 'removed', text: '  <input id="password" type="password" />', oldNumber: 4 },
      {
        kind: 'added',
        text: '  <input id="password" type="password" autocomplete="current-password" />',
        newNumber: 4,
      },
      { kind: 'added', text: '  <input id="phone" type="tel" />', newNumber: 5 },
      { kind: 'context', text: '</form>', oldNumber: 5, newNumber: 6 },
    ]);
  });

  it('should count added and removed lines', () => {
    expect(countDiffLines(parseUnifiedDiff(patch))).toEqual({ added: 2, removed: 1 });
  });
});

describe('given a CodeDiff', () => {
  it('should tell screen readers which lines were added and removed', () => {
    render(<CodeDiff patch={patch} label="login-form.component.html" />);
    const changes = screen.getByRole('group', { name: 'Changes to login-form.component.html' });
    const spoken = (kind: string) =>
      [...changes.querySelectorAll(`[data-kind="${kind}"] > span:last-child`)].map(
        (line) => line.textContent,
      );
    expect(spoken('added')).toEqual([
      'Added:   <input id="password" type="password" autocomplete="current-password" />',
      'Added:   <input id="phone" type="tel" />',
    ]);
    expect(spoken('removed')).toEqual(['Removed:   <input id="password" type="password" />']);
    expect(screen.getByText('2 lines added, 1 line removed')).toBeInTheDocument();
  });

  it('should say so when the file did not change', () => {
    render(<CodeDiff patch="" label="login-form.component.scss" />);
    expect(screen.getByText('No changes in this file.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
