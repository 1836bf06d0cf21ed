import { fieldErrors, inferrable, openTag } from './shared';
import type { Blueprint, FormSpec } from '../blueprint';
import type { ComponentModel, Field, GeneratedFile } from '../model';
import { renderScss } from '../styles';
import type { Palette } from '../styles';
import { containsWord, escapeTemplateText, tsString } from '../text';
import { translate } from './translate';
import type { Attr, ElementNode, ViewNode } from '../view';

const VOID_ELEMENTS = new Set(['input', 'img', 'br', 'hr', 'path', 'circle', 'rect', 'source']);
/** Bindings that target an attribute rather than a DOM property. */
const ATTRIBUTE_BINDING = /^(?:aria-|data-|role$|colspan$|rowspan$|viewBox$)/;

function attrValue(value: string): string {
  return escapeTemplateText(value);
}

function renderAttrs(node: ElementNode, block: string): string[] {
  const out: string[] = [];
  const classes = node.classes.map((el) =>
    el === '' ? block : el.startsWith('--') ? `${block}${el}` : `${block}__${el}`,
  );
  if (classes.length) out.push(`class="${classes.join(' ')}"`);
  for (const attr of node.attrs) out.push(...renderAttr(attr, block));
  return out;
}

function renderAttr(attr: Attr, block: string): string[] {
  switch (attr.kind) {
    case 'static':
      return [`${attr.name}="${attrValue(attr.value)}"`];
    case 'flag':
      return [attr.name];
    case 'bind':
      return [
        `[${ATTRIBUTE_BINDING.test(attr.name) ? `attr.${attr.name}` : attr.name}]="${translate(attr.expr, 'template')}"`,
      ];
    case 'class':
      return [
        `[class.${attr.name.startsWith('--') ? block : `${block}__`}${attr.name}]="${translate(attr.expr, 'template')}"`,
      ];
    case 'on':
      return [
        `(${attr.event})="${translate(attr.handler, 'template').replace(/\bevent\b/g, '$event')}"`,
      ];
    case 'style':
      return [
        `[style.${attr.prop}${attr.unit ? `.${attr.unit}` : ''}]="${translate(attr.expr, 'template')}"`,
      ];
    case 'model': {
      const ref = `${attr.state}Control`;
      return attr.prop === 'value'
        ? [`#${ref}`, `[value]="${attr.state}()"`, `(input)="${attr.state}.set(${ref}.value)"`]
        : [
            `#${ref}`,
            `[checked]="${attr.state}()"`,
            `(change)="${attr.state}.set(${ref}.checked)"`,
          ];
    }
  }
}

function isInline(nodes: ViewNode[]): boolean {
  return nodes.every((node) => node.kind === 'text' || node.kind === 'interp') && nodes.length <= 3;
}

function inlineText(nodes: ViewNode[]): string {
  return nodes
    .map((node) =>
      node.kind === 'text'
        ? escapeTemplateText(node.value)
        : node.kind === 'interp'
          ? `{{ ${translate(node.expr, 'template')} }}`
          : '',
    )
    .join('');
}

