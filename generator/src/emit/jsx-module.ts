/** A blueprint as a React 19 function component module, shared by the React printers. */
import type { Blueprint, FormSpec } from '../blueprint';
import type { ComponentModel } from '../model';
import { containsWord } from '../text';
import { formHookCode, formModuleCode } from './jsx-form-state';
import { renderChildren } from './jsx';
import type { RenderContext } from './jsx';
import { inferrable } from './shared';
import { reactOutputProp, reactSetter, translate } from './translate';

function indentLines(lines: string[], indent: string): string[] {
  return lines.map((line) => (line ? `${indent}${line}` : line));
}

export interface JsxModuleOptions {
  /** The form's markup, where the view places it. */
  form: (spec: FormSpec, indent: string) => string[];
  /** A printer's own rendering of some elements (see RenderContext). */
  element?: RenderContext['element'];
  /** Import lines after React's, decided from the rendered JSX (styles, components). */
  imports: (jsx: string) => string[];
}

/** A blueprint as one React function component module: props, state, effects, handlers and JSX. */
export function emitJsxModule(
  model: ComponentModel,
  bp: Blueprint,
  options: JsxModuleOptions,
): string {
  const name = model.name;
  const hooks = new Set<string>();
  const typeImports = new Set<string>();
  const body: string[] = [];
  const props: string[] = [];
  const destructured: string[] = [];

  for (const input of bp.inputs) {
    props.push(`  ${input.name}${input.initial === undefined ? '' : '?'}: ${input.type};`);
    destructured.push(
      input.initial === undefined ? input.name : `${input.name} = ${input.initial}`,
    );
  }
  if (bp.form?.loading) {
    props.push(
      '  /** Set while the parent submits; disables the submit button. */\n  loading?: boolean;',
    );
    destructured.push('loading = false');
  }
  for (const out of bp.outputs) {
    const prop = reactOutputProp(out.name);
    props.push(`  ${prop}?: (${out.type === 'void' ? '' : `value: ${out.type}`}) => void;`);
    destructured.push(prop);
  }
  if (bp.form) {
    const prop = reactOutputProp(bp.form.output);
    props.push(`  ${prop}?: (values: ${bp.form.valueType}) => void;`);
    destructured.push(prop);
  }
  if (bp.acceptsChildren) {
    typeImports.add('ReactNode');
    props.push('  children?: ReactNode;');
    destructured.push('children');
  }
  if (bp.usesId || bp.form) {
    hooks.add('useId');
    body.push('const uid = useId();');
  }
  for (const state of bp.state) {
    hooks.add('useState');
    const initial = state.linked ?? translate(state.initial, 'react');
    body.push(
      `const [${state.name}, ${reactSetter(state.name)}] = useState${state.linked || inferrable(state, bp) ? '' : `<${state.type}>`}(${initial});`,
    );
  }
  if (bp.form) {
    hooks.add('useState');
    typeImports.add('FormEvent');
    body.push(...formHookCode(bp.form));
  }
  for (const c of bp.computed) body.push(`const ${c.name} = ${translate(c.expr, 'react')};`);
  for (const effect of bp.effects) {
    hooks.add('useEffect');
    body.push(
      '',
      'useEffect(() => {',
      ...indentLines(effect.react.split('\n'), '  '),
      `}, [${effect.reactDeps.join(', ')}]);`,
    );
  }
  for (const method of bp.methods) {
    let params = method.params ?? '';
    for (const type of ['KeyboardEvent', 'DragEvent', 'ClipboardEvent', 'MouseEvent'])
      if (containsWord(params, type)) typeImports.add(type);
    if (/\bSubmitEvent\b/.test(params)) {
      typeImports.add('FormEvent');
      params = params.replace(/\bSubmitEvent\b/g, 'FormEvent<HTMLFormElement>');
    }
    if (/\bEvent\b/.test(params)) {
      typeImports.add('ChangeEvent');
      params = params.replace(/\bEvent\b/g, 'ChangeEvent<HTMLInputElement>');
    }
    body.push(
      '',
      `function ${method.name}(${params}) {`,
      ...indentLines(translate(method.body, 'react').split('\n'), '  '),
      '}',
    );
  }

  const [root] = bp.view;
  if (root?.kind === 'element')
    root.attrs.push(
      ...Object.entries(bp.host).map(([event, handler]) => ({
        kind: 'on' as const,
        event,
        handler,
      })),
    );
  const formRender = bp.form ? (indent: string) => options.form(bp.form!, indent) : undefined;
  const jsx = renderChildren(
    bp.view,
    {
      ...(formRender ? { form: formRender } : {}),
      ...(options.element ? { element: options.element } : {}),
    },
    '    ',
  );
  const jsxSource = jsx.join('\n');
  const usesCx = /\bcx\(/.test(jsxSource);
  // A form of check boxes only names nothing by id: `useId` is then left out (noUnusedLocals).
  const uidLine = body.indexOf('const uid = useId();');
  if (
    uidLine !== -1 &&
    !/\buid\b/.test(jsxSource) &&
    !body.some((line, index) => index !== uidLine && /\buid\b/.test(line))
  ) {
    body.splice(uidLine, 1);
    hooks.delete('useId');
  }
  const usesFragment = /<Fragment\b/.test(jsxSource);

  const reactImports = [...hooks, ...(usesFragment ? ['Fragment'] : [])].sort();
  const imports: string[] = [];
  if (reactImports.length) imports.push(`import { ${reactImports.join(', ')} } from 'react';`);
  if (typeImports.size)
    imports.push(`import type { ${[...typeImports].sort().join(', ')} } from 'react';`);
  imports.push(...options.imports(jsxSource));

  const moduleCode: string[] = [];
  for (const t of bp.types) moduleCode.push(t, '');
  for (const constant of bp.constants)
    moduleCode.push(`const ${constant.name}: ${constant.type} = ${constant.value};`, '');
  if (bp.form) moduleCode.push(...formModuleCode(bp.form));
  if (usesCx)
    moduleCode.push(
      "function cx(...names: (string | false | null | undefined)[]): string {\n  return names.filter(Boolean).join(' ');\n}",
      '',
    );

  // A prop the component never reads (one the request named that no part shows) stays in the
  // props type but not in the destructuring, where strict TypeScript would call it unused.
  const reads = `${body.join('\n')}\n${jsxSource}`;
  const read = destructured.filter((entry) => containsWord(reads, entry.split(' = ')[0]!));

  const propsType = `${name}Props`;
  const source = [
    imports.join('\n'),
    '',
    ...moduleCode,
    ...(props.length ? [`export interface ${propsType} {`, ...props, '}', ''] : []),
    `export function ${name}(${read.length ? `{ ${read.join(', ')} }: ${propsType}` : props.length ? `_props: ${propsType}` : ''}) {`,
    ...indentLines(body, '  '),
    ...(body.length ? [''] : []),
    '  return (',
    ...(bp.view.length === 1 && bp.view[0]!.kind === 'element'
      ? jsx
      : [
          '    <>',
          ...jsx.flatMap((line) => line.split('\n')).map((line) => `  ${line}`),
          '    </>',
        ]),
    '  );',
    '}',
    '',
  ].join('\n');
  return source;
}
