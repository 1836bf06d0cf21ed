import { describe, expect, it } from 'vitest';
import {
  editorHref,
  homeHref,
  memberHeaderLinks,
  notificationsHref,
  siteFooterLinks,
  siteHeaderLinks,
  userMenuHrefs,
} from './navigation';
import { findRoute } from './routes';

const guardOf = (href: string) => findRoute(href.split('#')[0] ?? href)?.guard;

describe('given the header links', () => {
  it('should show everyone the public pages, then members and admins their own', () => {
    expect(siteHeaderLinks).toEqual({
      home: '/',
      everyone: [
        { label: 'About', href: '/about' },
        { label: 'How it works', href: '/how-it-works' },
        { label: 'Tutorials', href: '/tutorials' },
        { label: 'Contact', href: '/contact' },
      ],
      members: memberHeaderLinks.members,
      admins: [{ label: 'Admin', href: '/admin' }],
      signIn: { label: 'Sign In', href: '/auth/login' },
      signUp: { label: 'Get Started', href: '/auth/signup' },
    });
  });

  it('should lead each audience to pages its guard lets in', () => {
    for (const link of [
      ...siteHeaderLinks.everyone,
      siteHeaderLinks.signIn,
      siteHeaderLinks.signUp,
    ]) {
      expect(guardOf(link.href), link.href).toBe('public');
    }
    for (const link of siteHeaderLinks.members)
      expect(guardOf(link.href), link.href).toBe('signed-in');
    for (const link of siteHeaderLinks.admins) expect(guardOf(link.href), link.href).toBe('admin');
  });
});

describe('given a signed-in person', () => {
  it('should show the workspace sections in the header instead of the public pages', () => {
    expect(memberHeaderLinks.everyone).toEqual([]);
    expect(memberHeaderLinks.members.map((link) => link.href)).toEqual([
      '/dashboard',
      '/dashboard/ai-copilot',
      '/dashboard/generate',
      '/dashboard/templates',
      '/dashboard/components',
      '/library',
      '/dashboard/gallery',
      '/dashboard/export',
      '/billing',
      '/settings',
    ]);
    for (const link of memberHeaderLinks.members)
      expect(guardOf(link.href), link.href).toBe('signed-in');
    expect(memberHeaderLinks.admins).toEqual(siteHeaderLinks.admins);
  });

  it("should keep the spec's member links (Components, Billing, Dashboard, Library) in the header", () => {
    expect(memberHeaderLinks.members).toEqual(
      expect.arrayContaining([
        { label: 'Components', href: '/dashboard/components' },
        { label: 'Billing', href: '/billing' },
        { label: 'Dashboard', href: '/dashboard' },
        { label: 'Library', href: '/library' },
      ]),
    );
  });

  it('should find every public page the header no longer shows in the footer', () => {
    const footer = siteFooterLinks.columns.flatMap((column) => column.links.map((l) => l.href));
    for (const link of siteHeaderLinks.everyone) expect(footer, link.href).toContain(link.href);
  });
});

describe('given the footer links', () => {
  it('should lead every page link to a public page of the route table', () => {
    const pageLinks = [
      ...siteFooterLinks.columns.flatMap((column) => column.links),
      ...siteFooterLinks.legal,
    ].filter((link) => link.href.startsWith('/'));
    expect(pageLinks.map((link) => link.href)).toEqual([
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
    for (const link of pageLinks) expect(guardOf(link.href), link.href).toBe('public');
  });

  it('should open the other kiln.dev sites in a new tab and write to the team by mail', () => {
    const [, , resources, contact] = siteFooterLinks.columns;
    expect(resources).toEqual({
      title: 'Resources',
      links: [
        { label: 'Documentation', href: 'https://docs.kiln.dev', external: true },
        { label: 'Help center', href: 'https://help.kiln.dev', external: true },
        { label: 'Status', href: 'https://status.kiln.dev', external: true },
        { label: 'Community', href: 'https://community.kiln.dev', external: true },
      ],
    });
    expect(contact).toEqual({
      title: 'Contact',
      links: [
        { label: 'Careers', href: 'mailto:careers@kiln.dev' },
        { label: 'Press', href: 'mailto:press@kiln.dev' },
        { label: 'Partnerships', href: 'mailto:partnerships@kiln.dev' },
        { label: 'Support', href: 'mailto:support@kiln.dev' },
      ],
    });
  });
});

describe('given the account menus', () => {
  it('should lead each menu item to its page', () => {
    expect(userMenuHrefs).toEqual({
      profile: '/settings',
      billing: '/billing',
      preferences: '/settings#preferences',
      admin: '/admin',
    });
    expect(notificationsHref).toBe('/dashboard/notifications');
    expect(homeHref).toBe('/');
  });

  it('should lead only to pages of the route table', () => {
    for (const href of [...Object.values(userMenuHrefs), notificationsHref, homeHref]) {
      expect(findRoute(href.split('#')[0] ?? href), href).toBeDefined();
    }
  });
});

describe('given the editor’s links', () => {
  it('should open a component, one of its versions, the blank component or the last one', () => {
    expect(editorHref({ componentId: 'c 1' })).toBe('/dashboard/editor?component=c+1');
    expect(editorHref({ componentId: 'c1', version: 3 })).toBe(
      '/dashboard/editor?component=c1&version=3',
    );
    expect(editorHref('blank')).toBe('/dashboard/editor?new');
    expect(editorHref()).toBe('/dashboard/editor');
    expect(findRoute(editorHref())?.guard).toBe('signed-in');
  });
});
