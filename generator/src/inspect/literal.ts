/** The value of a literal expression, or `undefined` when the default is computed at run time. */
import type { Expression } from 'typescript';
import { ts } from '../lazy-typescript';

const NOT_LITERAL = Symbol('not literal');

function valueOf(node: Expression): unknown {
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node)
  )
    return valueOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((element) =>
      ts.isSpreadElement(element) ? NOT_LITERAL : valueOf(element),
    );
    return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const entries: [string, unknown][] = [];
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) return NOT_LITERAL;
      const name = property.name;
      const key =
        ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
          ? name.text
          : null;
      const value = valueOf(property.initializer);
      if (key === null || value === NOT_LITERAL) return NOT_LITERAL;
      entries.push([key, value]);
    }
    return Object.fromEntries(entries);
  }
  return NOT_LITERAL;
}

export function literalValue(node: Expression | undefined): unknown {
  if (!node) return undefined;
  const value = valueOf(node);
  return value === NOT_LITERAL ? undefined : value;
}
