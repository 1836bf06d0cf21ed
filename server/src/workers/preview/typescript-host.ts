import ts from 'typescript';

/**
 * A compiler host whose own files live in memory and whose declarations on disk (TypeScript's
 * lib files, @angular's types) are parsed once per thread: a preview build re-creates the program
 * for every call, and re-parsing lib.dom.d.ts each time would cost more than the build.
 */
const diskSourceFiles = new Map<string, ts.SourceFile | undefined>();

export const createMemoryHost = (
  options: ts.CompilerOptions,
  files: ReadonlyMap<string, string>,
  written: Map<string, string>,
): ts.CompilerHost => {
  const base = ts.createCompilerHost(options, true);
  return {
    ...base,
    fileExists: (fileName) => files.has(fileName) || base.fileExists(fileName),
    readFile: (fileName) => files.get(fileName) ?? base.readFile(fileName),
    getSourceFile: (fileName, languageVersion) => {
      const text = files.get(fileName);
      if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
      if (!diskSourceFiles.has(fileName))
        diskSourceFiles.set(fileName, base.getSourceFile(fileName, languageVersion));
      return diskSourceFiles.get(fileName);
    },
    writeFile: (fileName, text) => {
      written.set(fileName, text);
    },
    getCurrentDirectory: () => '/',
  };
};
