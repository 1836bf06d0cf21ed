/**
 * The playground's form state and the values it sends to the component. The form holds what the
 * person typed (a number or JSON as text, so a half-typed value stays on screen); the component
 * receives only values that parse (one that does not keeps its last good value). An optional input
 * without a default left empty is sent as `undefined`, which is what it holds when unset.
 */
import type { ComponentInput } from '@kiln/contract';

export type Draft = string | boolean;
export type Drafts = Record<string, Draft>;
export type InputValues = Record<string, unknown>;

export interface Coerced {
  values: InputValues;
  /** Input name → why its text is not a value yet. */
  errors: Record<string, string>;
}

const jsonText = (value: unknown) => JSON.stringify(value, null, 2);

/** What the control shows for a value (a preset's, or the declared default). */
export function draftOf(input: ComponentInput, value: unknown): Draft {
  switch (input.kind) {
    case 'boolean':
      return value === true;
    case 'json':
      return value === undefined ? '' : jsonText(value);
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'select':
      return typeof value === 'string' ? value : '';
    case 'text':
      return typeof value === 'string' ? value : '';
  }
}

/** A required array or object starts from an empty one, so the component can render at all. */
const emptyJson = (input: ComponentInput) =>
  /\[\]$|^(?:readonly )?Array</.test(input.type) ? [] : {};

/** The value an input starts with: its default, or for a required input the simplest valid one. */
export function initialValue(input: ComponentInput): unknown {
  if (input.default !== undefined) return input.default;
  if (!input.required) return undefined;
  switch (input.kind) {
    case 'boolean':
      return false;
    case 'json':
      return emptyJson(input);
    case 'number':
      return 0;
    case 'select':
      return input.options?.[0] ?? '';
    case 'text':
      return '';
  }
}

/** The form's state for these values; inputs they leave out start from `initialValue`. */
export function draftsFrom(inputs: readonly ComponentInput[], values: InputValues = {}): Drafts {
  return Object.fromEntries(
    inputs.map((input) => [
      input.name,
      draftOf(input, input.name in values ? values[input.name] : initialValue(input)),
    ]),
  );
}

type Parsed = { value: unknown } | { error: string };
const UNSET = { value: undefined };

function parse(input: ComponentInput, draft: Draft | undefined): Parsed {
  if (input.kind === 'boolean') return { value: draft === true };
  const text = typeof draft === 'string' ? draft : '';
  const optional = !input.required && input.default === undefined;
  if (input.kind === 'text') return text === '' && optional ? UNSET : { value: text };
  if (text.trim() === '') return optional ? UNSET : { error: 'Enter a value' };
  if (input.kind === 'number') {
    const value = Number(text);
    return Number.isFinite(value) ? { value } : { error: 'Enter a number' };
  }
  if (input.kind === 'select')
    return input.options && !input.options.includes(text)
      ? { error: `Choose one of ${input.options.join(', ')}` }
      : { value: text };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : 'parse error'}` };
  }
}

/** The values to send to the component, and the inputs whose text does not parse. */
export function coerce(inputs: readonly ComponentInput[], drafts: Drafts): Coerced {
  const values: InputValues = {};
  const errors: Record<string, string> = {};
  for (const input of inputs) {
    const parsed = parse(input, drafts[input.name]);
    if ('error' in parsed) errors[input.name] = parsed.error;
    else values[input.name] = parsed.value;
  }
  return { values, errors };
}
