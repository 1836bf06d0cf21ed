import type { ComponentType } from 'react';
import { findRoute } from '../../routes';

type ScreenModule = { default: ComponentType };

/**
 * Every signed-in and admin screen module, imported on demand. Keys are `/src/<file>`, the route
 * table's `file` with its folder. Left out: the screen route itself, and the public pages' features,
 * which are route modules of their own (naming them here would split the first page's chunks).
 */
const screenModules = import.meta.glob<ScreenModule>([
  '/src/features/*/routes/*.tsx',
  '!/src/features/workspace/routes/screen-route.tsx',
  '!/src/features/{auth,blog,contact,feedback,legal,marketing,seo,share}/**',
]);

const loaded = new Map<string, ComponentType>();

/**
 * Loads the screen of a signed-in or admin path and returns its table `file`. It runs in the
 * route's loader, beside the layout's guard, so the screen is ready before the page renders.
 */
export async function loadScreen(pathname: string): Promise<string> {
  const route = findRoute(pathname);
  if (!route) throw new Response('Not found', { status: 404, statusText: 'Not found' });
  const load = screenModules[`/src/${route.file}`];
  if (!load) throw new Error(`The route table names ${route.file}, which is not a screen module.`);
  const screen = loaded.get(route.file) ?? (await load()).default;
  loaded.set(route.file, screen);
  return route.file;
}

/** The screen `loadScreen` loaded for this `file`. */
export function loadedScreen(file: string): ComponentType {
  const screen = loaded.get(file);
  if (!screen) throw new Error(`The screen ${file} was rendered before it was loaded.`);
  return screen;
}

/** The table files the screen route can load, for the route table's own test. */
export const screenFiles = (): string[] =>
  Object.keys(screenModules).map((key) => key.slice('/src/'.length));
