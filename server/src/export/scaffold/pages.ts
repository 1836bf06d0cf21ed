import type { AiFramework, ScaffoldFeature } from '@kiln/contract';
import { generate } from '@kiln/generator';
import type { ExportComponent } from '../project/types';

/** A page of a scaffolded project: its route, its title and the components it shows. */
export interface PageSpec {
  route: string;
  title: string;
  /** Descriptions the engine writes this page's components from. */
  prompts: { name: string; prompt: string }[];
  /** A page laid out as a sidebar beside its content. */
  sidebar?: boolean;
}

/** What each feature adds: pages of components the built-in engine writes. */
const FEATURE_PAGES: Record<Exclude<ScaffoldFeature, 'dark-mode'>, PageSpec[]> = {
  auth: [
    {
      route: 'login',
      title: 'Sign in',
      prompts: [{ name: 'Login form', prompt: 'a login form with email and password' }],
    },
    {
      route: 'signup',
      title: 'Create account',
      prompts: [
        {
          name: 'Signup form',
          prompt: 'a signup form with name, email and password, passwords must match',
        },
      ],
    },
  ],
  dashboard: [
    {
      route: 'dashboard',
      title: 'Dashboard',
      sidebar: true,
      prompts: [
        {
          name: 'Sidebar',
          prompt: 'a sidebar navigation with Overview, Reports and Settings links',
        },
        { name: 'Stat card', prompt: 'stat cards showing users, revenue and orders' },
      ],
    },
  ],
  settings: [
    {
      route: 'settings',
      title: 'Settings',
      prompts: [
        {
          name: 'Settings form',
          prompt: 'a settings form with display name, email notifications toggle and theme select',
        },
      ],
    },
  ],
  forms: [
    {
      route: 'contact',
      title: 'Contact',
      prompts: [{ name: 'Contact form', prompt: 'a contact form with name, email and message' }],
    },
  ],
};

/** The pages a choice of features gives, in a fixed order, after the home page. */
export const scaffoldPages = (features: readonly ScaffoldFeature[]): PageSpec[] => [
  { route: '', title: 'Home', prompts: [] },
  ...(['auth', 'dashboard', 'settings', 'forms'] as const)
    .filter((feature) => features.includes(feature))
    .flatMap((feature) => FEATURE_PAGES[feature]),
];

/** A page's components as the engine writes them for the framework (deterministic). */
export const engineComponents = (page: PageSpec, framework: AiFramework): ExportComponent[] =>
  page.prompts.map(({ name, prompt }) => ({
    name,
    description: prompt,
    framework,
    version: 1,
    files: generate(prompt, { framework }).files,
    provenance: {
      source: 'prompt-response',
      sourceId: null,
      prompt,
      conversation: [],
      model: 'Kiln built-in engine',
      provider: 'builtin',
      restoredFrom: null,
      basedOnVersion: null,
      copiedFrom: null,
    },
  }));
