import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CodeTabs, getCodeTabLabels } from './code-tabs';

const files = [
  { language: 'ts', code: 'export class CardComponent {}' },
  { language: 'html', code: '<article class="card"></article>' },
  { language: 'scss', code: '.card { display: grid; }' },
];

describe('given CodeTabs', () => {
  it('should show one tab per file, named after its language, with the first one selected', () => {
    render(<CodeTabs files={files} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['TypeScript', 'HTML', 'SCSS']);
    expect(screen.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('export class CardComponent {}');
  });

  it('should switch files with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<CodeTabs files={files} />);
    await user.click(screen.getByRole('tab', { name: 'TypeScript' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'HTML' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('<article class="card"></article>');
  });

  it('should render nothing without files', () => {
    const { container } = render(<CodeTabs files={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('given getCodeTabLabels', () => {
  it('should prefer the label, then the file name, then the language', () => {
    expect(
      getCodeTabLabels([
        { code: '', language: 'ts', label: 'Component' },
        { code: '', language: 'html', path: 'src/app/card/card.component.html' },
        { code: '', language: 'scss' },
      ]),
    ).toEqual(['Component', 'card.component.html', 'SCSS']);
  });

  it('should number tabs that would otherwise share a name', () => {
    expect(
      getCodeTabLabels([
        { code: '', language: 'ts' },
        { code: '', language: 'html' },
        { code: '', language: 'typescript' },
      ]),
    ).toEqual(['TypeScript 1', 'HTML', 'TypeScript 2']);
  });
});
