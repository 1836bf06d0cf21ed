/**
 * Angular: the inputs and outputs of the file's `@Component` class — signal `input()`,
 * `input.required()`, `model()` (an input plus its `…Change` output), `output()`,
 * `outputFromObservable()`, and the decorator forms `@Input()` / `@Output()`.
 */
import type {
  CallExpression,
  ClassDeclaration,
  ClassElement,
  Decorator,
  Expression,
  Node,
  SourceFile,
  TypeNode,
} from 'typescript';
import { ts } from '../lazy-typescript';
import { literalValue } from './literal';
import { kindOfType, kindOfValue, typeOfValue, type Declarations } from './type-kind';
import type { ComponentInput, ComponentInterface, ComponentOutput } from './types';

function decoratorsOf(node: Node): Decorator[] {
  return ts.canHaveDecorators(node) ? [...(ts.getDecorators(node) ?? [])] : [];
}

function decoratorCall(node: Node, name: string): CallExpression | undefined {
  for (const decorator of decoratorsOf(node)) {
    const call = decorator.expression;
    if (
      ts.isCallExpression(call) &&
      ts.isIdentifier(call.expression) &&
      call.expression.text === name
    )
      return call;
  }
  return undefined;
}

function memberName(member: ClassElement): string | undefined {
  const name = member.name;
  if (!name) return undefined;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)
    ? name.text
    : undefined;
}

/** The object literal options' `alias` and `required`, when written as literals. */
function options(node: Expression | undefined): { alias?: string; required?: boolean } {
  if (!node) return {};
  if (ts.isStringLiteral(node)) return { alias: node.text };
  const value = literalValue(node);
  if (!value || typeof value !== 'object') return {};
  const { alias, required } = value as Record<string, unknown>;
  return {
    ...(typeof alias === 'string' ? { alias } : {}),
    ...(typeof required === 'boolean' ? { required } : {}),
  };
}

/** `input`, `input.required`, `model`, `model.required`, `output`, `outputFromObservable`. */
function signalCall(expression: Expression | undefined) {
  if (!expression || !ts.isCallExpression(expression)) return undefined;
  const callee = expression.expression;
  if (ts.isIdentifier(callee)) return { fn: callee.text, required: false, call: expression };
  if (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.name.text === 'required'
  )
    return { fn: callee.expression.text, required: true, call: expression };
  return undefined;
}

function makeInput(
  name: string,
  type: TypeNode | undefined,
  fallback: unknown,
  required: boolean,
  declarations: Declarations,
): ComponentInput {
  const kind = type ? kindOfType(type, declarations) : kindOfValue(fallback);
  return {
    name,
    ...kind,
    required,
    ...(fallback !== undefined && !required ? { default: fallback } : {}),
    type: type ? type.getText() : typeOfValue(fallback),
  };
}

function componentClass(source: SourceFile): ClassDeclaration | undefined {
  return source.statements.find(
    (statement): statement is ClassDeclaration =>
      ts.isClassDeclaration(statement) && Boolean(decoratorCall(statement, 'Component')),
  );
}

export function inspectAngular(
  sources: readonly SourceFile[],
  declarations: Declarations,
): ComponentInterface | undefined {
  let found: ClassDeclaration | undefined;
  for (const source of sources) found ??= componentClass(source);
  if (!found) return undefined;
  const inputs: ComponentInput[] = [];
  const outputs: ComponentOutput[] = [];

  for (const member of found.members) {
    const name = memberName(member);
    if (!name) continue;
    if (ts.isPropertyDeclaration(member)) {
      const signal = signalCall(member.initializer);
      if (signal && (signal.fn === 'input' || signal.fn === 'model')) {
        const [first, second] = signal.call.arguments;
        const opts = options(signal.required ? first : second);
        const type = signal.call.typeArguments?.[0];
        const publicName = opts.alias ?? name;
        const fallback = signal.required ? undefined : literalValue(first);
        inputs.push(makeInput(publicName, type, fallback, signal.required, declarations));
        if (signal.fn === 'model')
          outputs.push({
            name: `${publicName}Change`,
            type: type?.getText() ?? typeOfValue(fallback),
          });
        continue;
      }
      if (signal && (signal.fn === 'output' || signal.fn === 'outputFromObservable')) {
        const opts = options(signal.call.arguments[signal.fn === 'output' ? 0 : 1]);
        const type = signal.call.typeArguments?.[0]?.getText() ?? 'void';
        outputs.push({ name: opts.alias ?? name, type });
        continue;
      }
    }
    const input = decoratorCall(member, 'Input');
    if (input && (ts.isPropertyDeclaration(member) || ts.isSetAccessorDeclaration(member))) {
      const opts = options(input.arguments[0]);
      const type = ts.isPropertyDeclaration(member) ? member.type : member.parameters[0]?.type;
      const fallback = ts.isPropertyDeclaration(member)
        ? literalValue(member.initializer)
        : undefined;
      const required = opts.required ?? false;
      inputs.push(makeInput(opts.alias ?? name, type, fallback, required, declarations));
      continue;
    }
    const output = decoratorCall(member, 'Output');
    if (output && ts.isPropertyDeclaration(member)) {
      const opts = options(output.arguments[0]);
      const init = member.initializer;
      const type =
        init && ts.isNewExpression(init) && init.typeArguments?.[0]
          ? init.typeArguments[0].getText()
          : 'void';
      outputs.push({ name: opts.alias ?? name, type });
    }
  }
  return { component: found.name?.text ?? null, inputs, outputs };
}
