/**
 * Validation of generated or model-written files: Angular templates through @angular/compiler's
 * parser, TypeScript through a warm LanguageService (Angular and React option sets), styles
 * through sass. The only I/O is reading type declarations (lib.*.d.ts, @angular, @types/react)
 * through TypeScript's own host; results and caches live in memory.
 */
import type { GeneratedFile } from '../model';
import type { Diagnostic, NamedFile } from './diagnostic';
import { checkReferences, checkStyle, checkTemplate } from './markup';
import { checkTypeScript, signatureOf, type Declarations } from './typescript';

export type { Diagnostic } from './diagnostic';
export type { Declarations } from './typescript';

export type ValidatableFile = Pick<GeneratedFile, 'path' | 'content'> &
  Partial<Pick<GeneratedFile, 'language'>>;

export interface ValidateOptions {
  declarations?: Declarations;
}

function safeName(path: string): string | undefined {
  const base = path.split(/[\\/]/).pop() ?? '';
  return /^\w[\w.-]{0,120}$/.test(base) ? base : undefined;
}

/** Results of recent calls, keyed by the files' names and contents: the same output is often checked twice. */
const recent = new Map<string, Diagnostic[]>();
const RECENT_LIMIT = 256;

/** The full text, not a hash: a collision would hand one output another's verdict. */
function fingerprint(files: ValidatableFile[], declarations: Declarations | undefined): string {
  const declared = signatureOf(declarations);
  return `${declared ? `${knownSignature(declared)}\u0002` : ''}${files.map((f) => `${f.path}\u0000${f.content}`).join('\u0001')}`;
}

/** A short stand-in for a declarations signature inside cache keys. */
const signatureIds = new Map<string, number>();
function knownSignature(signature: string): number {
  if (!signatureIds.has(signature)) signatureIds.set(signature, signatureIds.size + 1);
  return signatureIds.get(signature)!;
}

/**
 * Validates a set of files that belong together (one component). Returns no diagnostics when
 * every file parses and type-checks.
 */
export async function validate(
  files: ValidatableFile[],
  options: ValidateOptions = {},
): Promise<Diagnostic[]> {
  const key = fingerprint(files, options.declarations);
  const known = recent.get(key);
  if (known) {
    // Least recently used goes first: a hit moves to the back of the queue.
    recent.delete(key);
    recent.set(key, known);
    return known.map((d) => ({ ...d }));
  }
  const diagnostics = await check(files, options.declarations);
  recent.set(key, diagnostics);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  return diagnostics.map((d) => ({ ...d }));
}

async function check(
  files: ValidatableFile[],
  declarations: Declarations | undefined,
): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const named: NamedFile[] = [];
  for (const file of files) {
    const name = safeName(file.path);
    if (!name) {
      diagnostics.push({
        file: file.path,
        line: 0,
        column: 0,
        message: 'The file name must be a plain name such as login-form.component.ts.',
        severity: 'error',
        source: 'files',
      });
      continue;
    }
    named.push({ name, text: String(file.content ?? '') });
  }
  const ts = named.filter((f) => /\.(?:ts|tsx|mts)$/.test(f.name) && !f.name.endsWith('.d.ts'));
  const isReact = ts.some((f) => f.name.endsWith('.tsx'));
  diagnostics.push(...checkTypeScript(ts, isReact, declarations));
  for (const file of named) {
    if (file.name.endsWith('.html'))
      diagnostics.push(...(await checkTemplate(file.name, file.text)));
    else if (/\.(?:scss|sass|css)$/.test(file.name))
      diagnostics.push(...(await checkStyle(file.name, file.text)));
  }
  diagnostics.push(...checkReferences(named));
  return diagnostics;
}
