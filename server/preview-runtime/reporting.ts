import type { PreviewConsoleLevel } from '@kiln/contract/preview-messages';
import {
  locateInBuild,
  locateStack,
  type BuildLocations,
  type SourceLocation,
} from '../src/workers/preview/build-locations';
import { currentTag, post } from './channel';

const MAX_TEXT = 4000;
const LEVELS: PreviewConsoleLevel[] = ['log', 'info', 'warn', 'error', 'debug'];

const describe = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/** Each build script's location table, by the script's URL (the URL its stack frames name). */
export const buildLocations = new Map<string, BuildLocations>();

/** Where in the component's files an error was thrown, read from its stack. */
const locateError = (error: unknown): SourceLocation | null =>
  error instanceof Error && error.stack ? locateStack(error.stack, buildLocations) : null;

/** An error as the app shows it, with the component's file and line when its stack leads there. */
export const reportError = (error: unknown, where: SourceLocation | null = locateError(error)) =>
  post({
    type: 'runtime-error',
    message: describe(error).slice(0, MAX_TEXT),
    file: where?.file ?? null,
    line: where?.line ?? null,
    column: null,
  });

/** An uncaught error: its stack, else the position the browser gives for it. */
const reportUncaught = (event: ErrorEvent) => {
  const table = buildLocations.get(event.filename);
  const where =
    locateError(event.error) ?? (table ? locateInBuild(table, event.lineno, event.colno) : null);
  reportError(event.error ?? event.message, where);
};

/** Console lines, uncaught errors and rejected promises go to the app as messages. */
export const reportConsoleAndErrors = (): void => {
  for (const level of LEVELS) {
    const original = console[level].bind(console);
    console[level] = (...values: unknown[]) => {
      original(...values);
      post({ type: 'console', level, text: values.map(describe).join(' ').slice(0, MAX_TEXT) });
    };
  }
  window.addEventListener('error', reportUncaught);
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
};

/** The height the component takes, whatever the frame's own height. */
export const contentHeight = (host: HTMLElement): number =>
  Math.ceil(Math.max(host.getBoundingClientRect().height, host.scrollHeight));

/**
 * The content's height, whenever it changes, so the app can size the frame to its content;
 * tagged with the mount it began for. Answers how to stop (when that mount is replaced).
 */
export const reportResize = (host: HTMLElement): (() => void) => {
  let last = -1;
  const tag = currentTag();
  const observer = new ResizeObserver(() => {
    const height = contentHeight(host);
    if (height === last) return;
    last = height;
    post({ type: 'resize', height }, tag);
  });
  observer.observe(host);
  return () => observer.disconnect();
};
