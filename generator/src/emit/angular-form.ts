/**
 * The form of an Angular component: its template (a typed reactive form with visible messages)
 * and the class members behind it.
 */
import { REVEAL_STATE } from '../blueprint';
import type { FormSpec } from '../blueprint';
import type { Field } from '../model';
import { escapeTemplateText } from '../text';
import {
  REVEAL_LABEL,
  counterText,
  fieldErrors,
  openTag,
  revealPlaces,
  typingLimit,
} from './shared';
import type { RevealPlaces } from './shared';

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
  if (typingLimit(field) !== undefined) attrs.push(`maxlength="${typingLimit(field)}"`);
  if (field.type === 'number' || field.type === 'range' || field.type === 'date') {
    if (field.validation.min !== undefined) attrs.push(`min="${field.validation.min}"`);
    if (field.validation.max !== undefined) attrs.push(`max="${field.validation.max}"`);
  }
  return attrs;
}

function renderFormField(
  field: Field,
  fields: Field[],
  block: string,
  indent: string,
  reveal: RevealPlaces,
): string[] {
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
            reveal.typed.has(field.name)
              ? `[type]="${REVEAL_STATE}() ? 'text' : 'password'"`
              : `type="${field.type}"`,
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
  if (reveal.button === field.name)
    lines.push(
      `${indent}<button class="${block}__reveal" type="button" (click)="${REVEAL_STATE}.set(!${REVEAL_STATE}())">`,
      `${i2}{{ ${REVEAL_STATE}() ? '${REVEAL_LABEL.hide}' : '${REVEAL_LABEL.show}' }}`,
      `${indent}</button>`,
    );
  if (reveal.checkbox === field.name)
    lines.push(
      `${indent}<label class="${block}__check">`,
      `${i2}<input #reveal type="checkbox"${reveal.switch ? ' role="switch"' : ''} [checked]="${REVEAL_STATE}()" (change)="${REVEAL_STATE}.set(reveal.checked)" />`,
      `${i2}${REVEAL_LABEL.show}`,
      `${indent}</label>`,
    );
  if (field.counter && field.validation.maxLength !== undefined)
    lines.push(
      `${indent}<p class="${block}__hint" aria-live="polite">${counterText(field, `${c}.value.length`, escapeTemplateText, (e) => `{{ ${e} }}`)}</p>`,
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

export function renderForm(spec: FormSpec, block: string, indent: string): string[] {
  const i2 = `${indent}  `;
  const lines = [
    `${indent}<form class="${block}__form${spec.inline ? ` ${block}__form--inline` : ''}" [formGroup]="form" (ngSubmit)="submit()" novalidate>`,
  ];
  const reveal = revealPlaces(spec);
  for (const field of spec.fields)
    lines.push(...renderFormField(field, spec.fields, block, i2, reveal));
  const busy = spec.loading;
  const invalid = spec.whenValid ? ' || form.invalid' : '';
  const button = busy
    ? [
        `${i2}<button class="${block}__button" type="submit" [disabled]="loading()${invalid}" [attr.aria-busy]="loading()">`,
        `${i2}  @if (loading()) {`,
        `${i2}    ${escapeTemplateText(spec.busyLabel)}`,
        `${i2}  } @else {`,
        `${i2}    ${escapeTemplateText(spec.submitLabel)}`,
        `${i2}  }`,
        `${i2}</button>`,
      ]
    : [
        `${i2}<button class="${block}__button" type="submit"${spec.whenValid ? ' [disabled]="form.invalid"' : ''}>${escapeTemplateText(spec.submitLabel)}</button>`,
      ];
  lines.push(...button);
  for (const link of spec.links)
    lines.push(`${i2}<a class="${block}__link" href="#">${escapeTemplateText(link)}</a>`);
  lines.push(`${indent}</form>`);
  return lines;
}

export function formClassMembers(spec: FormSpec): {
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
