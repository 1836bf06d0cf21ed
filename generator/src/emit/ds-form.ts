/**
 * A form in @kiln/design-system components: each field a Field with its FieldLabel, the control in
 * a FieldControl (which wires id, description and error), FieldError for the message after the
 * field is touched, and the design system's Button to submit. Radio groups have no component in
 * the design system and stay native inputs in a fieldset.
 */
import { REVEAL_STATE } from '../blueprint';
import type { FormSpec } from '../blueprint';
import type { Field } from '../model';
import { jsxText, tsString } from '../text';
import { jsxAttrValue } from './jsx';
import {
  REVEAL_LABEL,
  counterText,
  fieldErrors,
  openTag,
  revealPlaces,
  typingLimit,
} from './shared';
import type { RevealPlaces } from './shared';
import { reactSetter } from './translate';

/** Renders the form and records the components it used in `used`. */
export function dsForm(spec: FormSpec, indent: string, used: Set<string>): string[] {
  const i2 = `${indent}  `;
  const lines = [
    `${indent}<form className={${spec.inline ? 'cx(styles.form, styles.formInline)' : 'styles.form'}} onSubmit={handleSubmit} noValidate>`,
  ];
  const reveal = revealPlaces(spec);
  for (const field of spec.fields) lines.push(...dsField(field, spec.fields, i2, used, reveal));
  used.add('Button');
  const invalid = spec.whenValid ? ' disabled={Object.keys(errors).length > 0}' : '';
  if (spec.loading)
    lines.push(
      `${i2}<Button type="submit" loading={loading}${invalid}>`,
      `${i2}  {loading ? ${tsString(spec.busyLabel)} : ${tsString(spec.submitLabel)}}`,
      `${i2}</Button>`,
    );
  else
    lines.push(
      `${i2}<Button type="submit"${invalid}>`,
      `${i2}  ${jsxText(spec.submitLabel)}`,
      `${i2}</Button>`,
    );
  for (const link of spec.links)
    lines.push(`${i2}<a className={styles.link} href="#">`, `${i2}  ${jsxText(link)}`, `${i2}</a>`);
  lines.push(`${indent}</form>`);
  return lines;
}

