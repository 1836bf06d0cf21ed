import { angularSections, escapeHtml } from '../project/angular-project';
import { componentImports } from '../project/place';
import type { ProjectFile } from '../project/types';
import { homeIntro, pageSymbol, SHELL_CSS, type ShellInput, type ShellPage } from './shell';

const text = (value: string) => escapeHtml(value).replace(/[`\\$]/g, '');

const pageBody = (
  page: ShellPage,
  pages: readonly ShellPage[],
  indent: string,
  heading: string,
) => {
  const shown = page.items.filter((item) => item.facts);
  if (shown.length > 0)
    return angularSections(shown, indent, heading, `${page.route || 'home'}-component`);
  return `${indent}<p class="page__intro">${text(homeIntro(pages))}</p>`;
};

const pageFile = (page: ShellPage, pages: readonly ShellPage[]): ProjectFile => {
  const shown = page.items.filter((item) => item.facts);
  const symbol = pageSymbol(page.route);
  return {
    path: `src/app/pages/${page.route || 'home'}-page.ts`,
    content: `import { ChangeDetectionStrategy, Component } from '@angular/core';
${componentImports(shown, '../')}

@Component({
  selector: 'app-${page.route || 'home'}-page',
  imports: [${shown.map((item) => item.alias).join(', ')}],
  template: \`
    <div class="page${page.sidebar ? ' page--sidebar' : ''}">
      <h1>${text(page.title)}</h1>
${pageBody(page, pages, '      ', 'h2')}
    </div>
  \`,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ${symbol} {}
`,
  };
};

const themeToggle: ProjectFile = {
  path: 'src/app/theme-toggle.ts',
  content: `import { ChangeDetectionStrategy, Component, signal } from '@angular/core';

const STORAGE_KEY = 'theme';

/** Switches the page between light and dark (the \`dark\` class on <html>) and remembers it. */
@Component({
  selector: 'app-theme-toggle',
  template: \`
    <button type="button" class="shell__toggle" [attr.aria-pressed]="dark()" (click)="toggle()">
      Dark mode
    </button>
  \`,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ThemeToggle {
  protected readonly dark = signal(localStorage.getItem(STORAGE_KEY) === 'dark');

  constructor() {
    document.documentElement.classList.toggle('dark', this.dark());
  }

  protected toggle(): void {
    this.dark.update((dark) => !dark);
    document.documentElement.classList.toggle('dark', this.dark());
    localStorage.setItem(STORAGE_KEY, this.dark() ? 'dark' : 'light');
  }
}
`,
};

const routedShell = (input: ShellInput): ProjectFile[] => {
  const links = input.pages
    .map(
      (page) =>
        `        <a routerLink="/${page.route}" routerLinkActive="active" ariaCurrentWhenActive="page"${page.route ? '' : ' [routerLinkActiveOptions]="{ exact: true }"'}>${text(page.title)}</a>`,
    )
    .join('\n');
  return [
    ...input.pages.map((page) => pageFile(page, input.pages)),
    {
      path: 'src/app/app.routes.ts',
      content: `import type { Routes } from '@angular/router';
${input.pages.map((page) => `import { ${pageSymbol(page.route)} } from './pages/${page.route || 'home'}-page';`).join('\n')}

export const routes: Routes = [
${input.pages.map((page) => `  { path: '${page.route}', title: ${JSON.stringify(page.title)}, component: ${pageSymbol(page.route)} },`).join('\n')}
  { path: '**', redirectTo: '' },
];
`,
    },
    {
      path: 'src/app/app.config.ts',
      content: `import { provideBrowserGlobalErrorListeners, type ApplicationConfig } from '@angular/core';
import { provideRouter } from '@angular/router';
import { routes } from './app.routes';

export const appConfig: ApplicationConfig = {
  providers: [provideBrowserGlobalErrorListeners(), provideRouter(routes)],
};
`,
    },
    {
      path: 'src/app/app.ts',
      content: `import { ChangeDetectionStrategy, Component } from '@angular/core';
import { RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';
${input.darkMode ? "import { ThemeToggle } from './theme-toggle';\n" : ''}
@Component({
  selector: 'app-root',
  imports: [RouterLink, RouterLinkActive, RouterOutlet${input.darkMode ? ', ThemeToggle' : ''}],
  template: \`
    <header class="shell__header">
      <a class="shell__brand" routerLink="/">${text(input.title)}</a>
      <nav class="shell__nav" aria-label="Main">
${links}
      </nav>${input.darkMode ? '\n      <app-theme-toggle />' : ''}
    </header>
    <main class="shell__main">
      <router-outlet />
    </main>
  \`,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class App {}
`,
    },
  ];
};

const singlePageShell = (input: ShellInput): ProjectFile[] => {
  const all = input.pages.flatMap((page) => page.items).filter((item) => item.facts);
  const sections = input.pages
    .map(
      (page) => `      <section class="page${page.sidebar ? ' page--sidebar' : ''}">
        <h2>${text(page.title)}</h2>
${pageBody(page, input.pages, '        ', 'h3')}
      </section>`,
    )
    .join('\n');
  return [
    {
      path: 'src/app/app.ts',
      content: `import { ChangeDetectionStrategy, Component } from '@angular/core';
${componentImports(all, './')}${input.darkMode ? "\nimport { ThemeToggle } from './theme-toggle';" : ''}

@Component({
  selector: 'app-root',
  imports: [${[...all.map((item) => item.alias), ...(input.darkMode ? ['ThemeToggle'] : [])].join(', ')}],
  template: \`
    <header class="shell__header">
      <span class="shell__brand">${text(input.title)}</span>${input.darkMode ? '\n      <app-theme-toggle />' : ''}
    </header>
    <main class="shell__main">
      <h1>${text(input.title)}</h1>
${sections}
    </main>
  \`,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class App {}
`,
    },
  ];
};

/** The Angular shell: a routed app with a page per feature, or one page with every section. */
export const angularShell = (input: ShellInput): ProjectFile[] => [
  ...(input.routing ? routedShell(input) : singlePageShell(input)),
  ...(input.darkMode ? [themeToggle] : []),
  { path: 'src/styles.scss', content: SHELL_CSS },
];
