#!/usr/bin/env node
// Emits dist/**/*.d.ts with tsconfig.build.json, like `tsc -p tsconfig.build.json`, with one
// addition: relative imports get the `.js` extension Node's ESM resolution needs. The sources
// import './button' (bundler style); without the rewrite, TypeScript users on
// moduleResolution node16/nodenext would see every re-exported type as unresolved.
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const configPath = fileURLToPath(new URL('../tsconfig.build.json', import.meta.url));
const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
if (error) fail([error]);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
if (parsed.errors.length) fail(parsed.errors);

const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length) fail(diagnostics);

/** './button' → './button.js', '../lib' → '../lib/index.js', resolved the way the compiler did. */
function withJsExtension(specifier, containingFile) {
  if (!specifier.startsWith('.')) return specifier;
  const { resolvedModule } = ts.resolveModuleName(
    specifier,
    containingFile,
    parsed.options,
    ts.sys,
  );
  if (!resolvedModule) throw new Error(`Cannot resolve ${specifier} from ${containingFile}`);
  const target = resolvedModule.resolvedFileName.replace(/\.(d\.ts|tsx?|jsx?)$/, '.js');
  const path = relative(dirname(containingFile), target).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** @type {ts.TransformerFactory<ts.SourceFile | ts.Bundle>} */
const addJsExtensions = (context) => (root) => {
  if (!ts.isSourceFile(root)) return root;
  const { factory } = context;
  const file = root.fileName;
  const literal = (node) => factory.createStringLiteral(withJsExtension(node.text, file));
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      return factory.updateImportDeclaration(
        node,
        node.modifiers,
        node.importClause,
        literal(node.moduleSpecifier),
        node.attributes,
      );
    }
    if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      return factory.updateExportDeclaration(
        node,
        node.modifiers,
        node.isTypeOnly,
        node.exportClause,
        literal(node.moduleSpecifier),
        node.attributes,
      );
    }
    if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      return factory.updateImportTypeNode(
        node,
        factory.updateLiteralTypeNode(node.argument, literal(node.argument.literal)),
        node.attributes,
        node.qualifier,
        node.typeArguments ? ts.visitNodes(node.typeArguments, visit, ts.isTypeNode) : undefined,
        node.isTypeOf,
      );
    }
    return ts.visitEachChild(node, visit, context);
  };
  return ts.visitEachChild(root, visit, context);
};

const result = program.emit(undefined, undefined, undefined, true, {
  afterDeclarations: [addJsExtensions],
});
if (result.diagnostics.length) fail(result.diagnostics);
console.log(`@kiln/design-system: declarations for ${parsed.fileNames.length} modules in dist/`);

/** @param {readonly ts.Diagnostic[]} list */
function fail(list) {
  const host = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: ts.sys.getCurrentDirectory,
    getNewLine: () => '\n',
  };
  console.error(ts.formatDiagnosticsWithColorAndContext(list, host));
  process.exit(1);
}