function dsField(
  field: Field,
  fields: Field[],
  indent: string,
  used: Set<string>,
  reveal: RevealPlaces,
): string[] {
  const i2 = `${indent}  `;
  const hasErrors = fieldErrors(field, fields).length > 0;
  const blur = `onBlur={() => markTouched('${field.name}')}`;
  const error = hasErrors
    ? [`${i2}<FieldError>{touched.${field.name} && errors.${field.name}}</FieldError>`]
    : [];
  if (field.type === 'radio') return radioGroup(field, indent, blur, hasErrors);
  used.add('Field').add('FieldControl').add('FieldLabel');
  if (hasErrors) used.add('FieldError');
  const fieldAttrs = [...(field.required ? ['required'] : [])];
  const label = `${i2}<FieldLabel>${jsxText(field.label)}</FieldLabel>`;
  if (field.type === 'checkbox' || field.type === 'toggle') {
    const component = field.type === 'toggle' ? 'Switch' : 'Checkbox';
    used.add(component);
    return [
      openTag(indent, 'Field', ['orientation="horizontal"', ...fieldAttrs], '>'),
      `${i2}<FieldControl>`,
      openTag(
        `${i2}  `,
        component,
        [
          `checked={values.${field.name}}`,
          `onCheckedChange={(checked) => update('${field.name}', checked === true)}`,
          blur,
        ],
        ' />',
      ),
      `${i2}</FieldControl>`,
      label,
      ...error,
      `${indent}</Field>`,
    ];
  }
  const lines = [`${indent}<Field${fieldAttrs.length ? ` ${fieldAttrs.join(' ')}` : ''}>`, label];
  if (field.type === 'select') {
    used
      .add('Select')
      .add('SelectTrigger')
      .add('SelectValue')
      .add('SelectContent')
      .add('SelectItem');
    lines.push(
      `${i2}<Select value={values.${field.name}} onValueChange={(value) => update('${field.name}', value)}>`,
      `${i2}  <FieldControl>`,
      `${i2}    <SelectTrigger ${blur}>`,
      `${i2}      <SelectValue placeholder=${jsxAttrValue(`Choose ${field.label.toLowerCase()}`)} />`,
      `${i2}    </SelectTrigger>`,
      `${i2}  </FieldControl>`,
      `${i2}  <SelectContent>`,
      ...(field.options ?? []).map(
        (option) =>
          `${i2}    <SelectItem value=${jsxAttrValue(option)}>${jsxText(option)}</SelectItem>`,
      ),
      `${i2}  </SelectContent>`,
      `${i2}</Select>`,
    );
  } else {
    const component = field.type === 'textarea' ? 'Textarea' : 'Input';
    used.add(component);
    const v = field.validation;
    const attrs =
      field.type === 'file'
        ? [
            'type="file"',
            `onChange={(event) => update('${field.name}', event.target.files?.[0] ?? null)}`,
            blur,
          ]
        : [
            ...(component !== 'Input'
              ? ['rows={4}']
              : reveal.typed.has(field.name)
                ? [`type={${REVEAL_STATE} ? 'text' : 'password'}`]
                : [`type="${field.type}"`]),
            `value={values.${field.name}}`,
            `onChange={(event) => update('${field.name}', event.target.value)}`,
            blur,
            ...(field.autocomplete ? [`autoComplete="${field.autocomplete}"`] : []),
            ...(field.inputMode ? [`inputMode="${field.inputMode}"`] : []),
            ...(field.placeholder ? [`placeholder=${jsxAttrValue(field.placeholder)}`] : []),
            ...(typingLimit(field) !== undefined ? [`maxLength={${typingLimit(field)}}`] : []),
            ...(['number', 'range', 'date'].includes(field.type)
              ? [
                  ...(v.min !== undefined ? [`min={${v.min}}`] : []),
                  ...(v.max !== undefined ? [`max={${v.max}}`] : []),
                ]
              : []),
          ];
    lines.push(
      `${i2}<FieldControl>`,
      openTag(`${i2}  `, component, [...attrs, ...(field.required ? ['required'] : [])], ' />'),
      `${i2}</FieldControl>`,
    );
  }
  if (reveal.button === field.name) {
    used.add('Button');
    lines.push(
      `${i2}<Button type="button" variant="link" size="sm" className={styles.reveal} onClick={() => ${reactSetter(REVEAL_STATE)}((visible) => !visible)}>`,
      `${i2}  {${REVEAL_STATE} ? '${REVEAL_LABEL.hide}' : '${REVEAL_LABEL.show}'}`,
      `${i2}</Button>`,
    );
  }
  if (reveal.checkbox === field.name) {
    const control = reveal.switch ? 'Switch' : 'Checkbox';
    used.add(control);
    lines.push(
      `${i2}<label className={styles.check}>`,
      `${i2}  <${control} checked={${REVEAL_STATE}} onCheckedChange={(checked) => ${reactSetter(REVEAL_STATE)}(checked === true)} />`,
      `${i2}  ${REVEAL_LABEL.show}`,
      `${i2}</label>`,
    );
  }
  if (field.counter && field.validation.maxLength !== undefined) {
    used.add('FieldDescription');
    lines.push(
      `${i2}<FieldDescription aria-live="polite">`,
      `${i2}  ${counterText(field, `values.${field.name}.length`, jsxText, (e) => `{${e}}`)}`,
      `${i2}</FieldDescription>`,
    );
  }
  lines.push(...error, `${indent}</Field>`);
  return lines;
}

/** Native radios in a fieldset, laid out by the CSS module: the design system has no radio group. */
function radioGroup(field: Field, indent: string, blur: string, hasErrors: boolean): string[] {
  const i2 = `${indent}  `;
  const id = `\`\${uid}-${field.name}\``;
  const errorId = `\`\${uid}-${field.name}-error\``;
  const show = `touched.${field.name} && errors.${field.name}`;
  const lines = [
    `${indent}<fieldset className={styles.fieldset}>`,
    `${i2}<legend className={styles.label}>${jsxText(field.label)}</legend>`,
  ];
  for (const option of field.options ?? [])
    lines.push(
      `${i2}<label className={styles.check}>`,
      openTag(
        `${i2}  `,
        'input',
        [
          'type="radio"',
          `name={${id}}`,
          `value=${jsxAttrValue(option)}`,
          `checked={values.${field.name} === ${tsString(option)}}`,
          `onChange={() => update('${field.name}', ${tsString(option)})}`,
          blur,
          ...(hasErrors ? [`aria-describedby={${show} ? ${errorId} : undefined}`] : []),
        ],
        ' />',
      ),
      `${i2}  ${jsxText(option)}`,
      `${i2}</label>`,
    );
  if (hasErrors)
    lines.push(
      `${i2}{${show} && (`,
      `${i2}  <p className={styles.error} id={${errorId}}>`,
      `${i2}    {errors.${field.name}}`,
      `${i2}  </p>`,
      `${i2})}`,
    );
  lines.push(`${indent}</fieldset>`);
  return lines;
}
