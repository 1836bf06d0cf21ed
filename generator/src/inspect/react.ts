/**
 * React: the props of the exported component — its first parameter's type (an interface, a type
 * alias, an inline type or an intersection of those), defaults from the destructured parameter.
 * Callback props (`on…` or a function type) are its outputs.
 */
import type {
  ArrowFunction,
  Expression,
  FunctionDeclaration,
  FunctionExpression,
  MethodSignature,
  Node,
  ParameterDeclaration,
  PropertySignature,
  SourceFile,
  TypeElement,
  TypeNode,
} from 'typescript';
import { ts } from '../lazy-typescript';
import { literalValue } from './literal';
import { isFunctionType, kindOfType, type Declarations } from './type-kind';
import type { ComponentInput, ComponentInterface, ComponentOutput } from './types';

type Member = PropertySignature | MethodSignature;
const isMember = (node: TypeElement): node is Member =>
  ts.isPropertySignature(node) || ts.isMethodSignature(node);
type ComponentFunction = FunctionDeclaration | ArrowFunction | FunctionExpression;
interface Found {
  name: string;
  fn: ComponentFunction;
  /** The props type given to `FC<…>` when the parameter itself is not annotated. */
  declaredProps?: TypeNode;
}

const isExported = (node: Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isComponentName = (name: string) => /^[A-Z]/.test(name);

function unwrap(expression: Expression | undefined): ComponentFunction | undefined {
  if (!expression) return undefined;
  if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return expression;
  // memo(…) and forwardRef(…) wrap the function.
  if (ts.isCallExpression(expression)) return unwrap(expression.arguments[0]);
  return undefined;
}

function exportedComponents(source: SourceFile): Found[] {
  const found: Found[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && isExported(statement))
      found.push({ name: statement.name.text, fn: statement });
    if (ts.isVariableStatement(statement) && isExported(statement))
      for (const declaration of statement.declarationList.declarations) {
        const fn = unwrap(declaration.initializer);
        if (!fn || !ts.isIdentifier(declaration.name)) continue;
        const annotated = declaration.type;
        const declaredProps =
          annotated && ts.isTypeReferenceNode(annotated) ? annotated.typeArguments?.[0] : undefined;
        found.push({
          name: declaration.name.text,
          fn,
          ...(declaredProps ? { declaredProps } : {}),
        });
      }
  }
  return found.filter((f) => isComponentName(f.name));
}

/** The property signatures of a props type, local interfaces and aliases followed. */
function membersOf(node: TypeNode, declarations: Declarations, depth = 0): Member[] {
  if (depth > 8) return [];
  if (ts.isParenthesizedTypeNode(node)) return membersOf(node.type, declarations, depth + 1);
  if (ts.isTypeLiteralNode(node)) return node.members.filter(isMember);
  if (ts.isIntersectionTypeNode(node))
    return node.types.flatMap((part) => membersOf(part, declarations, depth + 1));
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText();
    // Readonly<P> and the like: read the wrapped type.
    if (node.typeArguments?.length === 1 && /^(?:Readonly|Partial|Required)$/.test(name))
      return membersOf(node.typeArguments[0]!, declarations, depth + 1);
    const alias = declarations.aliases.get(name);
    if (alias) return membersOf(alias, declarations, depth + 1);
    const declaration = declarations.interfaces.get(name);
    if (declaration) {
      const inherited = (declaration.heritageClauses ?? []).flatMap((clause) =>
        clause.types.flatMap((type) =>
          ts.isIdentifier(type.expression)
            ? membersOf(
                ts.factory.createTypeReferenceNode(type.expression),
                declarations,
                depth + 1,
              )
            : [],
        ),
      );
      return [...inherited, ...declaration.members.filter(isMember)];
    }
  }
  return [];
}

function defaultsOf(parameter: ParameterDeclaration | undefined): Map<string, unknown> {
  const defaults = new Map<string, unknown>();
  if (!parameter || !ts.isObjectBindingPattern(parameter.name)) return defaults;
  for (const element of parameter.name.elements) {
    const key = element.propertyName ?? element.name;
    if (!ts.isIdentifier(key) || !element.initializer) continue;
    const value = literalValue(element.initializer);
    if (value !== undefined) defaults.set(key.text, value);
  }
  return defaults;
}

function propName(member: Member): string | undefined {
  const name = member.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** `(value: PlanId) => void` → `PlanId`; no parameter → `void`. */
function payloadType(type: TypeNode | undefined): string {
  if (!type) return 'unknown';
  const fn = ts.isFunctionTypeNode(type) ? type : undefined;
  if (!fn) return 'unknown';
  const first = fn.parameters[0];
  return first ? (first.type?.getText() ?? 'unknown') : 'void';
}

export function inspectReact(
  sources: readonly SourceFile[],
  declarations: Declarations,
): ComponentInterface | undefined {
  const all = sources.flatMap(exportedComponents);
  const found = all[0];
  if (!found) return undefined;
  const parameter = found.fn.parameters[0];
  const propsType = parameter?.type ?? found.declaredProps;
  const inputs: ComponentInput[] = [];
  const outputs: ComponentOutput[] = [];
  if (!propsType) return { component: found.name, inputs, outputs };
  const defaults = defaultsOf(parameter);

  for (const member of membersOf(propsType, declarations)) {
    const name = propName(member);
    if (!name || name === 'key' || name === 'ref') continue;
    if (ts.isMethodSignature(member)) {
      outputs.push({ name, type: member.parameters[0]?.type?.getText() ?? 'void' });
      continue;
    }
    const type = member.type;
    const callback = type ? isFunctionType(type, declarations) : /^on[A-Z]/.test(name);
    if (callback) {
      outputs.push({ name, type: payloadType(type) });
      continue;
    }
    const fallback = defaults.get(name);
    inputs.push({
      name,
      ...(type ? kindOfType(type, declarations) : { kind: 'json' as const }),
      required: !member.questionToken && fallback === undefined,
      ...(fallback !== undefined ? { default: fallback } : {}),
      type: type?.getText() ?? 'unknown',
    });
  }
  return { component: found.name, inputs, outputs };
}
