import type { Blueprint } from '../blueprint';
import type { ComponentModel, GeneratedFile } from '../model';
import { renderScss } from '../styles';
import type { Palette } from '../styles';
import { containsWord, tsString } from '../text';
import { formClassMembers, renderForm } from './angular-form';
import { renderTemplate } from './angular-template';
import { inferrable } from './shared';
import { translate } from './translate';

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
      body: bp.form.sentState
        ? `if (this.form.invalid) {\n  this.form.markAllAsTouched();\n  set:${bp.form.sentState}(false);\n  return;\n}\nemit:${bp.form.output}(this.form.getRawValue());\nset:${bp.form.sentState}(true);`
        : `if (this.form.invalid) {\n  this.form.markAllAsTouched();\n  return;\n}\nemit:${bp.form.output}(this.form.getRawValue());`,
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
