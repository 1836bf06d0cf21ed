import {
  codeGenerationRequestSchema,
  type AiFramework,
  type CodeGenerationRequestBody,
} from '@kiln/contract';
import { fieldErrors } from '../../lib/form-errors';
import { frameworks } from '../../lib/frameworks';

export type PropRow = { key: string; name: string; type: string; required: boolean };

/** The Generate form as typed: kept whole across failed requests, so nothing is lost. */
export type GenerateForm = {
  type: string;
  framework: AiFramework;
  name: string;
  description: string;
  /** One per line. */
  features: string;
  styling: string;
  props: PropRow[];
  /** One per line. */
  dependencies: string;
};

export const componentTypes = [
  'component',
  'form',
  'table',
  'list',
  'card',
  'navigation',
  'dialog',
  'layout',
] as const;

export const propTypes = ['string', 'number', 'boolean', 'string[]', 'object', 'Date'] as const;

let rowCounter = 0;
export const newPropRow = (): PropRow => ({
  key: `prop-${++rowCounter}`,
  name: '',
  type: 'string',
  required: false,
});

const isFramework = (value: string | null): value is AiFramework =>
  value !== null && (frameworks as readonly string[]).includes(value);

/** A `prop` parameter, `name:type` or `name:type:required` (as `generateHref` writes it), as a row. */
const propRow = (param: string): PropRow => {
  const [name = '', type = '', required] = param.split(':');
  const known = (propTypes as readonly string[]).includes(type) ? type : 'string';
  return { ...newPropRow(), name, type: known, required: required === 'required' };
};

/** A fresh form, prefilled from the address (Open in Generate, templates). */
export function initialForm(search: URLSearchParams): GenerateForm {
  const framework = search.get('framework');
  return {
    type: search.get('type') ?? 'component',
    framework: isFramework(framework) ? framework : 'angular',
    name: search.get('name') ?? '',
    description: search.get('description') ?? '',
    features: search.getAll('feature').join('\n'),
    styling: search.get('styling') ?? '',
    props: search.getAll('prop').map(propRow),
    dependencies: search.getAll('dependency').join('\n'),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Rows left without a name are blank rows, not props. */
const filledRows = (rows: PropRow[]) => rows.filter((row) => row.name.trim());

export const DESCRIPTION_REQUIRED = 'Describe what the component shows and does';

/** The request the form makes, or the message for each field that is not right yet. */
export function toRequest(
  form: GenerateForm,
): { ok: true; body: CodeGenerationRequestBody } | { ok: false; errors: Record<string, string> } {
  if (!form.description.trim()) return { ok: false, errors: { description: DESCRIPTION_REQUIRED } };
  const props = filledRows(form.props);
  const parsed = codeGenerationRequestSchema.safeParse({
    type: form.type,
    framework: form.framework,
    ...(form.name.trim() ? { name: form.name } : {}),
    description: form.description,
    features: lines(form.features),
    ...(form.styling.trim() ? { styling: form.styling.trim() } : {}),
    props: props.map(({ name, type, required }) => ({ name, type, required })),
    dependencies: lines(form.dependencies),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  // Prop rows are reported on the row: "props.0.name" reads as the first row's name.
  const errors = fieldErrors(parsed.error.issues);
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'props' && typeof issue.path[1] === 'number') {
      const row = props[issue.path[1]];
      if (row) errors[`prop:${row.key}`] ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/** The server's field messages (a VALIDATION_ERROR's details), keyed like the form's own. */
export function serverFieldErrors(details: unknown, form: GenerateForm): Record<string, string> {
  const fields = (details as { fields?: { path: string; message: string }[] } | undefined)?.fields;
  const errors: Record<string, string> = {};
  const rows = filledRows(form.props);
  for (const field of fields ?? []) {
    const [head, index] = field.path.split('.');
    const row = head === 'props' && index !== undefined ? rows[Number(index)] : undefined;
    errors[row ? `prop:${row.key}` : (head ?? 'form')] ??= field.message;
  }
  return errors;
}
