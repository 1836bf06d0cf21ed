/** What the playground can set on a component, and what it can hear from it. */
export type InputKind = 'text' | 'number' | 'boolean' | 'select' | 'json';

export interface ComponentInput {
  /** The public name: an Angular input's alias, or the React prop's name. */
  name: string;
  kind: InputKind;
  /** The choices of a string-literal union (kind `select`). */
  options?: string[];
  required: boolean;
  /** The declared default when it is a literal (text, number, boolean, null, arrays, objects). */
  default?: unknown;
  /** The type as written in the source, for the form's hint. */
  type: string;
}

export interface ComponentOutput {
  /** An Angular output's public name, or a React callback prop (`onSelected`). */
  name: string;
  /** The payload's type as written (`void` when it carries none). */
  type: string;
}

export interface ComponentInterface {
  /** The component class or function the inputs belong to; null when none was found. */
  component: string | null;
  inputs: ComponentInput[];
  outputs: ComponentOutput[];
}

export interface InspectableFile {
  path: string;
  content: string;
}
