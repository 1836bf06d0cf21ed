import {
  BUILDS_PATH,
  FRAME_GLOBAL,
  RUNTIME_GLOBAL,
  type FrameApi,
} from '../src/workers/preview/runtime-globals';
import { runAxe } from './axe';
import { createDesignMode } from './design-mode';
import { keepSubmissionsInFrame } from './forms';
import { cloneable, currentTag, listen, post, setCurrentTag, type MountTag } from './channel';
import {
  buildLocations,
  contentHeight,
  reportConsoleAndErrors,
  reportError,
  reportResize,
} from './reporting';

export interface MountedComponent {
  setInputs: (inputs: Record<string, unknown>) => void;
  /** Destroys the component (its app or root), before another build is mounted. */
  unmount: () => void;
}

export interface MountOptions {
  inputs: Record<string, unknown>;
  /** React props named like event handlers, found in the source by the server. */
  callbacks: string[];
  emit: (name: string, payload: unknown) => void;
  onError: (error: unknown) => void;
}

/** What a framework's runtime brings: the packages builds import, and how to mount a component. */
export interface FrameworkRuntime {
  modules: Record<string, unknown>;
  mount: (
    module: Record<string, unknown>,
    host: HTMLElement,
    options: MountOptions,
  ) => Promise<MountedComponent>;
}

/** Chromium pauses animation frames in a frame scrolled out of view: then a short wait stands in. */
const OFFSCREEN_PAINT_WAIT_MS = 100;

/** After the next paint (the frame after the one that drew the component). */
const nextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    setTimeout(resolve, OFFSCREEN_PAINT_WAIT_MS);
  });

const setTheme = (theme: 'light' | 'dark') => {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.dataset.theme = theme;
};

/** One build mounted in the frame: what to tear down when the app mounts the next. */
interface Mount {
  tag: MountTag;
  /** The build's script; null for a document that names its build itself. */
  script: HTMLScriptElement | null;
  host: HTMLElement;
  styles: HTMLStyleElement[];
  registered: boolean;
  rendered: boolean;
  component?: MountedComponent;
  stopResize?: () => void;
}

const LOAD_FAILED = 'The compiled component did not load: reload the preview';

/**
 * The frame's side of the preview: puts the framework's packages where builds read them, mounts
 * the component a build registers, reports ready / rendered / resize / errors / console lines /
 * axe results / outputs to the app, and applies the app's theme, inputs and axe requests. A
 * shell mounts the builds the app sends (`mount`), one after another in the same document, so the
 * runtime is parsed once; a build's own document mounts that build.
 */
export const startFrame = (runtime: FrameworkRuntime): void => {
  reportConsoleAndErrors();
  keepSubmissionsInFrame();
  const root = document.getElementById('kiln-preview-root') ?? document.body;
  let inputs: Record<string, unknown> = {};
  const design = createDesignMode(root, (target) => post({ type: 'design-select', target }));
  const newMount = (script: HTMLScriptElement | null): Mount => {
    const host = document.createElement('div');
    root.append(host);
    return { tag: currentTag(), script, host, styles: [], registered: false, rendered: false };
  };
  let mount = newMount(null);
  /** Work of a mount that has been replaced reports nothing more. */
  const isCurrent = (candidate: Mount) => candidate === mount;
  /** A build's script calls the frame API while it runs: only the current mount's counts. */
  const fromCurrentScript = () => mount.script === null || document.currentScript === mount.script;

  const unmount = (previous: Mount) => {
    previous.stopResize?.();
    try {
      previous.component?.unmount();
    } catch {
      // The component failed on its way out; it is being replaced, and its errors are stale.
    }
    previous.script?.remove();
    for (const style of previous.styles) style.remove();
    previous.host.remove();
  };

  const mountBuild = (tag: MountTag, theme: 'light' | 'dark', values: Record<string, unknown>) => {
    unmount(mount);
    setCurrentTag(tag);
    setTheme(theme);
    inputs = values;
    const script = document.createElement('script');
    const current = (mount = newMount(script));
    // CORS mode, as the document's own scripts: an error thrown by the component then reaches the
    // frame with its stack (for its file and line), not as "Script error.".
    script.crossOrigin = 'anonymous';
    script.src = new URL(`${BUILDS_PATH}${tag.build}.js`, document.baseURI).href;
    // The script runs before its load event: a build that did not register did not load.
    script.onload = script.onerror = () => {
      if (isCurrent(current) && !current.registered) reportError(new Error(LOAD_FAILED));
    };
    document.body.append(script);
  };

  (globalThis as Record<string, unknown>)[RUNTIME_GLOBAL] = runtime.modules;
  const api: FrameApi = {
    addStyle: (css) => {
      if (!fromCurrentScript()) return;
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
      mount.styles.push(style);
    },
    locations: (table) => {
      const script = document.currentScript;
      if (script instanceof HTMLScriptElement) buildLocations.set(script.src, table);
    },
    register: (module, details) => {
      if (!fromCurrentScript() || mount.registered) return;
      const current = mount;
      current.registered = true;
      runtime
        .mount(module, current.host, {
          inputs,
          callbacks: details?.callbacks ?? [],
          emit: (name, payload) =>
            post({ type: 'output', name, payload: cloneable(payload) }, current.tag),
          onError: (error) => {
            if (isCurrent(current)) reportError(error);
          },
        })
        .then(async (component) => {
          current.component = component;
          if (!isCurrent(current)) return unmount(current);
          await nextPaint();
          if (!isCurrent(current)) return;
          current.rendered = true;
          design.refresh();
          post({ type: 'rendered', width: root.scrollWidth, height: contentHeight(root) });
          current.stopResize = reportResize(root);
          await runAxe(current.host);
        })
        .catch((error: unknown) => {
          if (isCurrent(current)) reportError(error);
        });
    },
  };
  (globalThis as Record<string, unknown>)[FRAME_GLOBAL] = api;

  listen((message) => {
    if (message.type === 'mount') {
      mountBuild({ build: message.build, mount: message.mount }, message.theme, message.inputs);
    } else if (message.type === 'set-theme') {
      setTheme(message.theme);
      if (mount.rendered) void runAxe(mount.host).catch((error: unknown) => reportError(error));
    } else if (message.type === 'set-inputs') {
      inputs = message.inputs;
      try {
        mount.component?.setInputs(inputs);
      } catch (error) {
        reportError(error);
      }
    } else if (message.type === 'design-mode') {
      design.setOn(message.on);
    } else if (mount.rendered) {
      void runAxe(mount.host).catch((error: unknown) => reportError(error));
    }
  });
  // A build's own document: its script runs before this event; when it has not registered, it
  // did not load.
  if (currentTag().build)
    document.addEventListener('DOMContentLoaded', () => {
      if (!mount.registered) reportError(new Error(LOAD_FAILED));
    });
  post({ type: 'ready' });
};
