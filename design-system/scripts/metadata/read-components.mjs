/**
 * Reads each component family of the design system from its source with the TypeScript checker:
 * one family per file under src/components and src/product, its purpose (the doc comment of the
 * component named after the file), its exports, and the props of that component that are its own
 * (HTML attributes from React's types are summed up by the element they come from).
 */
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';

const pascal = (kebab) => kebab.replace(/(^|-)(\w)/g, (_, _dash, c) => c.toUpperCase());
const isComponentName = (name) => /^[A-Z][A-Za-z0-9]*$/.test(name);

function program(packageDir) {
  const configPath = join(packageDir, 'tsconfig.build.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
}

const docOf = (symbol, checker) =>
  ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();

/** The element whose attributes a props type takes: `React.ComponentProps<'button'>` → 'button'. */
function elementOf(declaration) {
  const alias = declaration.parameters[0]?.type?.getText() ?? '';
  const aliasDeclaration = declaration
    .getSourceFile()
    .statements.find(
      (statement) => ts.isTypeAliasDeclaration(statement) && statement.name.text === alias,
    );
  const text = aliasDeclaration ? aliasDeclaration.type.getText() : alias;
  return /ComponentProps(?:WithoutRef)?<'([a-z0-9]+)'>/.exec(text)?.[1] ?? null;
}

/** Defaults written in the component's parameter pattern (`asChild = false`). */
function defaultsOf(declaration) {
  const pattern = declaration.parameters[0]?.name;
  const defaults = new Map();
  if (pattern && ts.isObjectBindingPattern(pattern))
    for (const element of pattern.elements)
      if (element.initializer && ts.isIdentifier(element.name))
        defaults.set(element.name.text, element.initializer.getText());
  return defaults;
}

/** The props a person sets: everything but what React's own types declare (HTML attributes, ref, key). */
function propsOf(fn, checker) {
  const declaration = fn.valueDeclaration ?? fn.declarations?.[0];
  if (!declaration || !ts.isFunctionDeclaration(declaration) || !declaration.parameters[0])
    return { props: [], element: null };
  const type = checker.getTypeAtLocation(declaration.parameters[0]);
  const defaults = defaultsOf(declaration);
  const props = [];
  for (const property of checker.getPropertiesOfType(type)) {
    const files = (property.declarations ?? []).map((d) => d.getSourceFile().fileName);
    if (files.length === 0 || files.every((file) => file.includes('/@types/react/'))) continue;
    // Our own props keep the type as written (`React.ReactNode`); others (variants, Radix) are resolved.
    const written = property.declarations.find(
      (d) => !d.getSourceFile().fileName.includes('/node_modules/') && d.type,
    );
    const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    const prop = {
      name: property.name,
      type: written
        ? written.type.getText().replace(/\s+/g, ' ')
        : checker.typeToString(propertyType, undefined, ts.TypeFormatFlags.NoTruncation),
      required: (property.flags & ts.SymbolFlags.Optional) === 0,
    };
    const description = docOf(property, checker);
    if (description) prop.description = description;
    if (defaults.has(property.name)) prop.default = defaults.get(property.name);
    props.push(prop);
  }
  props.sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));
  return { props, element: elementOf(declaration) };
}

/**
 * @returns {{ name: string, title: string, kind: 'component' | 'product', file: string,
 *   component: string, purpose: string, exports: string[], components: string[],
 *   element: string | null, props: object[], localImports: string[], packages: string[] }[]}
 */
export function readComponents(packageDir) {
  const built = program(packageDir);
  const checker = built.getTypeChecker();
  const families = [];
  const missing = [];
  for (const source of built.getSourceFiles()) {
    const file = relative(join(packageDir, 'src'), source.fileName);
    const match = /^(components|product)\/([a-z0-9-]+)\.tsx$/.exec(file);
    if (!match) continue;
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    const exported = checker.getExportsOfModule(moduleSymbol);
    const components = exported
      .filter((s) => isComponentName(s.name) && s.flags & ts.SymbolFlags.Function)
      .map((s) => s.name);
    if (components.length === 0) continue;
    const name = match[2];
    const primaryName = components.includes(pascal(name)) ? pascal(name) : components[0];
    const primary = exported.find((s) => s.name === primaryName);
    const purpose = docOf(primary, checker);
    if (!purpose) missing.push(`${file}: ${primaryName}`);
    const imports = source.statements
      .filter((s) => ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly)
      .map((s) => s.moduleSpecifier.text);
    const localImports = imports.filter((path) => path.startsWith('.'));
    const packages = [
      ...new Set(
        imports
          .filter((path) => !path.startsWith('.'))
          .map((path) =>
            path
              .split('/')
              .slice(0, path.startsWith('@') ? 2 : 1)
              .join('/'),
          ),
      ),
    ].sort();
    families.push({
      name,
      title: primaryName,
      kind: match[1] === 'components' ? 'component' : 'product',
      file: `src/${file}`,
      component: primaryName,
      purpose,
      exports: exported.map((s) => s.name).sort(),
      components,
      ...propsOf(primary, checker),
      localImports,
      packages,
    });
  }
  if (missing.length)
    throw new Error(
      `Each component named after its file says what it is for in a doc comment; these do not: ${missing.join(', ')}.`,
    );
  return families.sort((a, b) => a.name.localeCompare(b.name));
}

export const familyOf = (path) => basename(path).replace(/\.tsx?$/, '');
