/** A form's state in React, shared by the React printers: values, one validate function, touched fields. */
import type { FormSpec } from '../blueprint';
import type { Field } from '../model';
import { tsString } from '../text';
import { fieldErrors } from './shared';
import { reactOutputProp } from './translate';

export function valueType(field: Field): string {
  return field.type === 'checkbox' || field.type === 'toggle'
    ? 'boolean'
    : field.type === 'file'
      ? 'File | null'
      : 'string';
}

export function initialValue(field: Field): string {
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

export function formModuleCode(spec: FormSpec): string[] {
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

/** React's setter of a state: `sent` → `setSent`. */
const setter = (state: string) => `set${state[0]!.toUpperCase()}${state.slice(1)}`;

export function formHookCode(spec: FormSpec): string[] {
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
    ...(spec.sentState ? [`    ${setter(spec.sentState)}(false);`] : []),
    '    return;',
    '  }',
    `  ${reactOutputProp(spec.output)}?.(values);`,
    ...(spec.sentState ? [`  ${setter(spec.sentState)}(true);`] : []),
    '}',
  ];
}
