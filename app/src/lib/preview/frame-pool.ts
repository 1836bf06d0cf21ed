import {
  frameMessageSchema,
  PREVIEW_SHELL_PATH,
  type AiFramework,
  type PreviewTheme,
} from '@kiln/contract';
import { API_BASE_URL } from '../../config/env';

/** What the preview frame may do: run scripts and fire form submit events, nothing more. */
export const PREVIEW_SANDBOX = 'allow-scripts allow-forms';

/** The app's theme now: a new frame starts in it (no flash of the wrong one). */
export const appTheme = (): PreviewTheme =>
  typeof document !== 'undefined' && document.documentElement.classList.contains('dark')
    ? 'dark'
    : 'light';

/** A preview frame and whether its runtime has said it is ready (it then mounts builds at once). */
export interface PreviewFrame {
  frame: HTMLIFrameElement;
  ready: boolean;
}

type MovableParent = HTMLElement & { moveBefore?: (node: Node, child: Node | null) => void };

/**
 * A shell frame of the framework: scripts and forms only (`sandbox="allow-scripts allow-forms"`,
 * never `allow-same-origin`, top navigation or popups), so its opaque origin reaches none of
 * Kiln's storage, cookies or API. Forms are allowed so that a generated form's submit event fires
 * (without it Chromium drops the submission before the event); the frame's CSP
 * (`form-action 'none'`) and its runtime keep a submission from navigating anywhere.
 * Served by the API's server, outside /api.
 */
export function createPreviewFrame(framework: AiFramework, theme: PreviewTheme): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', PREVIEW_SANDBOX);
  frame.referrerPolicy = 'no-referrer';
  frame.className = 'block border-0 bg-background';
  const base = new URL(API_BASE_URL, window.location.href);
  frame.src = new URL(`${PREVIEW_SHELL_PATH}${framework}?theme=${theme}`, base).href;
  return frame;
}

/**
 * Moving an iframe elsewhere in the page reloads it, except with `moveBefore` (Chromium 133+),
 * which keeps its document: only there is a frame kept warm to be moved into a preview later.
 */
const canMoveFrames = () =>
  typeof document !== 'undefined' && 'moveBefore' in (document.body as MovableParent);

const warm = new Map<AiFramework, PreviewFrame>();
let parking: HTMLElement | null = null;

const park = (): HTMLElement => {
  if (parking) return parking;
  const element = document.createElement('div');
  // Off screen, out of the accessibility tree and the focus order, with a size so it lays out.
  element.setAttribute('aria-hidden', 'true');
  element.inert = true;
  element.style.cssText =
    'position:fixed;left:-10000px;top:0;width:1024px;height:768px;overflow:hidden;pointer-events:none';
  document.body.append(element);
  window.addEventListener('message', (event) => {
    for (const entry of warm.values())
      if (
        event.source === entry.frame.contentWindow &&
        frameMessageSchema.safeParse(event.data).data?.type === 'ready'
      )
        entry.ready = true;
  });
  parking = element;
  return element;
};

/**
 * Loads a shell of the framework in the background (at most one waiting per framework), once a
 * preview of it is likely: the runtime is then downloaded, parsed and run before Preview is
 * clicked, and the preview only mounts its build.
 */
export function warmPreviewFrame(framework: AiFramework, theme: PreviewTheme): void {
  if (!canMoveFrames() || warm.has(framework)) return;
  const frame = createPreviewFrame(framework, theme);
  frame.title = 'Preview loading in the background';
  frame.tabIndex = -1;
  warm.set(framework, { frame, ready: false });
  park().append(frame);
}

/**
 * Puts a frame of the framework into `slot`: the waiting warm one, moved with its document kept,
 * or else a new one.
 */
export function placePreviewFrame(
  slot: HTMLElement,
  framework: AiFramework,
  theme: PreviewTheme,
  options: { fresh: boolean },
): PreviewFrame {
  const waiting = options.fresh ? undefined : warm.get(framework);
  if (waiting) {
    warm.delete(framework);
    try {
      (slot as MovableParent).moveBefore?.(waiting.frame, null);
      if (waiting.frame.parentElement === slot) {
        waiting.frame.removeAttribute('tabindex');
        return waiting;
      }
    } catch {
      // Not movable after all (another document, say): a new frame instead.
    }
    waiting.frame.remove();
  }
  const frame = createPreviewFrame(framework, theme);
  slot.append(frame);
  return { frame, ready: false };
}
