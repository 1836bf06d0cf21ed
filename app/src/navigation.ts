import type { CodeGenerationRequestBody } from '@kiln/contract';
import type {
  SiteFooterLink,
  SiteFooterLinks,
  SiteHeaderLinks,
  UserMenuTarget,
} from '@kiln/design-system';
import { appRoutes } from './routes';

/**
 * Where the frame's links lead: the header's, the footer's and the account menus'. The design
 * system knows no URL; this is the one place that names them. A page is named by its path in the
 * route table, so a link to a page the table does not hold fails as this module loads (and in its
 * test) instead of leading to the unknown-path page.
 */
function pageHref(path: string): string {
  const route = appRoutes.find((entry) => entry.path === path);
  if (!route)
    throw new Error(`The navigation links to "${path}", which is not in the route table.`);
  return `/${route.path}`;
}

const page = (label: string, path: string): SiteFooterLink => ({ label, href: pageHref(path) });
const otherSite = (label: string, href: string): SiteFooterLink => ({
  label,
  href,
  external: true,
});
const mail = (label: string, address: string): SiteFooterLink => ({
  label,
  href: `mailto:${address}`,
});

export const homeHref = pageHref('');
const settingsHref = pageHref('settings');

// Pages linked from more than one place, named once.
const about = page('About', 'about');
const howItWorks = page('How it works', 'how-it-works');
const tutorials = page('Tutorials', 'tutorials');
const contact = page('Contact', 'contact');
const billing = page('Billing', 'billing');
const admin = page('Admin', 'admin');

/** What guests see in the header. Members see `memberHeaderLinks`. */
export const siteHeaderLinks: SiteHeaderLinks = {
  home: homeHref,
  everyone: [about, howItWorks, tutorials, contact],
  members: [
    page('Components', 'dashboard/components'),
    billing,
    page('Dashboard', 'dashboard'),
    page('Library', 'library'),
  ],
  admins: [admin],
  signIn: page('Sign In', 'auth/login'),
  signUp: page('Get Started', 'auth/signup'),
};

/**
 * A signed-in person's header: the workspace's sections (the spec's Components, Billing, Dashboard
 * and Library among them), on phones in the header's menu. The public pages stay one click away in
 * the footer, so they do not crowd the navigation of the product.
 */
export const memberHeaderLinks: SiteHeaderLinks = {
  ...siteHeaderLinks,
  everyone: [],
  members: [
    page('Dashboard', 'dashboard'),
    page('Copilot', 'dashboard/ai-copilot'),
    page('Generate', 'dashboard/generate'),
    page('Templates', 'dashboard/templates'),
    page('Components', 'dashboard/components'),
    page('Library', 'library'),
    page('Gallery', 'dashboard/gallery'),
    page('Export', 'dashboard/export'),
    billing,
    page('Settings', 'settings'),
  ],
};

export const contactHref = contact.href;

export const siteFooterLinks: SiteFooterLinks = {
  columns: [
    {
      title: 'Product',
      links: [
        howItWorks,
        page('Best practices', 'best-practices'),
        tutorials,
        page('Blog', 'blog'),
      ],
    },
    { title: 'Company', links: [about, contact, page('Feedback', 'feedback')] },
    {
      title: 'Resources',
      links: [
        otherSite('Documentation', 'https://docs.kiln.dev'),
        otherSite('Help center', 'https://help.kiln.dev'),
        otherSite('Status', 'https://status.kiln.dev'),
        otherSite('Community', 'https://community.kiln.dev'),
      ],
    },
    {
      title: 'Contact',
      links: [
        mail('Careers', 'careers@kiln.dev'),
        mail('Press', 'press@kiln.dev'),
        mail('Partnerships', 'partnerships@kiln.dev'),
        mail('Support', 'support@kiln.dev'),
      ],
    },
  ],
  legal: [
    page('Privacy', 'legal/privacy'),
    page('Terms', 'legal/terms'),
    page('Cookies', 'legal/cookies'),
    page('Data protection', 'legal/data'),
    page('Security', 'legal/security'),
  ],
};

/** Where each item of the account menu leads. */
export const userMenuHrefs: Record<UserMenuTarget, string> = {
  profile: settingsHref,
  billing: billing.href,
  preferences: `${settingsHref}#preferences`,
  admin: admin.href,
};

/** Where the dashboard's shortcuts lead. */
export const workspaceHrefs = {
  dashboard: pageHref('dashboard'),
  copilot: pageHref('dashboard/ai-copilot'),
  generate: pageHref('dashboard/generate'),
  history: pageHref('dashboard/history'),
  components: pageHref('dashboard/components'),
  playground: pageHref('dashboard/playground'),
  editor: pageHref('dashboard/editor'),
  templates: pageHref('dashboard/templates'),
} as const;

/** A styling given as settings (`{ theme: 'dark' }`) reads as the form's one line of text. */
const stylingText = (styling: CodeGenerationRequestBody['styling']) =>
  typeof styling === 'string'
    ? styling
    : Object.entries(styling ?? {})
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ');

/**
 * Generate with its form filled from a request (a template's): one parameter per field, `feature`
 * and `dependency` once per line, `prop` as `name:type`, with `:required` when it is.
 * `initialForm` in the Generate feature reads them back.
 */
export function generateHref(request: CodeGenerationRequestBody): string {
  const query = new URLSearchParams();
  for (const key of ['type', 'framework', 'name', 'description'] as const) {
    const value = request[key];
    if (value) query.set(key, value);
  }
  for (const feature of request.features ?? []) query.append('feature', feature);
  const styling = stylingText(request.styling);
  if (styling) query.set('styling', styling);
  for (const prop of request.props ?? [])
    query.append('prop', `${prop.name}:${prop.type}${prop.required ? ':required' : ''}`);
  for (const dependency of request.dependencies ?? []) query.append('dependency', dependency);
  return `${workspaceHrefs.generate}?${query.toString()}`;
}

/** The copilot with its message field holding a prompt, ready to send or change. */
export const copilotHref = (prompt: string) =>
  `${workspaceHrefs.copilot}?${new URLSearchParams({ prompt }).toString()}`;

/** One saved component, opened in My components. */
export const componentHref = (id: string) =>
  `${workspaceHrefs.components}?open=${encodeURIComponent(id)}`;

/** A saved component (its current version unless one is named) opened in the playground. */
export const playgroundHref = (id: string, version?: number) =>
  `${workspaceHrefs.playground}?${new URLSearchParams({
    component: id,
    ...(version ? { version: String(version) } : {}),
  }).toString()}`;
/**
 * The AI code editor on a saved component (its current version unless one is named), or on a blank
 * component; with no argument, on the component worked on last.
 */
export function editorHref(open?: { componentId: string; version?: number } | 'blank'): string {
  if (!open) return workspaceHrefs.editor;
  if (open === 'blank') return `${workspaceHrefs.editor}?new`;
  const query = new URLSearchParams({ component: open.componentId });
  if (open.version !== undefined) query.set('version', String(open.version));
  return `${workspaceHrefs.editor}?${query.toString()}`;
}

/** Where the notification menu's "View all" leads. */
export const notificationsHref = pageHref('dashboard/notifications');
