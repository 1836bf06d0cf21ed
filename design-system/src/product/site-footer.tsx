import type * as React from 'react';
import { ExternalLink, Flame } from 'lucide-react';
import { cn } from '../lib/cn';
import type { LinkComponent } from './link';

export type SiteFooterLink = {
  label: string;
  /** A page of the app, an address on another site, or a `mailto:` address. */
  href: string;
  /**
   * A page on another site: it opens in a new tab, says so to screen readers, and gets no handle on
   * this page. Other links render through `linkComponent`.
   */
  external?: boolean;
};

/** One titled column of links beside the brand. */
export type SiteFooterColumn = { title: string; links: readonly SiteFooterLink[] };

/** Every link the footer shows. The app owns its URLs and labels; the footer only lays them out. */
export type SiteFooterLinks = {
  /** The columns beside the brand, in order; the wide layout has room for four. */
  columns: readonly SiteFooterColumn[];
  /** The policies in the bottom row's Legal navigation. */
  legal: readonly SiteFooterLink[];
};

export type SiteFooterProps = Omit<React.ComponentProps<'footer'>, 'children'> & {
  /** The copyright year. Passed in so that rendering never depends on the clock. */
  year: number;
  /** The columns' and the legal row's links; the footer knows no URL of its own. */
  links: SiteFooterLinks;
  linkComponent?: LinkComponent;
  brandName?: string;
};

const linkClass = cn(
  'inline-flex items-center gap-1 rounded-control text-sm text-muted-foreground transition-colors duration-150',
  'outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
);

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div data-slot="site-footer-column">
      <h2 className="mb-3 text-sm font-semibold text-foreground">{title}</h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  );
}

/** The site-wide footer: columns of links, the copyright line and the legal links. */
export function SiteFooter({
  year,
  links,
  linkComponent: Link = 'a',
  brandName = 'Kiln',
  className,
  ...props
}: SiteFooterProps) {
  const items = (footerLinks: readonly SiteFooterLink[]) =>
    footerLinks.map((link) => (
      <li key={link.href}>
        {link.external ? (
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {link.label} <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <Link href={link.href} className={linkClass}>
            {link.label}
          </Link>
        )}
      </li>
    ));

  return (
    <footer
      data-slot="site-footer"
      className={cn('border-t border-border bg-muted text-foreground', className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-5">
        <div data-slot="site-footer-brand" className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <Flame aria-hidden className="size-6 text-primary" />
            {brandName}
          </p>
          <p className="text-sm text-muted-foreground">
            Describe a component in plain language and get working Angular or React code.
          </p>
        </div>
        {links.columns.map((column) => (
          <FooterColumn key={column.title} title={column.title}>
            {items(column.links)}
          </FooterColumn>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p data-slot="site-footer-copyright" className="text-sm text-muted-foreground">
            © {year} {brandName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">{items(links.legal)}</ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
