import * as React from 'react';
import { Flame, Menu, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { buttonVariants } from '../components/button-variants';
import { findCurrentHref, type LinkComponent } from './link';

export type SiteHeaderLink = { href: string; label: string };

/**
 * Every link the header shows, grouped by who sees it. The app owns its URLs and labels; the header
 * only decides which groups to show, in what order, and which link marks the current page.
 */
export type SiteHeaderLinks = {
  /** Where the brand (logo and name) leads: the home page. */
  home: string;
  /** Navigation everyone sees, guests and members alike. */
  everyone: readonly SiteHeaderLink[];
  /** Navigation a signed-in user sees after everyone's. */
  members: readonly SiteHeaderLink[];
  /** Navigation an admin sees after the members'. */
  admins: readonly SiteHeaderLink[];
  /** A guest's way back in: a quiet button beside the navigation, and a link in the mobile menu. */
  signIn: SiteHeaderLink;
  /** A guest's way to join: the primary button beside the navigation, and a link in the mobile menu. */
  signUp: SiteHeaderLink;
};

/** The links a visitor sees in the navigation, in order, given who they are. */
export function getSiteHeaderNavLinks(
  links: Pick<SiteHeaderLinks, 'everyone' | 'members' | 'admins'>,
  { signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean },
): SiteHeaderLink[] {
  if (!signedIn) return [...links.everyone];
  return [...links.everyone, ...links.members, ...(isAdmin ? links.admins : [])];
}

export type SiteHeaderUser = { name: string };

export type SiteHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  /** The brand's, the navigation's and a guest's links; the header knows no URL of its own. */
  links: SiteHeaderLinks;
  /** The signed-in user; `null` or absent for a guest. */
  user?: SiteHeaderUser | null;
  /** Shows the admins' links. The server decides what an admin may do; this only decides what is shown. */
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
  links,
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
  const navLinks = getSiteHeaderNavLinks(links, { signedIn, isAdmin });
  const guestLinks = signedIn ? [] : [links.signIn, links.signUp];
  const currentHref = findCurrentHref(
    [...navLinks, ...guestLinks].map((link) => link.href),
    currentPath,
  );
  const ariaCurrent = (href: string) => (href === currentHref ? ('page' as const) : undefined);
  // A member's navigation (public, member and admin links) needs a wider screen than a guest's
  // before it fits on one row.
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
          href={links.home}
          aria-current={currentPath === links.home ? 'page' : undefined}
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
                href={links.signIn.href}
                aria-current={ariaCurrent(links.signIn.href)}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                {links.signIn.label}
              </Link>
              <Link
                href={links.signUp.href}
                aria-current={ariaCurrent(links.signUp.href)}
                className={buttonVariants({ variant: 'primary', size: 'sm' })}
              >
                {links.signUp.label}
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
