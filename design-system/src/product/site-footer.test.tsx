import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter, type SiteFooterLinks } from './site-footer';
import type { ProductLinkProps } from './link';

// Sample links: the footer has none of its own.
const links: SiteFooterLinks = {
  columns: [
    {
      title: 'Product',
      links: [
        { href: '/how-it-works', label: 'How it works' },
        { href: '/best-practices', label: 'Best practices' },
        { href: '/tutorials', label: 'Tutorials' },
        { href: '/blog', label: 'Blog' },
      ],
    },
    {
      title: 'Company',
      links: [
        { href: '/about', label: 'About' },
        { href: '/contact', label: 'Contact' },
        { href: '/feedback', label: 'Feedback' },
      ],
    },
    {
      title: 'Resources',
      links: [
        { href: 'https://docs.kiln.dev', label: 'Documentation', external: true },
        { href: 'https://help.kiln.dev', label: 'Help center', external: true },
        { href: 'https://status.kiln.dev', label: 'Status', external: true },
        { href: 'https://community.kiln.dev', label: 'Community', external: true },
      ],
    },
    {
      title: 'Contact',
      links: [
        { href: 'mailto:careers@kiln.dev', label: 'Careers' },
        { href: 'mailto:press@kiln.dev', label: 'Press' },
        { href: 'mailto:partnerships@kiln.dev', label: 'Partnerships' },
        { href: 'mailto:support@kiln.dev', label: 'Support' },
      ],
    },
  ],
  legal: [
    { href: '/legal/privacy', label: 'Privacy' },
    { href: '/legal/terms', label: 'Terms' },
    { href: '/legal/cookies', label: 'Cookies' },
    { href: '/legal/data', label: 'Data protection' },
    { href: '/legal/security', label: 'Security' },
  ],
};

describe('given a SiteFooter', () => {
  it('should link every internal page it is given', () => {
    render(<SiteFooter year={2026} links={links} />);
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/'));
    expect(hrefs).toEqual([
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
    ]);
  });

  it('should title each column as given, in order', () => {
    render(<SiteFooter year={2026} links={links} />);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Product', 'Company', 'Resources', 'Contact']);
  });

  it('should put the legal links in the Legal navigation', () => {
    render(<SiteFooter year={2026} links={links} />);
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Privacy',
      'Terms',
      'Cookies',
      'Data protection',
      'Security',
    ]);
  });

  it('should open external resources in a new tab without leaking the opener', () => {
    render(<SiteFooter year={2026} links={links} />);
    const docs = screen.getByRole('link', { name: /Documentation/ });
    expect(docs).toHaveAttribute('href', 'https://docs.kiln.dev');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(docs).toHaveAccessibleName('Documentation (opens in a new tab)');
  });

  it('should keep links that are not external in the same tab', () => {
    render(<SiteFooter year={2026} links={links} />);
    const about = screen.getByRole('link', { name: 'About' });
    expect(about).not.toHaveAttribute('target');
    expect(about).not.toHaveAttribute('rel');
  });

  it('should offer mail links for careers, press, partnerships and support', () => {
    render(<SiteFooter year={2026} links={links} />);
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

  it('should render its links through the link component it is given', () => {
    function TaggedLink({ href, className, children }: ProductLinkProps) {
      return (
        <a href={href} className={className} data-router="">
          {children}
        </a>
      );
    }
    render(<SiteFooter year={2026} links={links} linkComponent={TaggedLink} />);
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: /Status/ })).not.toHaveAttribute('data-router');
  });

  it('should print the copyright line with the given year', () => {
    render(<SiteFooter year={2031} links={links} />);
    expect(
      within(screen.getByRole('contentinfo')).getByText('© 2031 Kiln. All rights reserved.'),
    ).toBeInTheDocument();
  });
});
