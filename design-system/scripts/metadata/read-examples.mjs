/**
 * One example per component family, read from its Storybook stories (the Playground story with
 * the meta's args, or the meta's own render): the JSX the story renders, with the story's args
 * written in as props. Callbacks from `fn()` are left out; a story-local wrapper is opened one
 * level so the example shows the design system's own components.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const unwrap = (node) => {
  while (
    node &&
    (ts.isSatisfiesExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isParenthesizedExpression(node))
  )
    node = node.expression;
  return node;
};

function objectProps(node) {
  const props = new Map();
  if (node && ts.isObjectLiteralExpression(node))
    for (const p of node.properties)
      if (ts.isPropertyAssignment(p) && p.name)
        props.set(p.name.getText().replace(/^['"]|['"]$/g, ''), p.initializer);
  return props;
}

function variable(source, name) {
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === name) return unwrap(d.initializer);
  return undefined;
}

const localFunction = (source, name) =>
  source.statements.find((s) => ts.isFunctionDeclaration(s) && s.name?.text === name) ??
  variable(source, name);

/** The JSX a function (declaration, expression or arrow) returns. */
function returnedJsx(fn) {
  fn = unwrap(fn);
  if (!fn || !(ts.isFunctionLike(fn) && fn.body)) return undefined;
  if (!ts.isBlock(fn.body)) return unwrap(fn.body);
  const last = [...fn.body.statements].reverse().find(ts.isReturnStatement);
  return unwrap(last?.expression);
}

const isCallback = (value) =>
  ts.isArrowFunction(value) ||
  ts.isFunctionExpression(value) ||
  (ts.isCallExpression(value) && value.expression.getText() === 'fn');

function attribute(name, value) {
  if (value.kind === ts.SyntaxKind.TrueKeyword) return name;
  if (ts.isStringLiteral(value) && !value.text.includes('"')) return `${name}="${value.text}"`;
  return `${name}={${value.getText()}}`;
}

function attributes(args) {
  return [...args]
    .filter(([name, value]) => name !== 'children' && !isCallback(value))
    .map(([name, value]) => attribute(name, value))
    .join(' ');
}

const argKey = (expression, names) =>
  expression &&
  (ts.isPropertyAccessExpression(expression) && expression.expression.getText() === 'args'
    ? expression.name.text
    : ts.isIdentifier(expression) && names.has(expression.text)
      ? expression.text
      : undefined);

const childrenText = (node) => {
  const value = unwrap(node);
  return ts.isStringLiteral(value)
    ? value.text
    : ts.isJsxFragment(value)
      ? dedent(value.children.map((c) => c.getFullText()).join(''))
      : value.getText();
};

/** The JSX's text with the args written in: `{...args}`, `args.x` and destructured names. */
function writeArgs(jsx, args, names) {
  const source = jsx.getSourceFile();
  const start = jsx.getStart();
  const edits = [];
  const spread = (element, node) => {
    const explicit = new Set(
      element.attributes.properties.filter(ts.isJsxAttribute).map((a) => a.name.getText()),
    );
    const own = new Map([...args].filter(([name]) => !explicit.has(name)));
    const children = ts.isJsxSelfClosingElement(element) ? own.get('children') : undefined;
    if (!children) return edits.push([node.getStart(), node.getEnd(), attributes(own)]);
    const tag = element.tagName.getText();
    const rest = element.attributes.properties.filter((a) => a !== node).map((a) => a.getText());
    const props = [...rest, attributes(own)].filter(Boolean).join(' ');
    edits.push([
      element.getStart(),
      element.getEnd(),
      `<${tag}${props ? ` ${props}` : ''}>${childrenText(children)}</${tag}>`,
    ]);
  };
  const visit = (node) => {
    if (ts.isJsxSpreadAttribute(node) && ts.isIdentifier(node.expression)) {
      spread(node.parent.parent, node);
      return;
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isJsxExpression(node.initializer)) {
      const key = argKey(node.initializer.expression, names);
      if (key) {
        const value = args.get(key);
        const keep = value && !isCallback(value);
        edits.push([
          node.getStart(),
          node.getEnd(),
          keep ? attribute(node.name.getText(), value) : '',
        ]);
        return;
      }
    }
    if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const value = args.get(argKey(node.expression, names));
      if (value && !isCallback(value)) {
        edits.push([node.getStart(), node.getEnd(), childrenText(value)]);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(jsx);
  const column = source.getLineAndCharacterOfPosition(start).character;
  let out = jsx.getText();
  for (const [from, to, replacement] of edits.sort((a, b) => b[0] - a[0])) {
    let cut = from - start;
    // A dropped attribute takes the space before it along.
    if (!replacement) while (cut > 0 && /\s/.test(out[cut - 1])) cut -= 1;
    out = out.slice(0, cut) + replacement + out.slice(to - start);
  }
  return ' '.repeat(column) + out;
}

function dedent(text) {
  const lines = text.split('\n');
  const cut = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
  return lines
    .map((l) => l.slice(cut))
    .join('\n')
    .trim();
}

const tagOf = (jsx) =>
  ts.isJsxElement(jsx)
    ? jsx.openingElement.tagName.getText()
    : ts.isJsxSelfClosingElement(jsx)
      ? jsx.tagName.getText()
      : undefined;

/** The example of one family, or null when it has no stories. */
export function readExample(repoRoot, family) {
  const folder =
    family.kind === 'product' ? 'stories/design-system/product' : 'stories/design-system';
  const path = join(repoRoot, folder, `${family.name}.stories.tsx`);
  if (!existsSync(path)) return null;
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const meta = objectProps(variable(source, 'meta'));
  const playground = objectProps(variable(source, 'Playground'));
  const args = new Map([
    ...objectProps(unwrap(meta.get('args'))),
    ...objectProps(unwrap(playground.get('args'))),
  ]);
  const render = playground.get('render') ?? meta.get('render');
  const component = meta.get('component')?.getText() ?? family.component;
  let jsx = render ? returnedJsx(render) : undefined;
  let names = new Set(args.keys());
  const local = localFunction(source, jsx ? tagOf(jsx) : component);
  if (local && returnedJsx(local)) {
    jsx = returnedJsx(local);
    const parameter = local.parameters?.[0]?.name;
    if (parameter && ts.isObjectBindingPattern(parameter))
      names = new Set(parameter.elements.map((e) => e.name.getText()));
  }
  if (jsx && (ts.isJsxElement(jsx) || ts.isJsxSelfClosingElement(jsx) || ts.isJsxFragment(jsx)))
    return dedent(writeArgs(jsx, args, names));
  const children = args.get('children');
  const props = attributes(args);
  const open = `<${component}${props ? ` ${props}` : ''}`;
  if (!children) return `${open} />`;
  const inner = childrenText(children);
  if (!inner.includes('\n')) return `${open}>${inner}</${component}>`;
  return `${open}>\n${inner.replace(/^/gm, '  ')}\n</${component}>`;
}
