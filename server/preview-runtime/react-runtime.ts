import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import type { FrameworkRuntime } from './frame';

const isComponentName = (name: string) => /^[A-Z]/.test(name);

const componentOf = (
  module: Record<string, unknown>,
): React.ComponentType<Record<string, unknown>> => {
  if (typeof module.default === 'function') return module.default as React.ComponentType;
  const named = Object.entries(module).find(
    ([name, value]) => isComponentName(name) && typeof value === 'function',
  );
  if (!named) throw new Error('The component file exports no React component');
  return named[1] as React.ComponentType<Record<string, unknown>>;
};

/** React's packages as the frame offers them to a build. */
export const REACT_MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
};

/**
 * The React runtime over a modules map: plain React offers React's packages, React written with
 * Kiln's design system offers them and the design system (one mounting code for both).
 */
export const reactRuntime = (modules: Record<string, unknown>): FrameworkRuntime => ({
  modules,
  /** Props come from the app's inputs; callback props report their calls as outputs. */
  mount: async (module, host, { inputs, callbacks, emit, onError }) => {
    const component = componentOf(module);
    const root = ReactDOMClient.createRoot(host, {
      onUncaughtError: (error) => onError(error),
      onCaughtError: (error) => onError(error),
    });
    const handlers = Object.fromEntries(
      callbacks.map((name) => [
        name,
        (...args: unknown[]) => emit(name, args.length > 1 ? args : args[0]),
      ]),
    );
    const render = (props: Record<string, unknown>) =>
      ReactDOM.flushSync(() =>
        root.render(React.createElement(component, { ...handlers, ...props })),
      );
    render(inputs);
    return { setInputs: render, unmount: () => root.unmount() };
  },
});
