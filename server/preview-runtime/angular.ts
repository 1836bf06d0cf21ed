import '@angular/compiler';
import * as common from '@angular/common';
import * as core from '@angular/core';
import * as forms from '@angular/forms';
import * as platformBrowser from '@angular/platform-browser';
import * as rxjs from 'rxjs';
import * as rxjsOperators from 'rxjs/operators';
import { startFrame, type FrameworkRuntime } from './frame';

type ComponentClass = core.Type<unknown>;

const isComponent = (value: unknown): value is ComponentClass =>
  typeof value === 'function' && Object.prototype.hasOwnProperty.call(value, 'ɵcmp');

/** The host element: the component's tag when its selector is a plain element name. */
const hostFor = (selector: string): HTMLElement => {
  const tag = /^[a-z][\w-]*$/i.exec(selector.split(',')[0]?.trim() ?? '')?.[0];
  return document.createElement(tag ?? 'div');
};

const runtime: FrameworkRuntime = {
  modules: {
    '@angular/core': core,
    '@angular/common': common,
    '@angular/forms': forms,
    '@angular/platform-browser': platformBrowser,
    rxjs,
    'rxjs/operators': rxjsOperators,
  },
  /** Zoneless, as the generated components are written; errors go to the app, not only the console. */
  mount: async (module, host, { inputs, emit, onError }) => {
    const component = Object.values(module).find(isComponent);
    if (!component) throw new Error('The component file exports no Angular component');
    const mirror = core.reflectComponentType(component);
    if (!mirror) throw new Error('The component file exports no Angular component');
    const app = await platformBrowser.createApplication({
      providers: [
        core.provideZonelessChangeDetection(),
        { provide: core.ErrorHandler, useValue: { handleError: onError } },
      ],
    });
    const element = hostFor(mirror.selector);
    host.append(element);
    const ref = app.bootstrap(component, element);
    const known = new Set(mirror.inputs.map((input) => input.templateName));
    const setInputs = (values: Record<string, unknown>) => {
      for (const [name, value] of Object.entries(values))
        if (known.has(name)) ref.setInput(name, value);
    };
    setInputs(inputs);
    const instance = ref.instance as Record<
      string,
      { subscribe?: (next: (value: unknown) => void) => unknown }
    >;
    for (const output of mirror.outputs)
      instance[output.propName]?.subscribe?.((value) => emit(output.templateName, value));
    // Destroying the application destroys the component and its injectors (its subscriptions,
    // effects and styles go with them); the platform stays for the next build.
    return { setInputs, unmount: () => app.destroy() };
  },
};

startFrame(runtime);
