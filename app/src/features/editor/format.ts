import type { AiFramework, AiGeneratedFile } from '@kiln/contract';
import type { Plugin } from 'prettier';

/** Kiln's own Prettier settings, so formatted code looks like the code Kiln generates. */
const OPTIONS = { singleQuote: true, semi: true, trailingComma: 'all', printWidth: 100 } as const;

type Formatter = { parser: string; plugins: () => Promise<Plugin[]> };

const plugin = (loaded: Promise<{ default: Plugin } | Plugin>) =>
  loaded.then((module) => ('default' in module ? module.default : module) as Plugin);

const typescript: Formatter = {
  parser: 'typescript',
  plugins: () =>
    Promise.all([
      plugin(import('prettier/plugins/typescript')),
      plugin(import('prettier/plugins/estree')),
    ]),
};
const styles = (parser: 'css' | 'scss'): Formatter => ({
  parser,
  plugins: () => Promise.all([plugin(import('prettier/plugins/postcss'))]),
});

function formatterFor(language: string, framework: AiFramework): Formatter | undefined {
  switch (language.toLowerCase()) {
    case 'ts':
    case 'typescript':
    case 'tsx':
      return typescript;
    case 'html':
      return {
        // Angular templates keep their bindings and control flow blocks intact with this parser.
        parser: framework === 'angular' ? 'angular' : 'html',
        plugins: () =>
          Promise.all([
            plugin(import('prettier/plugins/html')),
            plugin(import('prettier/plugins/angular')),
          ]),
      };
    case 'scss':
      return styles('scss');
    case 'css':
      return styles('css');
    default:
      return undefined;
  }
}

/** Whether Format can do anything for this file. */
export const canFormat = (file: Pick<AiGeneratedFile, 'language'>, framework: AiFramework) =>
  formatterFor(file.language, framework) !== undefined;

/**
 * The file's text as Prettier prints it. Prettier and the parser the file needs load only when
 * asked, so none of them reaches a page until someone formats. Throws Prettier's own message
 * (with line and column) when the code does not parse.
 */
export async function formatFile(
  file: Pick<AiGeneratedFile, 'language' | 'content'>,
  framework: AiFramework,
): Promise<string> {
  const formatter = formatterFor(file.language, framework);
  if (!formatter) return file.content;
  const [prettier, plugins] = await Promise.all([
    import('prettier/standalone'),
    formatter.plugins(),
  ]);
  return prettier.format(file.content, { ...OPTIONS, parser: formatter.parser, plugins });
}