export function renderTemplate(
  nodes: ViewNode[],
  block: string,
  form: ((indent: string) => string[]) | undefined,
  indent = '',
): string[] {
  const lines: string[] = [];
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        lines.push(`${indent}${escapeTemplateText(node.value)}`);
        break;
      case 'interp':
        lines.push(`${indent}{{ ${translate(node.expr, 'template')} }}`);
        break;
      case 'if':
        lines.push(
          `${indent}@if (${translate(node.cond, 'template')}) {`,
          ...renderTemplate(node.then, block, form, `${indent}  `),
        );
        if (node.otherwise)
          lines.push(
            `${indent}} @else {`,
            ...renderTemplate(node.otherwise, block, form, `${indent}  `),
          );
        lines.push(`${indent}}`);
        break;
      case 'for': {
        const index = node.index ? `; let ${node.index} = $index` : '';
        const track =
          node.index && node.track === node.index ? '$index' : translate(node.track, 'template');
        lines.push(
          `${indent}@for (${node.item} of ${translate(node.of, 'template')}; track ${track}${index}) {`,
          ...renderTemplate(node.body, block, form, `${indent}  `),
        );
        if (node.empty)
          lines.push(
            `${indent}} @empty {`,
            ...renderTemplate(node.empty, block, form, `${indent}  `),
          );
        lines.push(`${indent}}`);
        break;
      }
      case 'slot':
        lines.push(
          node.fallback.length
            ? `${indent}<ng-content>${inlineText(node.fallback)}</ng-content>`
            : `${indent}<ng-content />`,
        );
        break;
      case 'form':
        if (form) lines.push(...form(indent));
        break;
      case 'element': {
        const attrs = renderAttrs(node, block);
        const open = `<${node.tag}${attrs.length ? ` ${attrs.join(' ')}` : ''}`;
        // Icons stay on one line: their attributes are boilerplate nobody needs to read one by one.
        const wrapped =
          open.length + indent.length > 100 && attrs.length > 1 && node.tag !== 'svg'
            ? `<${node.tag}\n${attrs.map((a) => `${indent}  ${a}`).join('\n')}\n${indent}`
            : `${open}${attrs.length ? '' : ''}`;
        const head = wrapped.includes('\n') ? wrapped : `${open}`;
        if (VOID_ELEMENTS.has(node.tag) && node.children.length === 0) {
          lines.push(`${indent}${head}${head.includes('\n') ? '/>' : ' />'}`);
        } else if (node.children.length === 0 || isInline(node.children)) {
          lines.push(`${indent}${head}>${inlineText(node.children)}</${node.tag}>`);
        } else {
          lines.push(
            `${indent}${head}>`,
            ...renderTemplate(node.children, block, form, `${indent}  `),
            `${indent}</${node.tag}>`,
          );
        }
        break;
      }
    }
  }
  return lines;
}

// ── Forms: typed reactive forms with Validators and visible messages ──────────────────────────

function controlType(field: Field): string {
  if (field.type === 'checkbox' || field.type === 'toggle') return 'boolean';
  if (field.type === 'number' || field.type === 'range') return 'number | null';
  if (field.type === 'file') return 'File | null';
  return 'string';
}

function validatorList(field: Field): string[] {
  const v = field.validation;
  const list: string[] = [];
  if (field.required)
    list.push(
      field.type === 'checkbox' || field.type === 'toggle'
        ? 'Validators.requiredTrue'
        : 'Validators.required',
    );
  if (v.email) list.push('Validators.email');
  if (v.minLength !== undefined) list.push(`Validators.minLength(${v.minLength})`);
  if (v.maxLength !== undefined) list.push(`Validators.maxLength(${v.maxLength})`);
  if (v.min !== undefined) list.push(`Validators.min(${v.min})`);
  if (v.max !== undefined) list.push(`Validators.max(${v.max})`);
  if (v.pattern) list.push(`Validators.pattern(/^${v.pattern}$/)`);
  return list;
}

function inputAttrs(field: Field): string[] {
  const attrs: string[] = [];
  if (field.autocomplete) attrs.push(`autocomplete="${field.autocomplete}"`);
  if (field.inputMode) attrs.push(`inputmode="${field.inputMode}"`);
  if (field.placeholder) attrs.push(`placeholder="${escapeTemplateText(field.placeholder)}"`);
  if (field.validation.maxLength !== undefined)
    attrs.push(`maxlength="${field.validation.maxLength}"`);
  if (field.type === 'number' || field.type === 'range' || field.type === 'date') {
    if (field.validation.min !== undefined) attrs.push(`min="${field.validation.min}"`);
    if (field.validation.max !== undefined) attrs.push(`max="${field.validation.max}"`);
  }
  return attrs;
}

