import * as React from 'react';
import { Flame, Menu, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { buttonVariants } from '../components/button-variants';
import { findCurrentHref, type LinkComponent } from './link';

export type SiteHeaderLink = { href: string; label: string };

/** Marketing and help pages, shown to everyone. */
export const siteHeaderPublicLinks: readonly SiteHeaderLink[] = [
  { href: '/about', label: 'About' },
  { href: '/how-it-works', label: 'How it works' },
  { href: '/tutorials', label: 'Tutorials' },
  { href: '/contact', label: 'Contact' },
];

/** The workspace pages a signed-in user additionally sees. */
export const siteHeaderAccountLinks: readonly SiteHeaderLink[] = [
  { href: '/dashboard/components', label: 'Components' },
  { href: '/billing', label: 'Billing' },
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/library', label: 'Library' },
];

export const siteHeaderAdminLink: SiteHeaderLink = { href: '/admin', label: 'Admin' };
export const siteHeaderSignInLink: SiteHeaderLink = { href: '/auth/login', label: 'Sign In' };
export const siteHeaderSignUpLink: SiteHeaderLink = { href: '/auth/signup', label: 'Get Started' };

/** The links a visitor sees in the navigation, in order, given who they are. */
export function getSiteHeaderNavLinks({
  signedIn,
  isAdmin,
}: {
  signedIn: boolean;
  isAdmin: boolean;
}): SiteHeaderLink[] {
  if (!signedIn) return [...siteHeaderPublicLinks];
  return [
    ...siteHeaderPublicLinks,
    ...siteHeaderAccountLinks,
    ...(isAdmin ? [siteHeaderAdminLink] : []),
  ];
}

export type SiteHeaderUser = { name: string };

export type SiteHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  /** The signed-in user; `null` or absent for a guest. */
  user?: SiteHeaderUser | null;
  /** Shows the Admin link. The server decides what an admin may do; this only decides what is shown. */
  isAdmin?: boolean;
  /** The current location's path, used to mark the current page's link. */
  currentPath?: string;
  linkComponent?: LinkComponent;
  /** Rendered for signed-in users, typically a UserMenu. */
  userMenu?: React.ReactNode;
  /** Rendered for signed-in users, typically a NotificationMenu. */
  notificationMenu?: React.ReactNode;
  /** Product name beside the logo; it also names the home link. */
  brandName?: string;
};

const navLinkClass = cn(
  'rounded-control px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors duration-150',
  'outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
  'aria-[current=page]:text-foreground',
);

const mobileLinkClass = cn(
  'block rounded-control px-3 py-2 text-base font-medium text-foreground transition-colors duration-150',
  'outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
  'aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
);

/** The site-wide header: brand, navigation for guests and members, account slots and a mobile menu. */
export function SiteHeader({
  user = null,
  isAdmin = false,
  currentPath,
  linkComponent: Link = 'a',
  userMenu,
  notificationMenu,
  brandName = 'Kiln',
  className,
  ...props
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const menuId = React.useId();
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const signedIn = user !== null;
  const navLinks = getSiteHeaderNavLinks({ signedIn, isAdmin });
  const guestLinks = signedIn ? [] : [siteHeaderSignInLink, siteHeaderSignUpLink];
  const currentHref = findCurrentHref(
    [...navLinks, ...guestLinks].map((link) => link.href),
    currentPath,
  );
  const ariaCurrent = (href: string) => (href === currentHref ? ('page' as const) : undefined);
  // A member's nine links need a wider screen than a guest's four before they fit on one row.
  const desktop = signedIn
    ? { nav: 'xl:flex', hide: 'xl:hidden' }
    : { nav: 'lg:flex', hide: 'lg:hidden' };

  React.useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      data-slot="site-header"
      data-state={menuOpen ? 'open' : 'closed'}
      className={cn(
        'sticky top-0 z-40 w-full border-b border-border bg-background/95 text-foreground backdrop-blur',
        className,
      )}
      {...props}
    >
      <div
        data-slot="site-header-bar"
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6"
      >
        <Link
          href="/"
          aria-current={currentPath === '/' ? 'page' : undefined}
          className="flex items-center gap-2 rounded-control text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Flame aria-hidden className="size-6 text-primary" />
          <span>{brandName}</span>
        </Link>

        <nav
          data-slot="site-header-nav"
          aria-label="Main"
          className={cn('hidden flex-1 items-center gap-1', desktop.nav)}
        >
          {navLinks.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              aria-current={ariaCurrent(link.href)}
              className={navLinkClass}
            >
              {link.label}
            </Link>
          ))}
        </nav>

        <div data-slot="site-header-actions" className="ml-auto flex items-center gap-2">
          {signedIn ? (
            <>
              {notificationMenu}
              {userMenu}
            </>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Link
                href={siteHeaderSignInLink.href}
                aria-current={ariaCurrent(siteHeaderSignInLink.href)}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                {siteHeaderSignInLink.label}
              </Link>
              <Link
                href={siteHeaderSignUpLink.href}
                aria-current={ariaCurrent(siteHeaderSignUpLink.href)}
                className={buttonVariants({ variant: 'primary', size: 'sm' })}
              >
                {siteHeaderSignUpLink.label}
              </Link>
            </div>
          )}
          <button
            ref={toggleRef}
            type="button"
            data-slot="site-header-menu-toggle"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), desktop.hide)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        data-slot="site-header-mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className={cn('border-t border-border px-4 pt-2 pb-4', desktop.hide)}
      >
        {signedIn ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">Signed in as {user.name}</p>
        ) : null}
        <ul className="flex flex-col gap-1">
          {[...navLinks, ...guestLinks].map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={ariaCurrent(link.href)}
                onClick={closeMenu}
                className={mobileLinkClass}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
