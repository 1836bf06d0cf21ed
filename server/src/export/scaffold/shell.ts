import type { PlacedComponent } from '../project/place';
import type { ProjectFile } from '../project/types';

/** A page of the scaffold with the components placed on it. */
export interface ShellPage {
  route: string;
  title: string;
  sidebar: boolean;
  items: PlacedComponent[];
}

/** What a shell is built from: the project's title, its pages and the chosen options. */
export interface ShellInput {
  title: string;
  pages: ShellPage[];
  routing: boolean;
  darkMode: boolean;
}

/** `login` → `Login`, `` → `Home`: a page's class or function name stem. */
export const pageSymbol = (route: string) =>
  `${(route || 'home').replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Page`;

/** The base files with the shell's files put over them, path for path. */
export const overrideFiles = (base: ProjectFile[], overrides: ProjectFile[]): ProjectFile[] => {
  const replaced = new Set(overrides.map((file) => file.path));
  return [...base.filter((file) => !replaced.has(file.path)), ...overrides];
};

/** package.json with one more dependency, keys kept sorted. */
export const withDependency = (
  files: ProjectFile[],
  name: string,
  version: string,
): ProjectFile[] =>
  files.map((file) => {
    if (file.path !== 'package.json' || typeof file.content !== 'string') return file;
    const manifest = JSON.parse(file.content) as { dependencies: Record<string, string> };
    const dependencies = { ...manifest.dependencies, [name]: version };
    manifest.dependencies = Object.fromEntries(
      Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    return { ...file, content: `${JSON.stringify(manifest, null, 2)}\n` };
  });

/** The home page's text when no saved component was chosen for it. */
export const homeIntro = (pages: readonly ShellPage[]) =>
  pages.length > 1
    ? `This starter was scaffolded by Kiln. Its pages: ${pages
        .filter((page) => page.route)
        .map((page) => page.title)
        .join(', ')}.`
    : 'This starter was scaffolded by Kiln. Add your components to this page.';

/** Styles every shell shares: header, navigation, pages, the sidebar layout, dark colours. */
export const SHELL_CSS = `:root {
  color-scheme: light;
  --shell-surface: #ffffff;
  --shell-text: #111827;
  --shell-muted: #4b5563;
  --shell-border: #d1d5db;
  --shell-accent: #4f46e5;
}

:root.dark {
  color-scheme: dark;
  --shell-surface: #111827;
  --shell-text: #f9fafb;
  --shell-muted: #9ca3af;
  --shell-border: #374151;
  --shell-accent: #a5b4fc;
}

body {
  margin: 0;
  background: var(--shell-surface);
  color: var(--shell-text);
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}

.shell__header {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid var(--shell-border);
}

.shell__brand {
  font-weight: 700;
  color: inherit;
  text-decoration: none;
}

.shell__nav {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  flex: 1;
}

.shell__nav a {
  color: var(--shell-accent);
}

.shell__nav a[aria-current='page'] {
  font-weight: 700;
}

.shell__toggle {
  min-height: 2.5rem;
  padding: 0.25rem 0.75rem;
  border: 1px solid var(--shell-border);
  border-radius: 0.375rem;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
}

.shell__main {
  max-width: 64rem;
  margin: 0 auto;
  padding: 2rem 1rem;
  display: grid;
  gap: 2.5rem;
}

.app__name {
  font-size: 1rem;
  margin: 0 0 0.75rem;
}

.page {
  display: grid;
  gap: 2rem;
}

.page__intro {
  color: var(--shell-muted);
}

@media (min-width: 768px) {
  .page--sidebar {
    grid-template-columns: 16rem 1fr;
    align-items: start;
  }

  .page--sidebar > h1 {
    grid-column: 1 / -1;
  }
}
`;
