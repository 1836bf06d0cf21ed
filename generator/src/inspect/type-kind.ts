/**
 * A written type → the form control that sets it. Only the component's own files are read (no
 * type checker): local type aliases and interfaces are followed, anything else that is not a
 * primitive is edited as JSON.
 */
import type { InterfaceDeclaration, SourceFile, TypeNode } from 'typescript';
import { ts } from '../lazy-typescript';
import type { InputKind } from './types';

export interface Declarations {
  aliases: Map<string, TypeNode>;
  interfaces: Map<string, InterfaceDeclaration>;
}

export interface TypeKind {
  kind: InputKind;
  options?: string[];
}

/** Type aliases and interfaces declared at the top level of the given files. */
export function declarationsOf(sources: readonly SourceFile[]): Declarations {
  const aliases = new Map<string, TypeNode>();
  const interfaces = new Map<string, InterfaceDeclaration>();
  for (const source of sources)
    for (const statement of source.statements) {
      if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
      if (ts.isInterfaceDeclaration(statement)) interfaces.set(statement.name.text, statement);
    }
  return { aliases, interfaces };
}

const MAX_ALIAS_DEPTH = 8;
const TEXT_TYPES = new Set(['Date', 'ReactNode', 'React.ReactNode', 'TemplateRef', 'String']);

function isNullish(node: TypeNode): boolean {
  return (
    node.kind === ts.SyntaxKind.UndefinedKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword)
  );
}

/** The alias a reference names, when it is declared in the component's files. */
function aliasTarget(node: TypeNode, declarations: Declarations): TypeNode | undefined {
  if (!ts.isTypeReferenceNode(node) || node.typeArguments?.length) return undefined;
  return declarations.aliases.get(node.typeName.getText());
}

/** Every member of a union, aliases expanded, `null`/`undefined` left out. */
function unionMembers(node: TypeNode, declarations: Declarations, depth = 0): TypeNode[] {
  if (depth > MAX_ALIAS_DEPTH) return [node];
  if (ts.isParenthesizedTypeNode(node)) return unionMembers(node.type, declarations, depth + 1);
  const target = aliasTarget(node, declarations);
  if (target) return unionMembers(target, declarations, depth + 1);
  if (ts.isUnionTypeNode(node))
    return node.types.flatMap((member) => unionMembers(member, declarations, depth + 1));
  return isNullish(node) ? [] : [node];
}

function literalKind(members: TypeNode[]): TypeKind | undefined {
  const literals = members.filter(ts.isLiteralTypeNode).map((member) => member.literal);
  if (literals.length !== members.length || !literals.length) return undefined;
  if (literals.every(ts.isStringLiteral))
    return { kind: 'select', options: [...new Set(literals.map((literal) => literal.text))] };
  if (literals.every(ts.isNumericLiteral)) return { kind: 'number' };
  const booleans = [ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword];
  if (literals.every((literal) => booleans.includes(literal.kind))) return { kind: 'boolean' };
  return undefined;
}

function singleKind(node: TypeNode): InputKind {
  switch (node.kind) {
    case ts.SyntaxKind.StringKeyword:
      return 'text';
    case ts.SyntaxKind.NumberKeyword:
    case ts.SyntaxKind.BigIntKeyword:
      return 'number';
    case ts.SyntaxKind.BooleanKeyword:
      return 'boolean';
  }
  if (ts.isTypeReferenceNode(node) && TEXT_TYPES.has(node.typeName.getText())) return 'text';
  return 'json';
}

export function kindOfType(node: TypeNode, declarations: Declarations): TypeKind {
  const members = unionMembers(node, declarations);
  if (!members.length) return { kind: 'json' };
  const literal = literalKind(members);
  if (literal) return literal;
  const kinds = new Set(members.map(singleKind));
  return kinds.size === 1 ? { kind: [...kinds][0]! } : { kind: 'json' };
}

/** A function type (a React callback prop), aliases followed. */
export function isFunctionType(node: TypeNode, declarations: Declarations): boolean {
  const members = unionMembers(node, declarations);
  return members.length > 0 && members.every(ts.isFunctionTypeNode);
}

/** The kind a default value implies when the type is not written (`input(false)`). */
export function kindOfValue(value: unknown): TypeKind {
  if (typeof value === 'string') return { kind: 'text' };
  if (typeof value === 'number') return { kind: 'number' };
  if (typeof value === 'boolean') return { kind: 'boolean' };
  return { kind: 'json' };
}

/** The written type of a default value, for the form's hint. */
export function typeOfValue(value: unknown): string {
  if (value === undefined) return 'unknown';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'unknown[]';
  return typeof value;
}
