import { FRAME_GLOBAL, RUNTIME_GLOBAL, type FrameApi } from '../src/preview/runtime-globals';
import { runAxe } from './axe';
import { cloneable, listen, post } from './channel';
import {
  buildLocations,
  contentHeight,
  reportConsoleAndErrors,
  reportError,
  reportResize,
} from './reporting';

export interface MountedComponent {
  setInputs: (inputs: Record<string, unknown>) => void;
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

/**
 * The frame's side of the preview: puts the framework's packages where builds read them, mounts
 * the component the build registers, reports ready / rendered / resize / errors / console lines /
 * axe results / outputs to the app, and applies the app's theme, inputs and axe requests.
 */
export const startFrame = (runtime: FrameworkRuntime): void => {
  reportConsoleAndErrors();
  const host = document.getElementById('kiln-preview-root') ?? document.body;
  let inputs: Record<string, unknown> = {};
  let mounted: MountedComponent | undefined;
  let rendered = false;
  let registered = false;

  (globalThis as Record<string, unknown>)[RUNTIME_GLOBAL] = runtime.modules;
  const api: FrameApi = {
    addStyle: (css) => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    },
    locations: (table) => {
      const script = document.currentScript;
      if (script instanceof HTMLScriptElement) buildLocations.set(script.src, table);
    },
    register: (module, details) => {
      registered = true;
      runtime
        .mount(module, host, {
          inputs,
          callbacks: details?.callbacks ?? [],
          emit: (name, payload) => post({ type: 'output', name, payload: cloneable(payload) }),
          onError: (error) => reportError(error),
        })
        .then(async (component) => {
          mounted = component;
          await nextPaint();
          rendered = true;
          post({ type: 'rendered', width: host.scrollWidth, height: contentHeight(host) });
          reportResize(host);
          await runAxe(host);
        })
        .catch((error: unknown) => reportError(error));
    },
  };
  (globalThis as Record<string, unknown>)[FRAME_GLOBAL] = api;

  listen((message) => {
    if (message.type === 'set-theme') {
      setTheme(message.theme);
      if (rendered) void runAxe(host).catch((error: unknown) => reportError(error));
    } else if (message.type === 'set-inputs') {
      inputs = message.inputs;
      try {
        mounted?.setInputs(inputs);
      } catch (error) {
        reportError(error);
      }
    } else if (rendered) {
      void runAxe(host).catch((error: unknown) => reportError(error));
    }
  });
  // The build's script runs before this event; when it has not registered, it did not load.
  document.addEventListener('DOMContentLoaded', () => {
    if (!registered)
      reportError(new Error('The compiled component did not load: reload the preview'));
  });
  post({ type: 'ready' });
};
