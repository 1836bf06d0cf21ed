import type { Blueprint, FormSpec } from '../blueprint';
import { fieldErrors, inferrable, openTag } from './shared';
import type { ComponentModel, Field, GeneratedFile } from '../model';
import { moduleClass, renderCssModule } from '../styles';
import type { Palette } from '../styles';
import { containsWord, jsxText, tsString } from '../text';
import { reactOutputProp, reactSetter, translate } from './translate';
import type { Attr, ElementNode, ViewNode } from '../view';

const VOID_ELEMENTS = new Set(['input', 'img', 'br', 'hr', 'path', 'circle', 'rect', 'source']);
const ATTR_NAMES: Record<string, string> = {
  for: 'htmlFor',
  tabindex: 'tabIndex',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  readonly: 'readOnly',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  novalidate: 'noValidate',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  datetime: 'dateTime',
};
const EVENTS: Record<string, string> = {
  click: 'onClick',
  input: 'onChange',
  change: 'onChange',
  keydown: 'onKeyDown',
  mouseenter: 'onMouseEnter',
  mouseleave: 'onMouseLeave',
  focus: 'onFocus',
  blur: 'onBlur',
  focusin: 'onFocus',
  focusout: 'onBlur',
  dragover: 'onDragOver',
  dragleave: 'onDragLeave',
  drop: 'onDrop',
  submit: 'onSubmit',
};

/** Attributes React types as numbers. */
const NUMERIC_ATTRS = new Set([
  'colspan',
  'rowspan',
  'tabindex',
  'maxlength',
  'minlength',
  'width',
  'height',
  'rows',
  'cols',
  'aria-valuemin',
  'aria-valuemax',
  'aria-valuenow',
  'aria-level',
  'aria-setsize',
  'aria-posinset',
]);
const attrName = (name: string) => ATTR_NAMES[name] ?? name;

