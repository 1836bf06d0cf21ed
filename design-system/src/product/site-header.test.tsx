import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSiteHeaderNavLinks, SiteHeader, type SiteHeaderLinks } from './site-header';
import { findCurrentHref, type ProductLinkProps } from './link';

// Sample links: the header has none of its own.
const links: SiteHeaderLinks = {
  home: '/',
  everyone: [
    { href: '/about', label: 'About' },
    { href: '/how-it-works', label: 'How it works' },
    { href: '/tutorials', label: 'Tutorials' },
    { href: '/contact', label: 'Contact' },
  ],
  members: [
    { href: '/dashboard/components', label: 'Components' },
    { href: '/billing', label: 'Billing' },
    { href: '/dashboard', label: 'Dashboard' },
    { href: '/library', label: 'Library' },
  ],
  admins: [{ href: '/admin', label: 'Admin' }],
  signIn: { href: '/auth/login', label: 'Sign In' },
  signUp: { href: '/auth/signup', label: 'Get Started' },
};

// jsdom cannot navigate, so clicks are kept on the page while still reaching the header's handler.
function InertLink({ onClick, href, children, ...props }: ProductLinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('given a guest', () => {
  it('should offer the public pages, Sign In and Get Started, and no member pages', () => {
    render(<SiteHeader links={links} />);
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    expect(nav.getByRole('link', { name: 'Tutorials' })).toHaveAttribute('href', '/tutorials');
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('should link the brand home', () => {
    render(<SiteHeader links={links} />);
    expect(screen.getByRole('link', { name: 'Kiln' })).toHaveAttribute('href', '/');
  });

  it('should not render the account slots', () => {
    render(<SiteHeader links={links} userMenu={<button type="button">Account</button>} />);
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });
});

describe('given a signed-in user who is not an admin', () => {
  it('should add the member pages but not Admin, and hide the guest links', () => {
    render(<SiteHeader links={links} user={{ name: 'Ada Lovelace' }} />);
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Components' })).toHaveAttribute(
      'href',
      '/dashboard/components',
    );
    expect(nav.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(nav.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('should render the user and notification menus it is given', () => {
    render(
      <SiteHeader
        links={links}
        user={{ name: 'Ada Lovelace' }}
        userMenu={<button type="button">Account</button>}
        notificationMenu={<button type="button">Notifications</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('given an admin', () => {
  it('should show the Admin link', () => {
    render(<SiteHeader links={links} user={{ name: 'Grace Hopper' }} isAdmin />);
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});

describe('given links of its own choosing', () => {
  it('should show only those links, and lead the brand to the given home', () => {
    render(
      <SiteHeader
        links={{
          home: '/start',
          everyone: [{ href: '/docs', label: 'Docs' }],
          members: [],
          admins: [],
          signIn: { href: '/enter', label: 'Log in' },
          signUp: { href: '/join', label: 'Join' },
        }}
        currentPath="/start"
      />,
    );
    const brand = screen.getByRole('link', { name: 'Kiln' });
    expect(brand).toHaveAttribute('href', '/start');
    expect(brand).toHaveAttribute('aria-current', 'page');
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Docs']);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/enter');
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/join');
    expect(screen.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
  });
});

describe('given getSiteHeaderNavLinks', () => {
  it("should give a guest everyone's links only", () => {
    expect(getSiteHeaderNavLinks(links, { signedIn: false, isAdmin: true })).toEqual(
      links.everyone,
    );
  });

  it("should add the members' links, then the admins' links for an admin", () => {
    expect(getSiteHeaderNavLinks(links, { signedIn: true, isAdmin: false })).toEqual([
      ...links.everyone,
      ...links.members,
    ]);
    expect(getSiteHeaderNavLinks(links, { signedIn: true, isAdmin: true })).toEqual([
      ...links.everyone,
      ...links.members,
      ...links.admins,
    ]);
  });
});

describe('given a current path', () => {
  it('should mark only the most specific matching link as the current page', () => {
    render(
      <SiteHeader
        links={links}
        user={{ name: 'Ada Lovelace' }}
        currentPath="/dashboard/components"
      />,
    );
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Components' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});

describe('given the mobile menu', () => {
  it('should toggle open and closed and say so', async () => {
    const user = userEvent.setup();
    render(<SiteHeader links={links} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(toggle).toHaveAttribute('aria-controls', menu.id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('should close when a link inside it is clicked', async () => {
    const user = userEvent.setup();
    render(<SiteHeader links={links} linkComponent={InertLink} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Tutorials' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('should close on Escape and return focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<SiteHeader links={links} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('given findCurrentHref', () => {
  it('should match the home link only exactly', () => {
    expect(findCurrentHref(['/', '/about'], '/contact')).toBeUndefined();
    expect(findCurrentHref(['/', '/about'], '/')).toBe('/');
  });

  it('should match whole path segments, ignoring a trailing slash', () => {
    expect(findCurrentHref(['/library'], '/library/42')).toBe('/library');
    expect(findCurrentHref(['/library'], '/library-old')).toBeUndefined();
    expect(findCurrentHref(['/about'], '/about/')).toBe('/about');
  });
});
