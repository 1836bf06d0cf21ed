import type { ComponentType } from 'react';
import { findRoute, type ScreenRoute } from '../../routes';

type LoadedScreen = { Screen: ComponentType; frame: ScreenRoute['frame'] };

const loaded = new Map<string, LoadedScreen>();

/**
 * Imports the screen of a signed-in or admin path (its row's `screen`) and returns the row's path.
 * It runs in the route's loader, beside the layout's guard, so the screen is ready before the page
 * renders.
 */
export async function loadScreen(pathname: string): Promise<string> {
  const route = findRoute(pathname);
  if (!route) throw new Response('Not found', { status: 404, statusText: 'Not found' });
  if (!('screen' in route))
    throw new Error(`The route table's row for /${route.path} is a page, not a screen.`);
  if (!loaded.has(route.path))
    loaded.set(route.path, { Screen: (await route.screen()).default, frame: route.frame });
  return route.path;
}

/** The screen `loadScreen` loaded for this row's path, and the frame its row puts around it. */
export function loadedScreen(path: string): LoadedScreen {
  const screen = loaded.get(path);
  if (!screen) throw new Error(`The screen of /${path} was rendered before it was loaded.`);
  return screen;
}