function jsxAttrValue(value: string): string {
  return /^[^"&{}<>\\\n]*$/.test(value) ? `"${value}"` : `{${tsString(value)}}`;
}

function classExpr(node: ElementNode): string | undefined {
  const base = node.classes.map((el) => `styles.${moduleClass(el)}`);
  const conditional = node.attrs
    .filter((a): a is Extract<Attr, { kind: 'class' }> => a.kind === 'class')
    .map((a) => `${translate(a.expr, 'react')} && styles.${moduleClass(a.name)}`);
  if (!base.length && !conditional.length) return undefined;
  if (base.length === 1 && !conditional.length) return `className={${base[0]}}`;
  return `className={cx(${[...base, ...conditional].join(', ')})}`;
}

function renderAttrs(node: ElementNode): string[] {
  const out: string[] = [];
  const cls = classExpr(node);
  if (cls) out.push(cls);
  const styles: string[] = [];
  for (const attr of node.attrs) {
    switch (attr.kind) {
      case 'static':
        out.push(
          NUMERIC_ATTRS.has(attr.name) && /^-?\d+$/.test(attr.value)
            ? `${attrName(attr.name)}={${attr.value}}`
            : `${attrName(attr.name)}=${jsxAttrValue(attr.value)}`,
        );
        break;
      case 'flag':
        out.push(attrName(attr.name));
        break;
      case 'bind':
        out.push(`${attrName(attr.name)}={${translate(attr.expr, 'react')}}`);
        break;
      case 'on': {
        const handler = translate(attr.handler, 'react');
        out.push(
          `${EVENTS[attr.event] ?? `on${attr.event[0]!.toUpperCase()}${attr.event.slice(1)}`}={(${/\bevent\b/.test(handler) ? 'event' : ''}) => ${handler}}`,
        );
        break;
      }
      case 'model':
        out.push(
          attr.prop === 'value' ? `value={${attr.state}}` : `checked={${attr.state}}`,
          `onChange={(event) => ${reactSetter(attr.state)}(event.target.${attr.prop})}`,
        );
        break;
      case 'style': {
        const key = attr.prop.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
        const value = translate(attr.expr, 'react');
        styles.push(`${key}: ${attr.unit ? `\`\${${value}}${attr.unit}\`` : value}`);
        break;
      }
      case 'class':
        break;
    }
  }
  if (styles.length) out.push(`style={{ ${styles.join(', ')} }}`);
  return out;
}

interface RenderContext {
  form?: (indent: string) => string[];
}

function isInline(nodes: ViewNode[]): boolean {
  return nodes.length <= 3 && nodes.every((node) => node.kind === 'text' || node.kind === 'interp');
}

function inlineText(nodes: ViewNode[]): string {
  return nodes
    .map((node) =>
      node.kind === 'text'
        ? jsxText(node.value)
        : node.kind === 'interp'
          ? `{${translate(node.expr, 'react')}}`
          : '',
    )
    .join('');
}

/** Renders nodes as JSX children; a node list that must be one expression is wrapped in a fragment. */
function renderChildren(nodes: ViewNode[], ctx: RenderContext, indent: string): string[] {
  const lines: string[] = [];
  for (const node of nodes) lines.push(...renderNode(node, ctx, indent));
  return lines;
}

function asExpression(
  nodes: ViewNode[],
  ctx: RenderContext,
  indent: string,
  key?: string,
): string[] {
  const single =
    nodes.length === 1 && nodes[0]!.kind === 'element' ? (nodes[0] as ElementNode) : undefined;
  if (single) return renderElement(single, ctx, indent, key);
  if (key)
    return [
      `${indent}<Fragment key={${key}}>`,
      ...renderChildren(nodes, ctx, `${indent}  `),
      `${indent}</Fragment>`,
    ];
  return [`${indent}<>`, ...renderChildren(nodes, ctx, `${indent}  `), `${indent}</>`];
}

function renderElement(
  node: ElementNode,
  ctx: RenderContext,
  indent: string,
  key?: string,
): string[] {
  const attrs = [...(key ? [`key={${key}}`] : []), ...renderAttrs(node)];
  const open = `<${node.tag}${attrs.length ? ` ${attrs.join(' ')}` : ''}`;
  const head =
    open.length + indent.length > 110 && attrs.length > 1 && node.tag !== 'svg'
      ? `<${node.tag}\n${attrs.map((a) => `${indent}  ${a}`).join('\n')}\n${indent}`
      : open;
  if (VOID_ELEMENTS.has(node.tag) && node.children.length === 0)
    return [`${indent}${head}${head.endsWith('\n' + indent) ? '/>' : ' />'}`];
  if (node.children.length === 0 || isInline(node.children))
    return [`${indent}${head}>${inlineText(node.children)}</${node.tag}>`];
  return [
    `${indent}${head}>`,
    ...renderChildren(node.children, ctx, `${indent}  `),
    `${indent}</${node.tag}>`,
  ];
}

function renderNode(node: ViewNode, ctx: RenderContext, indent: string): string[] {
  switch (node.kind) {
    case 'text':
      return [`${indent}${jsxText(node.value)}`];
    case 'interp':
      return [`${indent}{${translate(node.expr, 'react')}}`];
    case 'element':
      return renderElement(node, ctx, indent);
    case 'slot': {
      const [first] = node.fallback;
      const fallback =
        node.fallback.length === 1 && first?.kind === 'text'
          ? tsString(first.value)
          : node.fallback.length
            ? `<>${inlineText(node.fallback)}</>`
            : 'null';
      return [`${indent}{children ?? ${fallback}}`];
    }
    case 'form':
      return ctx.form ? ctx.form(indent) : [];
    case 'if': {
      const cond = translate(node.cond, 'react');
      const then = asExpression(node.then, ctx, `${indent}  `);
      const otherwise = node.otherwise
        ? asExpression(node.otherwise, ctx, `${indent}  `)
        : undefined;
      return otherwise
        ? [`${indent}{${cond} ? (`, ...then, `${indent}) : (`, ...otherwise, `${indent})}`]
        : [`${indent}{${cond} && (`, ...then, `${indent})}`];
    }
    case 'for': {
      const of = translate(node.of, 'react');
      const params = node.index ? `(${node.item}, ${node.index})` : `(${node.item})`;
      const body = [
        `${indent}{${of}.map(${params} => (`,
        ...asExpression(node.body, ctx, `${indent}  `, translate(node.track, 'react')),
        `${indent}))}`,
      ];
      if (!node.empty) return body;
      return [
        `${indent}{${of}.length === 0 ? (`,
        ...asExpression(node.empty, ctx, `${indent}  `),
        `${indent}) : (`,
        ...body
          .map((line) => `  ${line}`)
          .map((line, i, all) =>
            i === 0 ? line.replace('{', '') : i === all.length - 1 ? line.replace(/\}$/, '') : line,
          ),
        `${indent})}`,
      ];
    }
  }
}

// ── Forms: controlled inputs, one validate function, messages after a field is touched ──────────

function valueType(field: Field): string {
  return field.type === 'checkbox' || field.type === 'toggle'
    ? 'boolean'
    : field.type === 'file'
      ? 'File | null'
      : 'string';
}

function initialValue(field: Field): string {
  return field.type === 'checkbox' || field.type === 'toggle'
    ? 'false'
    : field.type === 'file'
      ? 'null'
      : "''";
}

function validationLines(field: Field, fields: Field[]): string[] {
  const v = field.validation;
  const value = `values.${field.name}`;
  const checks: [string, string][] = [];
  for (const error of fieldErrors(field, fields)) {
    const message = tsString(error.message);
    switch (error.key) {
      case 'required':
        checks.push([
          field.type === 'checkbox' || field.type === 'toggle'
            ? `!${value}`
            : field.type === 'file'
              ? `${value} === null`
              : `${value}.trim() === ''`,
          message,
        ]);
        break;
      case 'email':
        checks.push([`${value} !== '' && !EMAIL_PATTERN.test(${value})`, message]);
        break;
      case 'minlength':
        checks.push([`${value}.length > 0 && ${value}.length < ${v.minLength}`, message]);
        break;
      case 'maxlength':
        checks.push([`${value}.length > ${v.maxLength}`, message]);
        break;
      case 'min':
        checks.push([`${value} !== '' && Number(${value}) < ${v.min}`, message]);
        break;
      case 'max':
        checks.push([`${value} !== '' && Number(${value}) > ${v.max}`, message]);
        break;
      case 'pattern':
        checks.push([`${value} !== '' && !/^${v.pattern}$/.test(${value})`, message]);
        break;
      case 'mismatch':
        checks.push([`${value} !== values.${v.match}`, message]);
        break;
    }
  }
  return checks.map(
    ([cond, message], i) =>
      `  ${i === 0 ? 'if' : 'else if'} (${cond}) errors.${field.name} = ${message};`,
  );
}

function reactForm(spec: FormSpec, indent: string): string[] {
  const i2 = `${indent}  `;
  const lines = [
    `${indent}<form className={${spec.inline ? 'cx(styles.form, styles.formInline)' : 'styles.form'}} onSubmit={handleSubmit} noValidate>`,
  ];
  for (const field of spec.fields) {
    const id = `\`\${uid}-${field.name}\``;
    const errorId = `\`\${uid}-${field.name}-error\``;
    const hasErrors = fieldErrors(field, spec.fields).length > 0;
    const show = `touched.${field.name} && errors.${field.name}`;
    const a11y = hasErrors
      ? [`aria-invalid={Boolean(${show})}`, `aria-describedby={${show} ? ${errorId} : undefined}`]
      : [];
    const blur = `onBlur={() => markTouched('${field.name}')}`;
    const required = field.required ? ['required'] : [];
    const extra = [
      ...(field.autocomplete ? [`autoComplete="${field.autocomplete}"`] : []),
      ...(field.inputMode ? [`inputMode="${field.inputMode}"`] : []),
      ...(field.placeholder ? [`placeholder=${jsxAttrValue(field.placeholder)}`] : []),
      ...(field.validation.maxLength !== undefined
        ? [`maxLength={${field.validation.maxLength}}`]
        : []),
      ...(['number', 'range', 'date'].includes(field.type)
        ? [
            ...(field.validation.min !== undefined ? [`min={${field.validation.min}}`] : []),
            ...(field.validation.max !== undefined ? [`max={${field.validation.max}}`] : []),
          ]
        : []),
    ];
    const check = field.type === 'checkbox' || field.type === 'toggle' || field.type === 'radio';
    lines.push(
      `${i2}<div className={${check ? 'cx(styles.field, styles.fieldCheck)' : 'styles.field'}}>`,
    );
    const i3 = `${i2}  `;
    if (field.type === 'checkbox' || field.type === 'toggle') {
      lines.push(
        `${i3}<label className={styles.check}>`,
        openTag(
          `${i3}  `,
          'input',
          [
            'type="checkbox"',
            ...(field.type === 'toggle' ? ['role="switch"'] : []),
            `checked={values.${field.name}}`,
            `onChange={(event) => update('${field.name}', event.target.checked)}`,
            blur,
            ...required,
            ...a11y,
          ],
          ' />',
        ),
        `${i3}  ${jsxText(field.label)}`,
        `${i3}</label>`,
      );
    } else if (field.type === 'radio') {
      lines.push(
        `${i3}<fieldset className={styles.fieldset}>`,
        `${i3}  <legend className={styles.label}>${jsxText(field.label)}</legend>`,
      );
      for (const option of field.options ?? []) {
        lines.push(
          `${i3}  <label className={styles.check}>`,
          openTag(
            `${i3}    `,
            'input',
            [
              'type="radio"',
              `name={${id}}`,
              `value=${jsxAttrValue(option)}`,
              `checked={values.${field.name} === ${tsString(option)}}`,
              `onChange={() => update('${field.name}', ${tsString(option)})}`,
              blur,
            ],
            ' />',
          ),
          `${i3}    ${jsxText(option)}`,
          `${i3}  </label>`,
        );
      }
      lines.push(`${i3}</fieldset>`);
    } else {
      lines.push(
        `${i3}<label className={styles.label} htmlFor={${id}}>`,
        `${i3}  ${jsxText(field.label)}${field.required ? '' : ` <span className={styles.optional}>(optional)</span>`}`,
        `${i3}</label>`,
      );
      const common = [`className={styles.input}`, `id={${id}}`];
      if (field.type === 'textarea') {
        lines.push(
          openTag(
            i3,
            'textarea',
            [
              ...common,
              'rows={4}',
              `value={values.${field.name}}`,
              `onChange={(event) => update('${field.name}', event.target.value)}`,
              blur,
              ...extra,
              ...required,
              ...a11y,
            ],
            ' />',
          ),
        );
      } else if (field.type === 'select') {
        lines.push(
          openTag(
            i3,
            'select',
            [
              ...common,
              `value={values.${field.name}}`,
              `onChange={(event) => update('${field.name}', event.target.value)}`,
              blur,
              ...required,
              ...a11y,
            ],
            '>',
          ),
        );
        lines.push(
          `${i3}  <option value="" disabled>`,
          `${i3}    ${jsxText(`Choose ${field.label.toLowerCase()}`)}`,
          `${i3}  </option>`,
        );
        for (const option of field.options ?? [])
          lines.push(`${i3}  <option value=${jsxAttrValue(option)}>${jsxText(option)}</option>`);
        lines.push(`${i3}</select>`);
      } else if (field.type === 'file') {
        lines.push(
          openTag(
            i3,
            'input',
            [
              ...common,
              'type="file"',
              `onChange={(event) => update('${field.name}', event.target.files?.[0] ?? null)}`,
              blur,
              ...required,
              ...a11y,
            ],
            ' />',
          ),
        );
      } else {
        lines.push(
          openTag(
            i3,
            'input',
            [
              ...common,
              `type="${field.type}"`,
              `value={values.${field.name}}`,
              `onChange={(event) => update('${field.name}', event.target.value)}`,
              blur,
              ...extra,
              ...required,
              ...a11y,
            ],
            ' />',
          ),
        );
      }
    }
    if (field.counter && field.validation.maxLength !== undefined)
      lines.push(
        `${i3}<p className={styles.hint} aria-live="polite">`,
        `${i3}  {values.${field.name}.length} / ${field.validation.maxLength} characters`,
        `${i3}</p>`,
      );
    if (hasErrors) {
      lines.push(
        `${i3}{${show} && (`,
        `${i3}  <p className={styles.error} id={${errorId}}>`,
        `${i3}    {errors.${field.name}}`,
        `${i3}  </p>`,
        `${i3})}`,
      );
    }
    lines.push(`${i2}</div>`);
  }
  if (spec.loading)
    lines.push(
      `${i2}<button className={styles.button} type="submit" disabled={loading} aria-busy={loading}>`,
      `${i2}  {loading ? ${tsString(spec.busyLabel)} : ${tsString(spec.submitLabel)}}`,
      `${i2}</button>`,
    );
  else
    lines.push(
      `${i2}<button className={styles.button} type="submit">`,
      `${i2}  ${jsxText(spec.submitLabel)}`,
      `${i2}</button>`,
    );
  for (const link of spec.links)
    lines.push(`${i2}<a className={styles.link} href="#">`, `${i2}  ${jsxText(link)}`, `${i2}</a>`);
  lines.push(`${indent}</form>`);
  return lines;
}

function formModuleCode(spec: FormSpec): string[] {
  const type = spec.valueType;
  const code = [
    `export interface ${type} {\n${spec.fields.map((f) => `  ${f.name}: ${valueType(f)};`).join('\n')}\n}`,
    '',
    `type FormErrors = Partial<Record<keyof ${type}, string>>;`,
    '',
    `const INITIAL_VALUES: ${type} = {\n${spec.fields.map((f) => `  ${f.name}: ${initialValue(f)},`).join('\n')}\n};`,
    '',
  ];
  if (spec.fields.some((f) => f.validation.email))
    code.push('const EMAIL_PATTERN = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;', '');
  const checks = spec.fields.flatMap((f) => validationLines(f, spec.fields));
  code.push(
    // With nothing to check, the parameter is unused; the underscore says so (noUnusedParameters).
    `function validate(${checks.length ? 'values' : '_values'}: ${type}): FormErrors {`,
    '  const errors: FormErrors = {};',
    ...checks,
    '  return errors;',
    '}',
    '',
  );
  return code;
}

function formHookCode(spec: FormSpec): string[] {
  const type = spec.valueType;
  const shown = spec.fields.some((f) => fieldErrors(f, spec.fields).length > 0);
  return [
    `const [values, setValues] = useState<${type}>(INITIAL_VALUES);`,
    `const [${shown ? 'touched' : ''}, setTouched] = useState<Partial<Record<keyof ${type}, boolean>>>({});`,
    'const errors = validate(values);',
    '',
    `function update<K extends keyof ${type}>(name: K, value: ${type}[K]) {`,
    '  setValues((current) => ({ ...current, [name]: value }));',
    '}',
    '',
    `function markTouched(name: keyof ${type}) {`,
    '  setTouched((current) => ({ ...current, [name]: true }));',
    '}',
    '',
    'function handleSubmit(event: FormEvent<HTMLFormElement>) {',
    '  event.preventDefault();',
    '  if (Object.keys(errors).length > 0) {',
    `    setTouched({ ${spec.fields.map((f) => `${f.name}: true`).join(', ')} });`,
    '    return;',
    '  }',
    `  ${reactOutputProp(spec.output)}?.(values);`,
    '}',
  ];
}

function indentLines(lines: string[], indent: string): string[] {
  return lines.map((line) => (line ? `${indent}${line}` : line));
}

export function emitReact(model: ComponentModel, bp: Blueprint, p: Palette): GeneratedFile[] {
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
    for (const type of ['KeyboardEvent', 'DragEvent', 'ClipboardEvent'])
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
  const formRender = bp.form ? (indent: string) => reactForm(bp.form!, indent) : undefined;
  const jsx = renderChildren(bp.view, { ...(formRender ? { form: formRender } : {}) }, '    ');
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
  imports.push(`import styles from './${name}.module.css';`);

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

  const propsType = `${name}Props`;
  const source = [
    imports.join('\n'),
    '',
    ...moduleCode,
    ...(props.length ? [`export interface ${propsType} {`, ...props, '}', ''] : []),
    `export function ${name}(${destructured.length ? `{ ${destructured.join(', ')} }: ${propsType}` : ''}) {`,
    ...indentLines(body, '  '),
    ...(body.length ? [''] : []),
    '  return (',
    ...(bp.view.length === 1 && bp.view[0]!.kind === 'element'
      ? jsx
      : ['    <>', ...jsx.map((line) => `  ${line}`), '    </>']),
    '  );',
    '}',
    '',
  ].join('\n');
  return [
    { path: `${name}.tsx`, content: source, type: 'component', language: 'tsx' },
    {
      path: `${name}.module.css`,
      content: renderCssModule(bp.styles, p),
      type: 'style',
      language: 'css',
    },
  ];
}
