/** Facts an export needs about a component, read from its files (Kiln's or anyone's code). */
import type { Framework } from '../model';

/** The file shape facts are read from: a path, its text and what it is. */
export interface ComponentSourceFile {
  path: string;
  content: string;
  type: 'component' | 'template' | 'style' | 'test';
}

/** An input (Angular) or prop (React) a parent must set. */
export interface RequiredInput {
  name: string;
  type: string;
}

export interface ComponentFacts {
  framework: Framework;
  /** The component's own file, e.g. `signup-form.component.ts` or `SignupForm.tsx`. */
  mainPath: string;
  /** The main file's path without its extension, as imports name it (`./signup-form.component`). */
  importPath: string;
  /** The class (Angular) or function (React) the main file exports. */
  symbol: string;
  /** The Angular selector; empty for React. */
  selector: string;
  required: RequiredInput[];
  /**
   * React: the component renders its content into a portal (the design system's DialogContent),
   * so it lands in the page's body rather than in the node it is rendered into.
   */
  portalled?: boolean;
}

const ANGULAR_MAIN = /\.component\.ts$/;
const REACT_MAIN = /\.[jt]sx$/;
const NOT_MAIN = /\.(?:spec|test|stories)\.[jt]sx?$/;
const PORTALLED = /<Dialog(?:Content|Portal)\b/;

const isMain = (file: ComponentSourceFile, framework: Framework) =>
  !NOT_MAIN.test(file.path) &&
  (framework === 'angular' ? ANGULAR_MAIN.test(file.path) : REACT_MAIN.test(file.path));

/** The file that defines the component: the one typed `component`, else the first likely name. */
export function mainFile<T extends ComponentSourceFile>(
  files: readonly T[],
  framework: Framework,
): T | undefined {
  const candidates = files.filter((file) => isMain(file, framework));
  return candidates.find((file) => file.type === 'component') ?? candidates[0];
}

const IDENTIFIER = /^[a-z_$][\w$]*$/i;
const REQUIRED_INPUT = '= input.required<';

/** `readonly name = input.required<Type>();` lines: each a required input. */
const angularRequired = (source: string): RequiredInput[] =>
  source.split('\n').flatMap((line) => {
    const at = line.indexOf(REQUIRED_INPUT);
    const end = line.lastIndexOf('>()');
    if (at < 0 || end < at) return [];
    const name = line.slice(0, at).trim().split(' ').pop() ?? '';
    const type = line.slice(at + REQUIRED_INPUT.length, end).trim();
    return IDENTIFIER.test(name) && type ? [{ name, type }] : [];
  });

/** The `<Symbol>Props` interface's members without `?`: each a required prop. */
const reactRequired = (source: string, symbol: string): RequiredInput[] => {
  const start = source.indexOf(`interface ${symbol}Props {`);
  if (start < 0) return [];
  const end = source.indexOf('\n}', start);
  const body = source.slice(source.indexOf('{', start) + 1, end < 0 ? undefined : end);
  return body.split('\n').flatMap((line) => {
    const text = line.trim();
    const colon = text.indexOf(':');
    if (colon < 0 || !text.endsWith(';')) return [];
    const name = text.slice(0, colon).trim();
    const type = text.slice(colon + 1, -1).trim();
    return IDENTIFIER.test(name) && type ? [{ name, type }] : [];
  });
};

/** The facts of a component's files, or undefined when no file defines a component. */
export function componentFacts(
  files: readonly ComponentSourceFile[],
  framework: Framework,
): ComponentFacts | undefined {
  const main = mainFile(files, framework);
  if (!main) return undefined;
  const source = main.content;
  const importPath = `./${main.path
    .split('/')
    .pop()!
    .replace(/\.[jt]sx?$/, '')}`;
  if (framework === 'angular') {
    const symbol = source.match(/export\s+class\s+(\w+)/)?.[1];
    const selector = source.match(/selector:\s*['"`]([^'"`]+)['"`]/)?.[1];
    if (!symbol || !selector) return undefined;
    return {
      framework,
      mainPath: main.path,
      importPath,
      symbol,
      selector,
      required: angularRequired(source),
    };
  }
  const symbol = source.match(/export\s+(?:function|const)\s+([A-Z]\w*)/)?.[1];
  if (!symbol) return undefined;
  return {
    framework,
    mainPath: main.path,
    importPath,
    symbol,
    selector: '',
    required: reactRequired(source, symbol),
    ...(PORTALLED.test(source) ? { portalled: true } : {}),
  };
}
