import type { Template } from '@kiln/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TemplateCard } from './template-card';

const hostile: Template = {
  id: '6f1c1f0e-7a4c-4d8e-9a51-2f0f5f0f5f0f',
  name: '<img src=x onerror=alert(1)>',
  description: '"><script>alert(document.cookie)</script>',
  category: 'ui',
  frameworks: ['angular'],
  tags: ['<b>bold</b>'],
  request: { description: 'a card' },
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
};

describe('given a template whose text holds markup', () => {
  it('should show the markup as text and add no element of its own', () => {
    const html = renderToStaticMarkup(
      <ul>
        <TemplateCard template={hostile} selected={false} onSelect={() => undefined} />
      </ul>,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toMatch(/<img|<script|<b>/);
  });
});
