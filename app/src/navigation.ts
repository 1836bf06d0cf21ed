import { componentEditorPath, type CodeGenerationRequestBody } from '@kiln/contract';
import type {
  SiteFooterLink,
  SiteFooterLinks,
  SiteHeaderLinks,
  UserMenuTarget,
} from '@kiln/design-system';
import { appRoutes, type NavPlace } from './routes';

/**
 * Where the frame's links lead: the header's, the footer's and the account menus'. The design
 * system knows no URL; this is the one place that names them. Which pages the header and footer
 * list is each row's `nav` in the route table, in the table's order; links to one page in
 * particular are named by its path, so a link to a page the table does not hold fails as this
 * module loads (and in its test) instead of leading to the unknown-path page.
 */
function pageHref(path: string): string {
  const route = appRoutes.find((entry) => entry.path === path);
  if (!route)
    throw new Error(`The navigation links to "${path}", which is not in the route table.`);
  return `/${route.path}`;
}

/** The table's rows that `place` shows, as links with their navigation labels. */
const linksIn = (place: NavPlace): SiteFooterLink[] =>
  appRoutes.flatMap((route) =>
    route.nav?.in.includes(place) ? [{ label: route.nav.label, href: `/${route.path}` }] : [],
  );

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

/**
 * What guests see in the header. `members` and `admins` show only to someone signed in, who is
 * given `memberHeaderLinks`.
 */
export const siteHeaderLinks: SiteHeaderLinks = {
  home: homeHref,
  everyone: linksIn('header'),
  members: linksIn('workspace'),
  admins: linksIn('admin'),
  signIn: page('Sign In', 'auth/login'),
  signUp: page('Get Started', 'auth/signup'),
};

/**
 * A signed-in person's header: the workspace's sections (the spec's Components, Billing, Dashboard
 * and Library among them), on phones in the header's menu. The public pages stay one click away in
 * the footer, so they do not crowd the navigation of the product.
 */
export const memberHeaderLinks: SiteHeaderLinks = { ...siteHeaderLinks, everyone: [] };

export const contactHref = pageHref('contact');

export const siteFooterLinks: SiteFooterLinks = {
  columns: [
    { title: 'Product', links: linksIn('footer-product') },
    { title: 'Company', links: linksIn('footer-company') },
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
  legal: linksIn('footer-legal'),
};

/** Where each item of the account menu leads. */
export const userMenuHrefs: Record<UserMenuTarget, string> = {
  profile: settingsHref,
  billing: pageHref('billing'),
  preferences: `${settingsHref}#preferences`,
  admin: pageHref('admin'),
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
  return componentEditorPath(open.componentId, open.version);
}

/** Where the notification menu's "View all" leads. */
export const notificationsHref = pageHref('dashboard/notifications');
