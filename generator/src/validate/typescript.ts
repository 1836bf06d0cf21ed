/**
 * The TypeScript check: a warm LanguageService per option set (Angular, React) and per set of
 * declarations handed in. The only I/O is reading type declarations (lib.*.d.ts, @angular,
 * @types/react) through TypeScript's own host.
 */
import { fileURLToPath } from 'node:url';
import type {
  CompilerOptions,
  DocumentRegistry,
  IScriptSnapshot,
  LanguageService,
  LanguageServiceHost,
  ModuleResolutionHost,
} from 'typescript';
import { ts } from '../lazy-typescript';
import { lineOf, type Diagnostic, type NamedFile } from './diagnostic';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
/** Virtual files live inside the package so module resolution finds the workspace's node_modules. */
const VIRTUAL_ROOT = `${PACKAGE_DIR}/__kiln_virtual__`;
const ENV_FILE = `${VIRTUAL_ROOT}/kiln-env.d.ts`;
const ENV_SOURCE =
  "declare module '*.module.css' {\n  const classes: Readonly<Record<string, string>>;\n  export default classes;\n}\ndeclare module '*.css';\n";

/** The Angular and React option sets, built on first use: their values are TypeScript's enums. */
let optionSets: { angular: CompilerOptions; react: CompilerOptions } | undefined;

function optionsFor(react: boolean): CompilerOptions {
  if (!optionSets) {
    const angularOptions: CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      strict: true,
      noImplicitOverride: true,
      noPropertyAccessFromIndexSignature: true,
      noImplicitReturns: true,
      noFallthroughCasesInSwitch: true,
      experimentalDecorators: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    };
    const reactOptions: CompilerOptions = {
      ...angularOptions,
      // As a Vite React project has it; Angular CLI projects leave DOM.Iterable out.
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      noPropertyAccessFromIndexSignature: false,
      experimentalDecorators: false,
      noUnusedLocals: true,
      noUnusedParameters: true,
      jsx: ts.JsxEmit.ReactJSX,
    };
    optionSets = { angular: angularOptions, react: reactOptions };
  }
  return react ? optionSets.react : optionSets.angular;
}

interface Workspace {
  service: LanguageService;
  files: Map<string, { text: string; version: number }>;
  roots: string[];
}

/**
 * Type declarations of packages the generator does not depend on, handed in by the caller: a
 * package name and either one declaration file's text or its declaration files by relative path
 * (`index.d.ts` is the entry). react-ds output imports `@kiln/design-system`; its checks use the
 * design system's built declarations given here, never a copy found on disk.
 */
export type Declarations = Record<string, string | Record<string, string>>;

/** Our own packages resolve only from declarations handed in (the generator imports none of them). */
const OWN_SCOPE = '@kiln/';

