import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

describe('given a SiteFooter', () => {
  it('should link every internal page', () => {
    render(<SiteFooter year={2026} />);
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/how-it-works',
        '/best-practices',
        '/tutorials',
        '/blog',
        '/about',
        '/contact',
        '/feedback',
        '/legal/privacy',
        '/legal/terms',
        '/legal/cookies',
        '/legal/data',
        '/legal/security',
      ]),
    );
  });

  it('should open external resources in a new tab without leaking the opener', () => {
    render(<SiteFooter year={2026} />);
    const docs = screen.getByRole('link', { name: /Documentation/ });
    expect(docs).toHaveAttribute('href', 'https://docs.kiln.dev');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(docs).toHaveAccessibleName('Documentation (opens in a new tab)');
  });

  it('should let one external address be overridden and keep the other defaults', () => {
    render(<SiteFooter year={2026} externalUrls={{ status: 'https://status.example.org' }} />);
    expect(screen.getByRole('link', { name: /Status/ })).toHaveAttribute(
      'href',
      'https://status.example.org',
    );
    expect(screen.getByRole('link', { name: /Community/ })).toHaveAttribute(
      'href',
      'https://community.kiln.dev',
    );
  });

  it('should offer mail links for careers, press, partnerships and support', () => {
    render(<SiteFooter year={2026} />);
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      'mailto:careers@kiln.dev',
    );
    expect(screen.getByRole('link', { name: 'Press' })).toHaveAttribute(
      'href',
      'mailto:press@kiln.dev',
    );
    expect(screen.getByRole('link', { name: 'Partnerships' })).toHaveAttribute(
      'href',
      'mailto:partnerships@kiln.dev',
    );
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@kiln.dev',
    );
  });

  it('should print the copyright line with the given year', () => {
    render(<SiteFooter year={2031} />);
    expect(
      within(screen.getByRole('contentinfo')).getByText('© 2031 Kiln. All rights reserved.'),
    ).toBeInTheDocument();
  });
});
