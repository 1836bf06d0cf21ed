/** A Vitest + Testing Library test for a React component, written from the component's facts. */
import type { ComponentFacts } from './component-facts';
import { sampleValue } from './samples';

/** The props a test or story renders the component with, as JSX attributes. */
export function reactSampleProps(facts: ComponentFacts): string {
  return facts.required
    .map(
      (input) => ` ${input.name}={${sampleValue(input.type, input.name) ?? 'undefined as never'}}`,
    )
    .join('');
}

/** Where the rendered content is: the render container, or the page's body for a portal. */
const scope = (facts: ComponentFacts) => (facts.portalled ? 'baseElement' : 'container');

const rootRender = (facts: ComponentFacts) => `  it('should render its root element', () => {
    const { container } = render(<${facts.symbol}${reactSampleProps(facts)} />);
    expect(container.firstElementChild).not.toBeNull();
  });`;

const portalledRender = (
  facts: ComponentFacts,
) => `  it('should render its dialog into the page', () => {
    const { baseElement } = render(<${facts.symbol}${reactSampleProps(facts)} />);
    expect(baseElement.querySelector('[role="dialog"]')).not.toBeNull();
  });`;

/** `<Base>.test.tsx` beside the component: it renders, and its content is reachable by role. */
export function emitReactTest(facts: ComponentFacts): { path: string; content: string } {
  const base = facts.importPath.slice(2);
  return {
    path: `${base}.test.tsx`,
    content: `import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ${facts.symbol} } from '${facts.importPath}';

afterEach(cleanup);

/** A button's name: its text, aria-label, a <label> for it or what aria-labelledby points at. */
const accessibleName = (button: HTMLButtonElement) =>
  [
    button.textContent,
    button.getAttribute('aria-label'),
    ...Array.from(button.labels, (label) => label.textContent),
    ...(button.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => (id ? document.getElementById(id)?.textContent : '')),
  ]
    .map((text) => (text ?? '').trim())
    .find(Boolean);

describe('${facts.symbol}', () => {
${facts.portalled ? portalledRender(facts) : rootRender(facts)}

  it('should give every button an accessible name', () => {
    const { ${scope(facts)} } = render(<${facts.symbol}${reactSampleProps(facts)} />);
    // Checkboxes and switches of the design system are buttons named by their field's label.
    for (const button of ${scope(facts)}.querySelectorAll('button'))
      expect(accessibleName(button)).toBeTruthy();
  });
});
`,
  };
}
