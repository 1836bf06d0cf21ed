/** The React printer: the view tree as JSX with raw elements, styled by a CSS module. */
import { REVEAL_STATE } from '../blueprint';
import type { Blueprint, FormSpec } from '../blueprint';
import type { ComponentModel, GeneratedFile } from '../model';
import { renderCssModule } from '../styles';
import type { Palette } from '../styles';
import { jsxText, tsString } from '../text';
import { jsxAttrValue } from './jsx';
import { emitJsxModule } from './jsx-module';
import {
  REVEAL_LABEL,
  counterText,
  fieldErrors,
  openTag,
  revealPlaces,
  typingLimit,
} from './shared';
import { reactSetter } from './translate';

function reactForm(spec: FormSpec, indent: string): string[] {
  const i2 = `${indent}  `;
  const lines = [
    `${indent}<form className={${spec.inline ? 'cx(styles.form, styles.formInline)' : 'styles.form'}} onSubmit={handleSubmit} noValidate>`,
  ];
  const reveal = revealPlaces(spec);
  const toggleReveal = `${reactSetter(REVEAL_STATE)}((visible) => !visible)`;
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
      ...(typingLimit(field) !== undefined ? [`maxLength={${typingLimit(field)}}`] : []),
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
              reveal.typed.has(field.name)
                ? `type={${REVEAL_STATE} ? 'text' : 'password'}`
                : `type="${field.type}"`,
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
    if (reveal.button === field.name)
      lines.push(
        `${i3}<button className={styles.reveal} type="button" onClick={() => ${toggleReveal}}>`,
        `${i3}  {${REVEAL_STATE} ? '${REVEAL_LABEL.hide}' : '${REVEAL_LABEL.show}'}`,
        `${i3}</button>`,
      );
    if (reveal.checkbox === field.name)
      lines.push(
        `${i3}<label className={styles.check}>`,
        `${i3}  <input type="checkbox"${reveal.switch ? ' role="switch"' : ''} checked={${REVEAL_STATE}} onChange={(event) => ${reactSetter(REVEAL_STATE)}(event.target.checked)} />`,
        `${i3}  ${REVEAL_LABEL.show}`,
        `${i3}</label>`,
      );
    if (field.counter && field.validation.maxLength !== undefined)
      lines.push(
        `${i3}<p className={styles.hint} aria-live="polite">`,
        `${i3}  ${counterText(field, `values.${field.name}.length`, jsxText, (e) => `{${e}}`)}`,
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
  const invalid = spec.whenValid ? ' || Object.keys(errors).length > 0' : '';
  if (spec.loading)
    lines.push(
      `${i2}<button className={styles.button} type="submit" disabled={loading${invalid}} aria-busy={loading}>`,
      `${i2}  {loading ? ${tsString(spec.busyLabel)} : ${tsString(spec.submitLabel)}}`,
      `${i2}</button>`,
    );
  else
    lines.push(
      `${i2}<button className={styles.button} type="submit"${spec.whenValid ? ' disabled={Object.keys(errors).length > 0}' : ''}>`,
      `${i2}  ${jsxText(spec.submitLabel)}`,
      `${i2}</button>`,
    );
  for (const link of spec.links)
    lines.push(`${i2}<a className={styles.link} href="#">`, `${i2}  ${jsxText(link)}`, `${i2}</a>`);
  lines.push(`${indent}</form>`);
  return lines;
}

export function emitReact(model: ComponentModel, bp: Blueprint, p: Palette): GeneratedFile[] {
  const name = model.name;
  const source = emitJsxModule(model, bp, {
    form: reactForm,
    imports: () => [`import styles from './${name}.module.css';`],
  });
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
