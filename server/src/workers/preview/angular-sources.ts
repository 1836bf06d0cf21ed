import { posix } from 'node:path';
import { compileString, Exception as SassException } from 'sass';
import type { PreviewProblem } from '@kiln/contract';
import { PreviewCompileError } from './problems';
import { rootedPath } from './virtual-files';

/** `templateUrl: './x.html'`, `styleUrl: './x.scss'`, `styleUrls: ['./a.scss', …]`. */
const TEMPLATE_URL = /templateUrl\s*:\s*(['"`])([^'"`]+)\1/g;
const STYLE_URL = /styleUrl\s*:\s*(['"`])([^'"`]+)\1/g;
const STYLE_URLS = /styleUrls\s*:\s*\[([^\]]*)\]/g;
const QUOTED = /(['"`])([^'"`]+)\1/g;

const compileStyle = (path: string, source: string): string => {
  if (!/\.s[ac]ss$/.test(path)) return source;
  try {
    return compileString(source, { syntax: path.endsWith('.sass') ? 'indented' : 'scss' }).css;
  } catch (error) {
    if (error instanceof SassException) {
      const start = error.span.start;
      throw new PreviewCompileError([
        {
          file: path.replace(/^\//, ''),
          line: start.line + 1,
          column: start.column + 1,
          message: error.sassMessage,
        },
      ]);
    }
    throw error;
  }
};

/**
 * A component's source with its external template and styles written into the decorator
 * (`template`, `styles` with sass compiled), as Angular's JIT compiler in the browser cannot
 * fetch files.
 */
export const inlineResources = (
  componentPath: string,
  source: string,
  files: ReadonlyMap<string, string>,
): string => {
  const dir = posix.dirname(componentPath);
  const read = (url: string): { path: string; text: string } => {
    const path = rootedPath(posix.join(dir, url));
    const text = files.get(path);
    if (text === undefined) {
      const problem: PreviewProblem = {
        file: componentPath.replace(/^\//, ''),
        line: null,
        column: null,
        message: `The component refers to "${url}", which is not among its files`,
      };
      throw new PreviewCompileError([problem]);
    }
    return { path, text };
  };
  const style = (url: string) => {
    const { path, text } = read(url);
    return JSON.stringify(compileStyle(path, text));
  };
  return source
    .replace(
      TEMPLATE_URL,
      (_match, _quote, url: string) => `template: ${JSON.stringify(read(url).text)}`,
    )
    .replace(STYLE_URL, (_match, _quote, url: string) => `styles: [${style(url)}]`)
    .replace(STYLE_URLS, (_match, list: string) => {
      const urls = [...list.matchAll(QUOTED)].map((match) => match[2] ?? '');
      return `styles: [${urls.map(style).join(', ')}]`;
    });
};

const COMPONENT_CLASS =
  /@Component\s*\(\s*\{([\s\S]*?)\}\s*\)\s*(?:export\s+)?(?:default\s+)?class\s+(\w+)/g;
const TEMPLATE_URL_IN = /templateUrl\s*:\s*(['"`])([^'"`]+)\1/;

/**
 * Each component of a file by class name, with the file its template is in (its `templateUrl`,
 * else the file itself): a runtime error inside a template is reported in that file.
 */
export const componentTemplates = (componentPath: string, source: string): [string, string][] =>
  [...source.matchAll(COMPONENT_CLASS)].map((match) => {
    const url = TEMPLATE_URL_IN.exec(match[1] ?? '')?.[2];
    const file = url ? rootedPath(posix.join(posix.dirname(componentPath), url)) : componentPath;
    return [match[2] ?? '', file.replace(/^\//, '')];
  });