function declarationFiles(declarations: Declarations): Map<string, string> {
  const files = new Map<string, string>();
  for (const [pkg, value] of Object.entries(declarations)) {
    if (!/^(?:@[\w.-]+\/)?[\w.-]+$/.test(pkg)) continue;
    const dir = `${VIRTUAL_ROOT}/node_modules/${pkg}`;
    const entries = typeof value === 'string' ? { 'index.d.ts': value } : value;
    files.set(`${dir}/package.json`, JSON.stringify({ name: pkg, types: 'index.d.ts' }));
    for (const [path, text] of Object.entries(entries)) {
      const clean = path.replace(/^\.\//, '');
      if (!/^(?:[\w.-]+\/)*[\w.-]+\.d\.ts$/.test(clean) || clean.split('/').includes('..'))
        continue;
      files.set(`${dir}/${clean}`, String(text));
    }
  }
  return files;
}

const signatures = new WeakMap<Declarations, string>();

/** Identifies a set of declarations by content, computed once per object. */
export function signatureOf(declarations: Declarations | undefined): string {
  if (!declarations) return '';
  let signature = signatures.get(declarations);
  if (signature === undefined) {
    signature = JSON.stringify(Object.entries(declarations).sort(([a], [b]) => (a < b ? -1 : 1)));
    signatures.set(declarations, signature);
  }
  return signature;
}

const snapshotCache = new Map<string, IScriptSnapshot | undefined>();
const directoryCache = new Map<string, boolean>();
const realpathCache = new Map<string, string>();
/** Shared by every workspace; created with the first one. */
let registry: DocumentRegistry | undefined;
/**
 * The registry hands out a file's parsed source by name and version, across workspaces: two
 * workspaces holding different texts under one name and one version would share one parse. So a
 * version is never given twice in this process, whichever workspace and file it goes to.
 */
let lastVersion = 0;
const nextVersion = () => ++lastVersion;

/** Declarations on disk do not change while the process runs, so every lookup is cached. */
const diskHost: ModuleResolutionHost = {
  fileExists: (fileName) => diskSnapshot(fileName) !== undefined,
  readFile: (fileName) => {
    const snapshot = diskSnapshot(fileName);
    return snapshot?.getText(0, snapshot.getLength());
  },
  directoryExists: (dir) => {
    if (!directoryCache.has(dir)) directoryCache.set(dir, ts.sys.directoryExists(dir));
    return directoryCache.get(dir)!;
  },
  realpath: (path) => {
    if (!realpathCache.has(path)) realpathCache.set(path, ts.sys.realpath?.(path) ?? path);
    return realpathCache.get(path)!;
  },
  getCurrentDirectory: () => PACKAGE_DIR,
};

function diskSnapshot(fileName: string): IScriptSnapshot | undefined {
  if (!snapshotCache.has(fileName)) {
    const text = ts.sys.readFile(fileName);
    snapshotCache.set(
      fileName,
      text === undefined ? undefined : ts.ScriptSnapshot.fromString(text),
    );
  }
  return snapshotCache.get(fileName);
}

function createWorkspace(options: CompilerOptions, declarations?: Declarations): Workspace {
  const files = new Map<string, { text: string; version: number }>([
    [ENV_FILE, { text: ENV_SOURCE, version: nextVersion() }],
  ]);
  const declared = declarations ? declarationFiles(declarations) : new Map<string, string>();
  for (const [fileName, text] of declared) files.set(fileName, { text, version: nextVersion() });
  const ownPackages = new Set(Object.keys(declarations ?? {}));
  const workspace: Workspace = {
    files,
    roots: [],
    service: undefined as unknown as LanguageService,
  };
  const resolutionCache = ts.createModuleResolutionCache(PACKAGE_DIR, (name) => name, options);
  const moduleHost: ModuleResolutionHost = {
    ...diskHost,
    fileExists: (fileName) => files.has(fileName) || diskHost.fileExists(fileName),
    readFile: (fileName) => files.get(fileName)?.text ?? diskHost.readFile(fileName),
    directoryExists: (dir) => dir.startsWith(VIRTUAL_ROOT) || diskHost.directoryExists!(dir),
    realpath: (path) => (path.startsWith(VIRTUAL_ROOT) ? path : diskHost.realpath!(path)),
  };
  const host: LanguageServiceHost = {
    // Everything on disk resolves the same way every time; only relative imports between the
    // call's own files depend on which files the call brought.
    resolveModuleNameLiterals: (
      literals,
      containingFile,
      redirected,
      compilerOptions,
      sourceFile,
    ) =>
      literals.map((literal) => {
        if (
          literal.text.startsWith(OWN_SCOPE) &&
          !ownPackages.has(literal.text.split('/').slice(0, 2).join('/'))
        )
          return { resolvedModule: undefined };
        const cacheable = !(
          literal.text.startsWith('.') && containingFile.startsWith(VIRTUAL_ROOT)
        );
        return ts.resolveModuleName(
          literal.text,
          containingFile,
          compilerOptions,
          moduleHost,
          cacheable ? resolutionCache : undefined,
          redirected,
          ts.getModeForUsageLocation(sourceFile, literal, compilerOptions),
        );
      }),
    getCompilationSettings: () => options,
    getScriptFileNames: () => [ENV_FILE, ...workspace.roots],
    getScriptVersion: (fileName) => String(files.get(fileName)?.version ?? 0),
    getScriptSnapshot: (fileName) => {
      const virtual = files.get(fileName);
      return virtual ? ts.ScriptSnapshot.fromString(virtual.text) : diskSnapshot(fileName);
    },
    getCurrentDirectory: () => PACKAGE_DIR,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: moduleHost.fileExists,
    readFile: moduleHost.readFile,
    directoryExists: moduleHost.directoryExists!,
    getDirectories: (dir) => (dir.startsWith(VIRTUAL_ROOT) ? [] : ts.sys.getDirectories(dir)),
    realpath: moduleHost.realpath!,
    useCaseSensitiveFileNames: () => true,
  };
  registry ??= ts.createDocumentRegistry();
  workspace.service = ts.createLanguageService(host, registry);
  return workspace;
}

/** Warm workspaces by option set and declarations; a new set of declarations replaces the old one. */
const workspaces = new Map<string, { signature: string; workspace: Workspace }>();

function workspaceFor(react: boolean, declarations: Declarations | undefined): Workspace {
  const signature = signatureOf(declarations);
  const key = `${react ? 'react' : 'angular'}${signature ? ':declared' : ''}`;
  const current = workspaces.get(key);
  if (current && current.signature === signature) return current.workspace;
  const workspace = createWorkspace(optionsFor(react), declarations);
  workspaces.set(key, { signature, workspace });
  return workspace;
}

export function checkTypeScript(
  files: NamedFile[],
  react: boolean,
  declarations: Declarations | undefined,
): Diagnostic[] {
  if (!files.length) return [];
  const workspace = workspaceFor(react, declarations);
  workspace.roots = files.map((f) => `${VIRTUAL_ROOT}/${f.name}`);
  for (const [fileName] of workspace.files) {
    if (
      fileName !== ENV_FILE &&
      !fileName.startsWith(`${VIRTUAL_ROOT}/node_modules/`) &&
      !workspace.roots.includes(fileName)
    )
      workspace.files.delete(fileName);
  }
  for (const file of files) {
    const fileName = `${VIRTUAL_ROOT}/${file.name}`;
    if (workspace.files.get(fileName)?.text !== file.text)
      workspace.files.set(fileName, { text: file.text, version: nextVersion() });
  }
  const out: Diagnostic[] = [];
  for (const file of files) {
    const fileName = `${VIRTUAL_ROOT}/${file.name}`;
    const diagnostics = [
      ...workspace.service.getSyntacticDiagnostics(fileName),
      ...workspace.service.getSemanticDiagnostics(fileName),
    ];
    for (const d of diagnostics) {
      if (
        d.category !== ts.DiagnosticCategory.Error &&
        d.category !== ts.DiagnosticCategory.Warning
      )
        continue;
      const position = d.start !== undefined ? lineOf(file.text, d.start) : { line: 0, column: 0 };
      out.push({
        file: file.name,
        ...position,
        message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
        severity: d.category === ts.DiagnosticCategory.Error ? 'error' : 'warning',
        source: 'typescript',
      });
    }
  }
  return out;
}
