import { describe, expect, it } from 'vitest';
import { groupComponents } from './component-index';

describe('given the entries of the Storybook index', () => {
  const entries = [
    {
      id: 'design-system-button--playground',
      title: 'Design System/Button',
      type: 'story' as const,
    },
    { id: 'design-system-button--docs', title: 'Design System/Button', type: 'docs' as const },
    { id: 'design-system-badge--matrix', title: 'Design System/Badge', type: 'story' as const },
    {
      id: 'design-system-product-siteheader--guest',
      title: 'Design System/Product/SiteHeader',
      type: 'story' as const,
    },
    {
      id: 'foundations-colors--semantic-colors',
      title: 'Foundations/Colors',
      type: 'story' as const,
    },
  ];

  it('should list primitives and product components apart, by name', () => {
    const [components, product] = groupComponents(entries);
    expect(components?.[0]).toBe('Primitives');
    expect(components?.[1].map((link) => link.name)).toEqual(['Badge', 'Button']);
    expect(product?.[0]).toBe('Product components');
    expect(product?.[1].map((link) => link.name)).toEqual(['SiteHeader']);
  });

  it('should link to the docs page when there is one, else to the first story', () => {
    const [components] = groupComponents(entries);
    expect(components?.[1].find((link) => link.name === 'Button')?.href).toBe(
      './?path=/docs/design-system-button--docs',
    );
    expect(components?.[1].find((link) => link.name === 'Badge')?.href).toBe(
      './?path=/story/design-system-badge--matrix',
    );
  });

  it('should leave out everything that is not a design-system component', () => {
    const titles = groupComponents(entries).flatMap(([, links]) => links.map((link) => link.title));
    expect(titles).not.toContain('Foundations/Colors');
  });
});