function renderFormField(field: Field, fields: Field[], block: string, indent: string): string[] {
  const c = `form.controls.${field.name}`;
  const id = `uid + '-${field.name}'`;
  const errId = `uid + '-${field.name}-error'`;
  const errors = fieldErrors(field, fields);
  const showError = field.validation.match
    ? `${c}.touched && (${c}.invalid || form.hasError('${field.name}Mismatch'))`
    : `${c}.touched && ${c}.invalid`;
  const a11y = errors.length
    ? [
        `[attr.aria-invalid]="${showError}"`,
        `[attr.aria-describedby]="${showError} ? ${errId} : null"`,
      ]
    : [];
  const required = field.required ? ['required'] : [];
  const label = escapeTemplateText(field.label);
  const lines: string[] = [];
  const i2 = `${indent}  `;
  if (field.type === 'checkbox' || field.type === 'toggle') {
    lines.push(`${indent}<label class="${block}__check">`);
    lines.push(
      openTag(
        i2,
        'input',
        [
          'type="checkbox"',
          `formControlName="${field.name}"`,
          ...(field.type === 'toggle' ? ['role="switch"'] : []),
          ...required,
          ...a11y,
        ],
        ' />',
      ),
    );
    lines.push(`${i2}${label}`, `${indent}</label>`);
  } else if (field.type === 'radio') {
    lines.push(
      `${indent}<fieldset class="${block}__fieldset">`,
      `${i2}<legend class="${block}__label">${label}</legend>`,
    );
    for (const option of field.options ?? []) {
      lines.push(
        `${i2}<label class="${block}__check">`,
        `${i2}  <input type="radio" formControlName="${field.name}" value="${escapeTemplateText(option)}" />`,
        `${i2}  ${escapeTemplateText(option)}`,
        `${i2}</label>`,
      );
    }
    lines.push(`${indent}</fieldset>`);
  } else {
    lines.push(
      `${indent}<label class="${block}__label" [for]="${id}">${label}${field.required ? '' : ` <span class="${block}__optional">(optional)</span>`}</label>`,
    );
    const common = [`class="${block}__input"`, `[id]="${id}"`];
    if (field.type === 'textarea') {
      lines.push(
        `${openTag(indent, 'textarea', [...common, `formControlName="${field.name}"`, 'rows="4"', ...inputAttrs(field), ...required, ...a11y], '>')}</textarea>`,
      );
    } else if (field.type === 'select') {
      lines.push(
        openTag(
          indent,
          'select',
          [...common, `formControlName="${field.name}"`, ...required, ...a11y],
          '>',
        ),
      );
      lines.push(
        `${i2}<option value="" disabled>Choose ${escapeTemplateText(field.label.toLowerCase())}</option>`,
      );
      for (const option of field.options ?? [])
        lines.push(
          `${i2}<option value="${escapeTemplateText(option)}">${escapeTemplateText(option)}</option>`,
        );
      lines.push(`${indent}</select>`);
    } else if (field.type === 'file') {
      lines.push(
        openTag(
          indent,
          'input',
          [
            ...common,
            'type="file"',
            `(change)="selectFile('${field.name}', $event)"`,
            ...required,
            ...a11y,
          ],
          ' />',
        ),
      );
    } else {
      lines.push(
        openTag(
          indent,
          'input',
          [
            ...common,
            `type="${field.type}"`,
            `formControlName="${field.name}"`,
            ...inputAttrs(field),
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
      `${indent}<p class="${block}__hint" aria-live="polite">{{ ${c}.value.length }} / ${field.validation.maxLength} characters</p>`,
    );
  if (errors.length) {
    lines.push(`${indent}@if (${showError}) {`, `${i2}<p class="${block}__error" [id]="${errId}">`);
    errors.forEach((error, index) => {
      const test =
        error.key === 'mismatch'
          ? `form.hasError('${field.name}Mismatch')`
          : `${c}.hasError('${error.key}')`;
      lines.push(
        `${i2}  ${index === 0 ? '@if' : '} @else if'} (${test}) {`,
        `${i2}    ${escapeTemplateText(error.message)}`,
      );
    });
    lines.push(`${i2}  }`, `${i2}</p>`, `${indent}}`);
  }
  const wrapperClass =
    field.type === 'checkbox' || field.type === 'toggle' || field.type === 'radio'
      ? `${block}__field ${block}__field--check`
      : `${block}__field`;
  return [
    `${indent}<div class="${wrapperClass}">`,
    ...lines.map((line) => `  ${line}`),
    `${indent}</div>`,
  ];
}

function renderForm(spec: FormSpec, block: string, indent: string): string[] {
  const i2 = `${indent}  `;
  const lines = [
    `${indent}<form class="${block}__form${spec.inline ? ` ${block}__form--inline` : ''}" [formGroup]="form" (ngSubmit)="submit()" novalidate>`,
  ];
  for (const field of spec.fields) lines.push(...renderFormField(field, spec.fields, block, i2));
  const busy = spec.loading;
  const button = busy
    ? [
        `${i2}<button class="${block}__button" type="submit" [disabled]="loading()" [attr.aria-busy]="loading()">`,
        `${i2}  @if (loading()) {`,
        `${i2}    ${escapeTemplateText(spec.busyLabel)}`,
        `${i2}  } @else {`,
        `${i2}    ${escapeTemplateText(spec.submitLabel)}`,
        `${i2}  }`,
        `${i2}</button>`,
      ]
    : [
        `${i2}<button class="${block}__button" type="submit">${escapeTemplateText(spec.submitLabel)}</button>`,
      ];
  lines.push(...button);
  for (const link of spec.links)
    lines.push(`${i2}<a class="${block}__link" href="#">${escapeTemplateText(link)}</a>`);
  lines.push(`${indent}</form>`);
  return lines;
}

function formClassMembers(spec: FormSpec): {
  members: string[];
  helpers: string[];
  types: string[];
} {
  const matches = spec.fields.filter((f) => f.validation.match);
  const controls = spec.fields.map((field) => {
    const validators = validatorList(field);
    const type = controlType(field);
    const initial = type === 'boolean' ? 'false' : type === 'string' ? "''" : 'null';
    const options = [
      type === 'boolean' || type === 'string' ? 'nonNullable: true' : '',
      validators.length ? `validators: [${validators.join(', ')}]` : '',
    ].filter(Boolean);
    const generic = type === 'boolean' || type === 'string' ? '' : `<${type}>`;
    return `    ${field.name}: new FormControl${generic}(${initial}${options.length ? `, { ${options.join(', ')} }` : ''}),`;
  });
  const members = matches.length
    ? [
        `  protected readonly form = new FormGroup(\n    {\n${controls.map((line) => `  ${line}`).join('\n')}\n    },\n    { validators: [${matches.map((f) => `fieldsMatch('${f.validation.match}', '${f.name}')`).join(', ')}] },\n  );`,
      ]
    : [`  protected readonly form = new FormGroup({\n${controls.join('\n')}\n  });`];
  const types = [
    `export interface ${spec.valueType} {\n${spec.fields.map((f) => `  ${f.name}: ${controlType(f)};`).join('\n')}\n}`,
  ];
  const helpers: string[] = [];
  if (matches.length) {
    helpers.push(
      '/** Group validator: the confirmation field must repeat the original one. */\nfunction fieldsMatch(original: string, confirmation: string): ValidatorFn {\n  return (group: AbstractControl): ValidationErrors | null =>\n    group.get(original)?.value === group.get(confirmation)?.value ? null : { [`${confirmation}Mismatch`]: true };\n}',
    );
  }
  return { members, helpers, types };
}

// ── Component class ────────────────────────────────────────────────────────────────────────────

function indentBlock(code: string, indent: string): string {
  return code
    .split('\n')
    .map((line) => (line ? `${indent}${line}` : line))
    .join('\n');
}

export interface AngularNames {
  className: string;
  fileBase: string;
  block: string;
}

export function angularNames(model: ComponentModel): AngularNames {
  return { className: `${model.name}Component`, fileBase: model.selector, block: model.selector };
}

export function emitAngular(model: ComponentModel, bp: Blueprint, p: Palette): GeneratedFile[] {
  const { className, fileBase, block } = angularNames(model);
  const formLines = bp.form ? (indent: string) => renderForm(bp.form!, block, indent) : undefined;
  const template = `${renderTemplate(bp.view, block, formLines).join('\n')}\n`;

  const members: string[] = [];
  const used = new Set<string>(['ChangeDetectionStrategy', 'Component']);
  const formsImports = new Set<string>();
  const helpers: string[] = [];
  const types = [...bp.types];
  let prelude = '';

  for (const input of bp.inputs) {
    used.add('input');
    members.push(
      input.initial === undefined
        ? `  readonly ${input.name} = input.required<${input.type}>();`
        : `  readonly ${input.name} = input<${input.type}>(${input.initial});`,
    );
  }
  if (bp.form?.loading) {
    used.add('input');
    members.push(
      '  /** Set while the parent submits; disables the submit button. */\n  readonly loading = input(false);',
    );
  }
  for (const out of bp.outputs) {
    used.add('output');
    members.push(`  readonly ${out.name} = output<${out.type}>();`);
  }
  if (bp.form) {
    used.add('output');
    members.push(`  readonly ${bp.form.output} = output<${bp.form.valueType}>();`);
  }
  if (members.length) members.push('');
  if (bp.usesId || bp.form) {
    prelude = 'let nextId = 0;\n\n';
    members.push(`  protected readonly uid = \`${block}-\${nextId++}\`;`);
  }
  for (const constant of bp.constants)
    members.push(
      `  protected readonly ${constant.name}: ${constant.type} = ${indentBlock(constant.value, '  ').trimStart()};`,
    );
  for (const state of bp.state) {
    if (state.linked) {
      used.add('linkedSignal');
      members.push(
        `  protected readonly ${state.name} = linkedSignal(() => this.${state.linked}());`,
      );
      continue;
    }
    used.add('signal');
    const generic = inferrable(state, bp) ? '' : `<${state.type}>`;
    members.push(
      `  protected readonly ${state.name} = signal${generic}(${translate(state.initial, 'class')});`,
    );
  }
  for (const c of bp.computed) {
    used.add('computed');
    members.push(`  protected readonly ${c.name} = computed(() => ${translate(c.expr, 'class')});`);
  }
  if (bp.form) {
    for (const name of ['FormControl', 'FormGroup', 'ReactiveFormsModule', 'Validators'])
      formsImports.add(name);
    const form = formClassMembers(bp.form);
    members.push(...form.members);
    helpers.push(...form.helpers);
    types.push(...form.types);
    if (form.helpers.length)
      for (const name of ['AbstractControl', 'ValidationErrors', 'ValidatorFn'])
        formsImports.add(name);
  }
  if (bp.effects.length) {
    used.add('effect');
    members.push(
      '',
      '  constructor() {',
      ...bp.effects.map((e) => indentBlock(e.angular, '    ')),
      '  }',
    );
  }
  const methods = [...bp.methods];
  if (bp.form) {
    methods.push({
      name: 'submit',
      body: `if (this.form.invalid) {\n  this.form.markAllAsTouched();\n  return;\n}\nemit:${bp.form.output}(this.form.getRawValue());`,
    });
    if (bp.form.fields.some((f) => f.type === 'file')) {
      methods.push({
        name: 'selectFile',
        params: `name: ${bp.form.fields
          .filter((f) => f.type === 'file')
          .map((f) => `'${f.name}'`)
          .join(' | ')}, event: Event`,
        body: 'const file = (event.target as HTMLInputElement).files?.[0] ?? null;\nthis.form.controls[name].setValue(file);\nthis.form.controls[name].markAsTouched();',
      });
    }
  }
  for (const method of methods) {
    members.push(
      '',
      `  protected ${method.name}(${method.params ?? ''}): void {`,
      indentBlock(translate(method.body, 'class'), '    '),
      '  }',
    );
  }

  const coreImports = [...used]
    .filter(
      (name) =>
        name === 'ChangeDetectionStrategy' ||
        name === 'Component' ||
        containsWord(members.join('\n'), name),
    )
    .sort();
  const imports = [`import { ${coreImports.join(', ')} } from '@angular/core';`];
  if (formsImports.size)
    imports.push(`import { ${[...formsImports].sort().join(', ')} } from '@angular/forms';`);
  const decorator = [
    '@Component({',
    `  selector: 'app-${model.selector}',`,
    ...(bp.form ? ['  imports: [ReactiveFormsModule],'] : []),
    `  templateUrl: './${fileBase}.component.html',`,
    `  styleUrl: './${fileBase}.component.scss',`,
    '  changeDetection: ChangeDetectionStrategy.OnPush,',
    ...(Object.keys(bp.host).length
      ? [
          '  host: {',
          ...Object.entries(bp.host).map(
            ([event, handler]) =>
              `    '(${event})': '${translate(handler, 'template').replace(/\bevent\b/g, '$event')}',`,
          ),
          '  },',
        ]
      : []),
    '})',
  ];
  const ts = [
    imports.join('\n'),
    '',
    ...types.map((t) => `${t}\n`),
    ...helpers.map((h) => `${h}\n`),
    `${prelude}${decorator.join('\n')}`,
    `export class ${className} {`,
    members
      .join('\n')
      .replace(/^\n+/, '')
      .replace(/(?<!\n)\n+$/, '')
      .replace(/\n{3,}/g, '\n\n'),
    '}',
    '',
  ].join('\n');

  return [
    { path: `${fileBase}.component.ts`, content: ts, type: 'component', language: 'typescript' },
    { path: `${fileBase}.component.html`, content: template, type: 'template', language: 'html' },
    {
      path: `${fileBase}.component.scss`,
      content: renderScss(block, bp.styles, p),
      type: 'style',
      language: 'scss',
    },
    {
      path: `${fileBase}.component.spec.ts`,
      content: specFile(model, bp),
      type: 'test',
      language: 'typescript',
    },
  ];
}

function specFile(model: ComponentModel, bp: Blueprint): string {
  const { className, fileBase } = angularNames(model);
  const required = bp.inputs.filter((i) => i.initial === undefined);
  const setInputs = required.map(
    (i) => `    fixture.componentRef.setInput('${i.name}', ${sampleFor(i.type)});`,
  );
  const checks: string[] = [];
  if (bp.form) {
    checks.push(
      '',
      `  it('should not emit ${bp.form.output} while the form is invalid', () => {`,
      '    const emitted: unknown[] = [];',
      `    fixture.componentInstance.${bp.form.output}.subscribe((value) => emitted.push(value));`,
      "    const form: HTMLFormElement = fixture.nativeElement.querySelector('form');",
      "    form.dispatchEvent(new Event('submit'));",
      '    expect(emitted).toEqual([]);',
      '  });',
    );
  }
  return [
    "import { ComponentFixture, TestBed } from '@angular/core/testing';",
    "import { beforeEach, describe, expect, it } from 'vitest';",
    `import { ${className} } from './${fileBase}.component';`,
    '',
    `describe('${className}', () => {`,
    `  let fixture: ComponentFixture<${className}>;`,
    '',
    '  beforeEach(async () => {',
    `    await TestBed.configureTestingModule({ imports: [${className}] }).compileComponents();`,
    `    fixture = TestBed.createComponent(${className});`,
    ...setInputs,
    '    await fixture.whenStable();',
    '  });',
    '',
    "  it('should create', () => {",
    '    expect(fixture.componentInstance).toBeTruthy();',
    '  });',
    '',
    "  it('should render its root element', () => {",
    `    expect((fixture.nativeElement as HTMLElement).querySelector('.${model.selector}')).not.toBeNull();`,
    '  });',
    ...checks,
    '});',
    '',
  ].join('\n');
}

function sampleFor(type: string): string {
  if (type === 'number') return '1';
  if (type === 'boolean') return 'true';
  if (type.endsWith('[]')) return '[]';
  return tsString('Sample');
}
