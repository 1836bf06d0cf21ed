import type * as React from 'react';
import { ExternalLink, Flame } from 'lucide-react';
import { cn } from '../lib/cn';
import type { LinkComponent } from './link';

export type SiteFooterLink = { href: string; label: string };

export const siteFooterProductLinks: readonly SiteFooterLink[] = [
  { href: '/how-it-works', label: 'How it works' },
  { href: '/best-practices', label: 'Best practices' },
  { href: '/tutorials', label: 'Tutorials' },
  { href: '/blog', label: 'Blog' },
];

export const siteFooterCompanyLinks: readonly SiteFooterLink[] = [
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
  { href: '/feedback', label: 'Feedback' },
];

export const siteFooterLegalLinks: readonly SiteFooterLink[] = [
  { href: '/legal/privacy', label: 'Privacy' },
  { href: '/legal/terms', label: 'Terms' },
  { href: '/legal/cookies', label: 'Cookies' },
  { href: '/legal/data', label: 'Data protection' },
  { href: '/legal/security', label: 'Security' },
];

export type SiteFooterExternalUrls = {
  documentation: string;
  help: string;
  status: string;
  community: string;
};

export const siteFooterDefaultExternalUrls: SiteFooterExternalUrls = {
  documentation: 'https://docs.kiln.dev',
  help: 'https://help.kiln.dev',
  status: 'https://status.kiln.dev',
  community: 'https://community.kiln.dev',
};

export type SiteFooterEmails = {
  careers: string;
  press: string;
  partnerships: string;
  support: string;
};

export const siteFooterDefaultEmails: SiteFooterEmails = {
  careers: 'careers@kiln.dev',
  press: 'press@kiln.dev',
  partnerships: 'partnerships@kiln.dev',
  support: 'support@kiln.dev',
};

export type SiteFooterProps = Omit<React.ComponentProps<'footer'>, 'children'> & {
  /** The copyright year. Passed in so that rendering never depends on the clock. */
  year: number;
  linkComponent?: LinkComponent;
  /** Overrides for the external resources; unspecified ones keep their kiln.dev defaults. */
  externalUrls?: Partial<SiteFooterExternalUrls>;
  /** Overrides for the contact addresses; unspecified ones keep their kiln.dev defaults. */
  emails?: Partial<SiteFooterEmails>;
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

/** The site-wide footer: page links, external resources, contact addresses and the copyright line. */
export function SiteFooter({
  year,
  linkComponent: Link = 'a',
  externalUrls,
  emails,
  brandName = 'Kiln',
  className,
  ...props
}: SiteFooterProps) {
  const urls = { ...siteFooterDefaultExternalUrls, ...externalUrls };
  const mail = { ...siteFooterDefaultEmails, ...emails };
  const externalLinks = [
    { href: urls.documentation, label: 'Documentation' },
    { href: urls.help, label: 'Help center' },
    { href: urls.status, label: 'Status' },
    { href: urls.community, label: 'Community' },
  ];
  const mailLinks = [
    { address: mail.careers, label: 'Careers' },
    { address: mail.press, label: 'Press' },
    { address: mail.partnerships, label: 'Partnerships' },
    { address: mail.support, label: 'Support' },
  ];
  const internal = (links: readonly SiteFooterLink[]) =>
    links.map((link) => (
      <li key={link.href}>
        <Link href={link.href} className={linkClass}>
          {link.label}
        </Link>
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
        <FooterColumn title="Product">{internal(siteFooterProductLinks)}</FooterColumn>
        <FooterColumn title="Company">{internal(siteFooterCompanyLinks)}</FooterColumn>
        <FooterColumn title="Resources">
          {externalLinks.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {link.label} <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Contact">
          {mailLinks.map((link) => (
            <li key={link.label}>
              <a href={`mailto:${link.address}`} className={linkClass}>
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p data-slot="site-footer-copyright" className="text-sm text-muted-foreground">
            © {year} {brandName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">{internal(siteFooterLegalLinks)}</ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
