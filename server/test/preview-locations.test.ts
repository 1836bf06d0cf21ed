import { runInNewContext } from 'node:vm';
import * as angularCore from '@angular/core';
import { describe, expect, it } from 'vitest';
import type { PreviewBuildBody } from '@kiln/contract';
import { locateStack, type BuildLocations } from '../src/workers/preview/build-locations';
import { compilePreview } from '../src/workers/preview/compile';

/** The first build in a thread loads TypeScript, Angular's compiler and esbuild. */
const COLD_BUILD_TIMEOUT_MS = 120_000;
const BUILD_URL = 'https://kiln.test/preview/builds/0123abcd.js';

const BUTTON_COMPONENT = `import { Component } from '@angular/core';

@Component({
  selector: 'app-button',
  templateUrl: './button.component.html',
})
export class ButtonComponent {
  protected count = 0;

  constructor() {
    this.count = 1;
    if (this.count > 0) {
      throw new Error('The button cannot start');
    }
  }
}
`;

const CARD_COMPONENT = `import styles from './card.module.css';

export function Card() {
  const save = () => {
    throw new Error('Saving failed');
  };
  return (
    <button type="button" className={styles.card} onClick={save}>
      Save
    </button>
  );
}
`;

/**
 * Runs a build's script the way the frame does, with the runtime's globals faked: it hands over
 * its location table and its module; `use` then makes the component fail, and the error's stack
 * is located as the frame locates it.
 */
const runBuild = (
  code: string,
  modules: Record<string, unknown>,
  use: (module: Record<string, unknown>) => void,
): ReturnType<typeof locateStack> => {
  const tables = new Map<string, BuildLocations>();
  let failure: unknown;
  const frame = {
    locations: (table: BuildLocations) => tables.set(BUILD_URL, table),
    addStyle: () => undefined,
    register: (module: Record<string, unknown>) => {
      try {
        use(module);
      } catch (error) {
        failure = error;
      }
    },
  };
  runInNewContext(
    code,
    { __kilnPreview: frame, __kilnPreviewModules: modules, Error },
    { filename: BUILD_URL },
  );
  expect(failure).toBeInstanceOf(Error);
  return locateStack((failure as Error).stack ?? '', tables);
};

const compiled = async (body: PreviewBuildBody) => {
  const result = await compilePreview(body);
  expect(result.problems).toEqual([]);
  return result.code!;
};

describe('given a component that fails while running', { timeout: COLD_BUILD_TIMEOUT_MS }, () => {
  it('should locate an Angular constructor error in the component file, at its line', async () => {
    const code = await compiled({
      framework: 'angular',
      files: [
        {
          path: 'button.component.ts',
          content: BUTTON_COMPONENT,
          type: 'component',
          language: 'typescript',
        },
        {
          path: 'button.component.html',
          content: '<button type="button">Count {{ count }}</button>\n',
          type: 'template',
          language: 'html',
        },
      ],
    });
    const where = runBuild(code, { '@angular/core': angularCore }, (module) => {
      const Button = module.ButtonComponent as new () => unknown;
      new Button();
    });
    expect(where).toEqual({ file: 'button.component.ts', line: 13 });
  });

  it('should locate a React click handler error in the component file, at its line', async () => {
    const code = await compiled({
      framework: 'react',
      files: [
        { path: 'card.tsx', content: CARD_COMPONENT, type: 'component', language: 'tsx' },
        {
          path: 'card.module.css',
          content: '.card { padding: 1rem; }\n',
          type: 'style',
          language: 'css',
        },
      ],
    });
    // The JSX runtime hands back the element's props, so the test can press the button.
    const jsx = (_type: unknown, props: Record<string, unknown>) => props;
    const where = runBuild(
      code,
      { 'react/jsx-runtime': { jsx, jsxs: jsx, Fragment: 'fragment' } },
      (module) => {
        const button = (module.Card as () => { onClick: () => void })();
        button.onClick();
      },
    );
    expect(where).toEqual({ file: 'card.tsx', line: 5 });
  });
});

describe('given an Angular template that fails', { timeout: COLD_BUILD_TIMEOUT_MS }, () => {
  it('should name the template file of the component whose template function threw', async () => {
    const code = await compiled({
      framework: 'angular',
      files: [
        {
          path: 'button.component.ts',
          content: BUTTON_COMPONENT,
          type: 'component',
          language: 'typescript',
        },
        {
          path: 'button.component.html',
          content: '<button type="button">Count {{ count }}</button>\n',
          type: 'template',
          language: 'html',
        },
      ],
    });
    let table: BuildLocations | undefined;
    runInNewContext(
      code,
      {
        __kilnPreview: { locations: (t: BuildLocations) => (table = t), register: () => undefined },
        __kilnPreviewModules: { '@angular/core': angularCore },
      },
      { filename: BUILD_URL },
    );
    expect(table?.templates).toEqual({ ButtonComponent: 'button.component.html' });
    // Angular's JIT compiler runs template code in functions named after the component.
    const stack = [
      "TypeError: Cannot read properties of undefined (reading 'name')",
      '    at ButtonComponent2_Template (ng:///ButtonComponent2.js:12:29)',
      '    at executeTemplate (https://kiln.test/preview/runtime/angular.abc.js:1:400)',
    ].join('\n');
    expect(locateStack(stack, new Map([[BUILD_URL, table!]]))).toEqual({
      file: 'button.component.html',
      line: null,
    });
  });
});

describe('given stacks as browsers write them', () => {
  it('should name the first frame in a known build, and nothing for other scripts', () => {
    const stack = 'Error: boom\n    at f (https://kiln.test/preview/runtime/react.abc.js:1:200)';
    const tables = new Map([[BUILD_URL, { files: ['card.tsx'], lines: [[0, 0, 3]] }]]);
    expect(locateStack(stack, tables)).toBeNull();
    expect(locateStack(`Error: boom\n    at ${BUILD_URL}:1:5`, tables)).toEqual({
      file: 'card.tsx',
      line: 3,
    });
    expect(locateStack(`save@${BUILD_URL}:1:1`, tables)).toEqual({ file: 'card.tsx', line: 3 });
  });
});
