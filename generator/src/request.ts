/** The structured "code generation request": a description plus explicit name, framework and props. */
export interface CodeGenerationRequest {
  type?: string;
  framework?: string;
  name?: string;
  description?: string;
  features?: string[];
  styling?: string | Record<string, string | number | boolean>;
  props?: { name: string; type: string; required?: boolean }[];
  dependencies?: string[];
}

const stylingText = (styling: CodeGenerationRequest['styling'], separator: string): string =>
  typeof styling === 'string'
    ? styling
    : Object.entries(styling ?? {})
        .map(([key, value]) => `${key}${separator}${String(value)}`)
        .join(', ');

/** The request in plain sentences: what a person asked for, as it is stored and as a model reads it. */
export function describeRequest(request: CodeGenerationRequest): string {
  const styling = stylingText(request.styling, ': ');
  const props = (request.props ?? [])
    .map((p) => `${p.name}: ${p.type}${p.required ? ' (required)' : ''}`)
    .join(', ');
  return [
    request.description,
    request.type ? `Component type: ${request.type}.` : '',
    request.name ? `Name it ${request.name}.` : '',
    request.features?.length ? `Features: ${request.features.join(', ')}.` : '',
    styling ? `Styling: ${styling}.` : '',
    props ? `Inputs: ${props}.` : '',
    request.dependencies?.length ? `It may use: ${request.dependencies.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ')
    .trim();
}

/** The request as the interpreter reads it: kind, description, features and styling; name and props are applied to the model directly. */
export function requestInterpretText(request: CodeGenerationRequest): string {
  const features = request.features?.length ? `with ${request.features.join(', ')}` : '';
  return [request.type, request.description, features, stylingText(request.styling, ' ')]
    .filter(Boolean)
    .join('. ');
}

/** Request types that name no kind of component ("component", "widget"): they say nothing of its subject. */
const GENERIC_TYPES = new Set(['component', 'components', 'ui', 'widget', 'element', 'view']);

/**
 * What the component is, as the request states it: its description, led by a type that names a
 * kind of component. Features are left out — they are parts of that subject ("loading spinner" on
 * a button), never a rival to it.
 */
export function requestSubjectText(request: CodeGenerationRequest): string {
  const type = request.type?.trim() ?? '';
  return [GENERIC_TYPES.has(type.toLowerCase()) ? '' : type, request.description]
    .filter(Boolean)
    .join('. ');
}
