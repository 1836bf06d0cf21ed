/**
 * Input and output discovery: what a generated (or hand-edited) component takes and emits, read
 * from its source with the TypeScript parser. The playground turns the inputs into a form and
 * listens for the outputs.
 */
import type { SourceFile } from 'typescript';
import { ts } from '../lazy-typescript';
import { inspectAngular } from './angular';
import { inspectReact } from './react';
import { declarationsOf } from './type-kind';
import type { ComponentInterface, InspectableFile } from './types';
import type { Framework } from '../model';

export type {
  ComponentInput,
  ComponentInterface,
  ComponentOutput,
  InputKind,
  InspectableFile,
} from './types';

const SCRIPT = /\.(?:m?ts|tsx|jsx?)$/;
const TEST = /\.(?:spec|test|stories)\.[a-z]+$/;

function parse(file: InspectableFile): SourceFile {
  const kind = /\.[jt]sx$/.test(file.path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file.path, file.content, ts.ScriptTarget.Latest, true, kind);
}

/**
 * The inputs and outputs of the component in these files (tests and stories are skipped). React
 * written with Kiln's design system has props like any React component.
 */
export function inspectComponent(
  files: readonly InspectableFile[],
  framework: Framework,
): ComponentInterface {
  const sources = files.filter((f) => SCRIPT.test(f.path) && !TEST.test(f.path)).map(parse);
  const declarations = declarationsOf(sources);
  const found =
    framework === 'angular'
      ? inspectAngular(sources, declarations)
      : inspectReact(sources, declarations);
  return found ?? { component: null, inputs: [], outputs: [] };
}
