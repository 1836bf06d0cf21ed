import { componentImports } from '../project/place';
import { jsxText, reactSections } from '../project/react-project';
import type { ProjectFile } from '../project/types';
import { homeIntro, pageSymbol, SHELL_CSS, type ShellInput, type ShellPage } from './shell';

const pageBody = (
  page: ShellPage,
  pages: readonly ShellPage[],
  indent: string,
  heading: string,
) => {
  const shown = page.items.filter((item) => item.facts);
  if (shown.length > 0)
    return reactSections(shown, indent, heading, `${page.route || 'home'}-component`);
  return `${indent}<p className="page__intro">${jsxText(homeIntro(pages))}</p>`;
};

const pageFile = (page: ShellPage, pages: readonly ShellPage[]): ProjectFile => {
  const shown = page.items.filter((item) => item.facts);
  return {
    path: `src/pages/${pageSymbol(page.route)}.tsx`,
    content: `${componentImports(shown, '../')}

export function ${pageSymbol(page.route)}() {
  return (
    <div className="page${page.sidebar ? ' page--sidebar' : ''}">
      <h1>${jsxText(page.title)}</h1>
${pageBody(page, pages, '      ', 'h2')}
    </div>
  );
}
`,
  };
};

const themeToggle: ProjectFile = {
  path: 'src/ThemeToggle.tsx',
  content: `import { useEffect, useState } from 'react';

const STORAGE_KEY = 'theme';

/** Switches the page between light and dark (the \`dark\` class on <html>) and remembers it. */
export function ThemeToggle() {
  const [dark, setDark] = useState(() => localStorage.getItem(STORAGE_KEY) === 'dark');
  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
    localStorage.setItem(STORAGE_KEY, dark ? 'dark' : 'light');
  }, [dark]);
  return (
    <button
      type="button"
      className="shell__toggle"
      aria-pressed={dark}
      onClick={() => setDark((value) => !value)}
    >
      Dark mode
    </button>
  );
}
`,
};

const routedShell = (input: ShellInput): ProjectFile[] => [
  ...input.pages.map((page) => pageFile(page, input.pages)),
  {
    path: 'src/App.tsx',
    content: `import { BrowserRouter, Link, NavLink, Navigate, Route, Routes } from 'react-router';
${input.darkMode ? "import { ThemeToggle } from './ThemeToggle';\n" : ''}${input.pages.map((page) => `import { ${pageSymbol(page.route)} } from './pages/${pageSymbol(page.route)}';`).join('\n')}

export function App() {
  return (
    <BrowserRouter>
      <header className="shell__header">
        <Link className="shell__brand" to="/">
          ${jsxText(input.title)}
        </Link>
        <nav className="shell__nav" aria-label="Main">
${input.pages.map((page) => `          <NavLink to="/${page.route}"${page.route ? '' : ' end'}>${jsxText(page.title)}</NavLink>`).join('\n')}
        </nav>${input.darkMode ? '\n        <ThemeToggle />' : ''}
      </header>
      <main className="shell__main">
        <Routes>
${input.pages.map((page) => `          <Route path="/${page.route}" element={<${pageSymbol(page.route)} />} />`).join('\n')}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
`,
  },
];

const singlePageShell = (input: ShellInput): ProjectFile[] => {
  const all = input.pages.flatMap((page) => page.items).filter((item) => item.facts);
  const sections = input.pages
    .map(
      (page) => `        <section className="page${page.sidebar ? ' page--sidebar' : ''}">
          <h2>${jsxText(page.title)}</h2>
${pageBody(page, input.pages, '          ', 'h3')}
        </section>`,
    )
    .join('\n');
  return [
    {
      path: 'src/App.tsx',
      content: `${componentImports(all, './')}${input.darkMode ? "\nimport { ThemeToggle } from './ThemeToggle';" : ''}

export function App() {
  return (
    <>
      <header className="shell__header">
        <span className="shell__brand">${jsxText(input.title)}</span>${input.darkMode ? '\n        <ThemeToggle />' : ''}
      </header>
      <main className="shell__main">
        <h1>${jsxText(input.title)}</h1>
${sections}
      </main>
    </>
  );
}
`,
    },
  ];
};

/** The React shell: a routed app (React Router) with a page per feature, or one page. */
export const reactShell = (input: ShellInput): ProjectFile[] => [
  ...(input.routing ? routedShell(input) : singlePageShell(input)),
  ...(input.darkMode ? [themeToggle] : []),
  { path: 'src/index.css', content: SHELL_CSS },
];
