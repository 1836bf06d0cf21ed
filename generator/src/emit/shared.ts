/** What the Angular, React and later printers share: field error messages, tag layout, state typing. */
import type { Blueprint, FormSpec } from '../blueprint';
import type { Field } from '../model';

export function fieldErrors(field: Field, fields: Field[]): { key: string; message: string }[] {
  const v = field.validation;
  const label = field.label.replace(/(?<![?:])[?:]+$/, '');
  const errors: { key: string; message: string }[] = [];
  if (field.required)
    errors.push({
      key: 'required',
      message:
        field.type === 'checkbox' || field.type === 'toggle'
          ? `Please confirm: ${label.toLowerCase()}.`
          : `${label} is required.`,
    });
  if (v.email) errors.push({ key: 'email', message: 'Enter a valid e-mail address.' });
  if (v.minLength !== undefined)
    errors.push({
      key: 'minlength',
      message: `${label} must be at least ${v.minLength} characters.`,
    });
  if (v.maxLength !== undefined)
    errors.push({
      key: 'maxlength',
      message: `${label} must be at most ${v.maxLength} characters.`,
    });
  if (v.min !== undefined)
    errors.push({ key: 'min', message: `${label} must be at least ${v.min}.` });
  if (v.max !== undefined)
    errors.push({ key: 'max', message: `${label} must be at most ${v.max}.` });
  if (v.pattern)
    errors.push({
      key: 'pattern',
      message: v.patternHint ?? `Enter a valid ${label.toLowerCase()}.`,
    });
  if (v.match) {
    const other = fields.find((f) => f.name === v.match);
    errors.push({
      key: 'mismatch',
      message:
        `${(other?.label ?? v.match).replace(/^\w/, (c) => c.toUpperCase())}s do not match.`.replace(
          /ss do not/,
          's do not',
        ),
    });
  }
  // The description's own message for the field replaces each rule's.
  const stated = field.errorText;
  return stated ? errors.map((error) => ({ ...error, message: stated })) : errors;
}

/** An opening tag on one line, or one attribute per line when that would exceed 100 columns. */
/**
 * The length a field stops the typing at: its maximum, unless its counter shows the characters
 * typed of the limit ("{used} / 280"), where typing past it shows as over and the form refuses it.
 */
export function typingLimit(field: Field): number | undefined {
  return field.counterWording?.includes('{used}') ? undefined : field.validation.maxLength;
}

export function openTag(indent: string, tag: string, attrs: string[], end: '>' | ' />'): string {
  const line = `${indent}<${tag} ${attrs.join(' ')}${end}`;
  return line.length <= 100
    ? line
    : `${indent}<${tag}\n${attrs.map((a) => `${indent}  ${a}`).join('\n')}\n${indent}${end.trim()}`;
}

/** `signal(false)` reads better than `signal<boolean>(false)` where TypeScript infers the same type. */
export function inferrable(state: Blueprint['state'][number], bp: Blueprint): boolean {
  if (state.type === 'boolean') return /^(?:true|false)$/.test(state.initial);
  if (state.type === 'number') return /^-?\d+(?:\.\d+)?$/.test(state.initial);
  if (state.type === 'string') return /^'[^']*'$/.test(state.initial);
  const constant = /^@(\w+)$/.exec(state.initial);
  return Boolean(
    constant && bp.constants.some((c) => c.name === constant[1] && c.type === state.type),
  );
}

/**
 * Where a form's control that shows its passwords goes: its button under the first password, its
 * checkbox under the last, each before the field's message so a message shown on leaving the field
 * does not move it from under the pointer; `typed` is every password, whose type follows the state.
 */
export interface RevealPlaces {
  button?: string;
  /** The field a checkbox (or a switch) goes under. */
  checkbox?: string;
  switch: boolean;
  typed: Set<string>;
}

export function revealPlaces(spec: FormSpec): RevealPlaces {
  const passwords = spec.reveal ? spec.fields.filter((f) => f.type === 'password') : [];
  return {
    ...(spec.reveal === 'button' && passwords[0] ? { button: passwords[0].name } : {}),
    ...((spec.reveal === 'checkbox' || spec.reveal === 'switch') && passwords.length
      ? { checkbox: passwords.at(-1)!.name }
      : {}),
    switch: spec.reveal === 'switch',
    typed: new Set(passwords.map((f) => f.name)),
  };
}

/** What the control that shows the passwords says. */
export const REVEAL_LABEL = { show: 'Show password', hide: 'Hide password' } as const;

/**
 * A field's character counter, its live number printed by `print` and its words escaped by
 * `escape`: the description's own wording with the characters left ("{n} characters left"),
 * else the characters used of the limit ("42 / 160 characters").
 */
export function counterText(
  field: Field,
  used: string,
  escape: (text: string) => string,
  print: (expr: string) => string,
): string {
  const max = field.validation.maxLength!;
  if (!field.counterWording) return `${print(used)} / ${max} characters`;
  const typed = field.counterWording.includes('{used}');
  const [before = '', after = ''] = field.counterWording.split(typed ? '{used}' : '{n}');
  return `${before && escape(before)}${print(typed ? used : `${max} - ${used}`)}${after && escape(after)}`;
}
