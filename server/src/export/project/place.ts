import type { ExportExtras } from '@kiln/contract';
import { componentFacts, emitReactTest, emitStories, type ComponentFacts } from '@kiln/generator';
import { archiveSlug, safeEntryPath } from '../archive';
import { componentReadme } from './component-readme';
import type { ExportComponent, TextFile } from './types';

/** A component as an export lays it out: a folder, a unique name and selector, its files. */
export interface PlacedComponent {
  component: ExportComponent;
  /** Its folder's name: the component's name in kebab case, made unique. */
  slug: string;
  facts: ComponentFacts | undefined;
  /** The name a page imports it by, unique in the project (`SignupFormComponent2`). */
  alias: string;
  /** Its Angular selector, unique in the project; empty for React. */
  selector: string;
  /** Paths relative to its folder. */
  files: TextFile[];
}

const TEST_FILE = /\.(?:spec|test)\.[jt]sx?$/;

const unique = (wanted: string, taken: Set<string>, join: (base: string, n: number) => string) => {
  let name = wanted;
  for (let index = 2; taken.has(name); index += 1) name = join(wanted, index);
  taken.add(name);
  return name;
};

/** The component's own files; tests only when asked for. */
const ownFiles = (component: ExportComponent, tests: boolean): TextFile[] =>
  component.files
    .filter((file) => tests || (file.type !== 'test' && !TEST_FILE.test(file.path)))
    .map((file) => ({ path: safeEntryPath(file.path), content: file.content }));

/** A second component with a taken selector answers to `<selector>-2` in its own file too. */
const withSelector = (files: TextFile[], facts: ComponentFacts, selector: string) =>
  selector === facts.selector
    ? files
    : files.map((file) =>
        file.path === safeEntryPath(facts.mainPath)
          ? {
              ...file,
              content: file.content.replace(
                /(selector:\s*)(['"`])[^'"`]+\2/,
                (_, key: string, quote: string) => `${key}${quote}${selector}${quote}`,
              ),
            }
          : file,
      );

/** The extras a component's folder gains: a React test, a story, a README. */
const extraFiles = (
  component: ExportComponent,
  facts: ComponentFacts | undefined,
  files: TextFile[],
  extras: ExportExtras,
): TextFile[] => {
  const added: TextFile[] = [];
  const hasTest = files.some((file) => TEST_FILE.test(file.path));
  // React and react-ds components get the same React test; Angular ones bring their own specs.
  if (extras.tests && facts && facts.framework !== 'angular' && !hasTest)
    added.push(emitReactTest(facts));
  if (extras.stories && facts) added.push(emitStories(facts, component.name));
  if (extras.readme) added.push({ path: 'README.md', content: componentReadme(component, facts) });
  return added;
};

/** Every component with its folder, names and files, in the order given. */
export const placeComponents = (
  components: readonly ExportComponent[],
  extras: ExportExtras,
): PlacedComponent[] => {
  const slugs = new Set<string>();
  const symbols = new Set<string>(['App']);
  const selectors = new Set<string>(['app-root']);
  return components.map((component) => {
    const slug = unique(archiveSlug(component.name), slugs, (base, n) => `${base}-${n}`);
    const facts = componentFacts(component.files, component.framework);
    const alias = facts ? unique(facts.symbol, symbols, (base, n) => `${base}${n}`) : '';
    const selector = facts?.selector
      ? unique(facts.selector, selectors, (base, n) => `${base}-${n}`)
      : '';
    const own = ownFiles(component, extras.tests);
    const files = facts ? withSelector(own, facts, selector) : own;
    return {
      component,
      slug,
      facts,
      alias,
      selector,
      files: [...files, ...extraFiles(component, facts, files, extras)],
    };
  });
};

/**
 * Import lines for placed components, from a file `prefix` away from the components folder (`./`
 * beside it, `../` one folder deeper). Angular and React projects lay components out alike.
 */
export const componentImports = (items: readonly PlacedComponent[], prefix: string) =>
  items
    .map((item) => {
      const symbol = item.facts!.symbol;
      const named = item.alias === symbol ? symbol : `${symbol} as ${item.alias}`;
      return `import { ${named} } from '${prefix}components/${item.slug}/${item.facts!.importPath.slice(2)}';`;
    })
    .join('\n');
