/**
 * Where TypeScript modules show text, read with TypeScript's parser: in React, JSX text, the
 * string literals a JSX child shows (`{'Save'}`, `{busy ? 'Saving…' : 'Save'}`) and the quoted
 * values of the attributes a person reads or hears; in Angular, inline templates (`template:`).
 */
import type * as TypeScript from 'typescript';
import { ts } from '../lazy-typescript';
import { angularTextRuns, TEXT_ATTRIBUTES } from './angular-markup';
import type { RunSource } from './text-runs';

type StringNode = TypeScript.StringLiteral | TypeScript.NoSubstitutionTemplateLiteral;

const parse = (path: string, source: string, kind: TypeScript.ScriptKind) =>
  ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind);

const isString = (node: TypeScript.Node): node is StringNode =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** The inside of a string literal, as a run. */
function literalRun(node: StringNode, source: string): RunSource {
  const start = node.getStart();
  return { start: start + 1, end: node.end - 1, syntax: { kind: 'string', quote: source[start]! } };
}

/** The string literals an expression shows as its value: itself, a condition's branches, `a && 'x'`. */
function shownLiterals(node: TypeScript.Expression): StringNode[] {
  if (isString(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node))
    return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
    ].includes(node.operatorToken.kind)
  )
    return [
      ...(node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
        ? []
        : shownLiterals(node.left)),
      ...shownLiterals(node.right),
    ];
  return [];
}

function attributeRuns(node: TypeScript.JsxAttribute, source: string): RunSource[] {
  if (!TEXT_ATTRIBUTES.has(node.name.getText().toLowerCase()) || !node.initializer) return [];
  const value = node.initializer;
  if (ts.isStringLiteral(value)) {
    const start = value.getStart();
    const quote = source[start]!;
    return [{ start: start + 1, end: value.end - 1, syntax: { kind: 'jsx-attribute', quote } }];
  }
  if (ts.isJsxExpression(value) && value.expression)
    return shownLiterals(value.expression).map((literal) => literalRun(literal, source));
  return [];
}

/** The text runs of a React module, in source order. */
export function jsxTextRuns(path: string, source: string): RunSource[] {
  const runs: RunSource[] = [];
  const visit = (node: TypeScript.Node): void => {
    if (ts.isJsxText(node) && !node.containsOnlyTriviaWhiteSpaces)
      runs.push({ start: node.pos, end: node.end, syntax: { kind: 'jsx-text' } });
    else if (ts.isJsxAttribute(node)) runs.push(...attributeRuns(node, source));
    else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      runs.push(...shownLiterals(node.expression).map((literal) => literalRun(literal, source)));
    ts.forEachChild(node, visit);
  };
  visit(parse(path, source, ts.ScriptKind.TSX));
  return runs.sort((a, b) => a.start - b.start);
}

/** The text runs of the inline templates (`template: '…'`) of an Angular component module. */
export function inlineTemplateRuns(path: string, source: string): RunSource[] {
  const runs: RunSource[] = [];
  const visit = (node: TypeScript.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'template' &&
      isString(node.initializer)
    ) {
      const literal = literalRun(node.initializer, source);
      const quote = literal.syntax.kind === 'string' ? literal.syntax.quote : '`';
      runs.push(...angularTextRuns(source, literal.start, literal.end, quote));
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(path, source, ts.ScriptKind.TS));
  return runs;
}
