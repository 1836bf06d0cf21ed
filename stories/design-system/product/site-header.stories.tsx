import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  NotificationMenu,
  SiteHeader,
  UserMenu,
  type ProductLinkProps,
  type SiteHeaderLinks,
} from '@kiln/design-system';

// Sample links, as an app would pass them: the header has none of its own.
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

// Keeps clicks inside the story: the header still sees them, the preview frame does not navigate.
function StoryLink({ href, children, onClick, ...props }: ProductLinkProps) {
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

const member = { name: 'Ada Lovelace' };
const admin = { name: 'Grace Hopper' };
const now = new Date('2026-11-21T12:00:00Z');

const memberSlots = {
  userMenu: (
    <UserMenu
      user={{ ...member, email: 'ada@example.com' }}
      plan="pro"
      usage={{ used: 42, limit: 100 }}
      onNavigate={fn()}
      onSignOut={fn()}
    />
  ),
  notificationMenu: <NotificationMenu notifications={[]} now={now} />,
};

const adminSlots = {
  userMenu: (
    <UserMenu
      user={{ ...admin, email: 'grace@kiln.dev' }}
      plan="admin"
      usage={{ used: 7 }}
      isAdmin
      onNavigate={fn()}
      onSignOut={fn()}
    />
  ),
  notificationMenu: (
    <NotificationMenu
      notifications={[
        {
          id: 'n1',
          title: 'New sign-ups',
          message: 'Twelve people joined today.',
          createdAt: '2026-11-21T11:00:00Z',
          isRead: false,
        },
      ]}
      now={now}
    />
  ),
};
const mobile = { viewport: { value: 'mobile1', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Design System/Product/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { links, linkComponent: StoryLink, currentPath: '/' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Guest: Story = {
  args: { currentPath: '/about' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    await expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  },
};

/**
 * The desktop navigation of a member shows from 1280 px. Story tests run these stories at that width;
 * the screenshot run is 1024 px wide, where the same navigation is display:none, so its links are
 * looked up with `hidden: true` to hold at either width.
 */
function membersNav(canvasElement: HTMLElement) {
  const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main', hidden: true }));
  return {
    link: (name: string) => nav.getByRole('link', { name, hidden: true }),
    queryLink: (name: string) => nav.queryByRole('link', { name, hidden: true }),
  };
}

export const SignedIn: Story = {
  globals: desktop,
  args: { user: member, currentPath: '/dashboard', ...memberSlots },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = membersNav(canvasElement);
    await expect(nav.link('Components')).toHaveAttribute('href', '/dashboard/components');
    await expect(nav.link('Billing')).toHaveAttribute('href', '/billing');
    await expect(nav.link('Dashboard')).toHaveAttribute('aria-current', 'page');
    await expect(nav.link('Library')).toHaveAttribute('href', '/library');
    await expect(nav.queryLink('Admin')).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('link', { name: 'Sign In', hidden: true }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

export const Admin: Story = {
  globals: desktop,
  args: { user: admin, isAdmin: true, currentPath: '/admin', ...adminSlots },
  play: async ({ canvasElement }) => {
    const nav = membersNav(canvasElement);
    await expect(nav.link('Admin')).toHaveAttribute('href', '/admin');
    await expect(nav.link('Admin')).toHaveAttribute('aria-current', 'page');
  },
};

export const MobileMenu: Story = {
  globals: mobile,
  args: { user: member, currentPath: '/library', ...memberSlots },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(toggle).toHaveAttribute('aria-controls', menu.id);

    await userEvent.click(within(menu).getByRole('link', { name: 'Tutorials' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await expect(
      within(canvas.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'Library',
      }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

const audiences = [
  { label: 'Guest', props: { user: null } },
  { label: 'Signed in', props: { user: member, ...memberSlots } },
  { label: 'Admin', props: { user: admin, isAdmin: true, ...adminSlots } },
] as const;

/** Every audience on a page and on a sub-page, so the current-link marker is covered too. */
export const Matrix: Story = {
  parameters: {
    // Several headers side by side repeat the Main navigation, which no real page does.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div className="grid gap-6 p-4">
      {audiences.flatMap((audience) =>
        ['/', '/tutorials'].map((path) => (
          <section
            key={`${audience.label} ${path}`}
            aria-label={`${audience.label} at ${path}`}
            className="grid gap-2"
          >
            <p className="text-sm font-medium text-muted-foreground">
              {audience.label} at {path}
            </p>
            <SiteHeader {...args} {...audience.props} currentPath={path} className="static" />
          </section>
        )),
      )}
    </div>
  ),
};
