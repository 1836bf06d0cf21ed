import type { ComponentModel, Field } from './model';
import type { Palette, StyleSheet, Token } from './styles';
import type { Expr, ViewNode } from './view';

export interface InputSpec {
  name: string;
  type: string;
  /** TypeScript literal; absent for a required input. */
  initial?: string;
}

export interface OutputSpec {
  name: string;
  /** 'void' or a TypeScript type. */
  type: string;
}

export interface MethodSpec {
  name: string;
  /** TypeScript parameter list. `Event` becomes React's `ChangeEvent<HTMLInputElement>`. */
  params?: string;
  /** Neutral statements (see view.ts markers), one per line. */
  body: string;
}

export interface FormSpec {
  fields: Field[];
  submitLabel: string;
  busyLabel: string;
  /** Links shown under the form ("Forgot password?"). */
  links: string[];
  /** Name of the output emitted with the form's value. */
  output: string;
  /** Name of the interface of the form's value. */
  valueType: string;
  loading: boolean;
  inline: boolean;
  /** The state set once the form was submitted valid, which shows its success message. */
  sentState?: string;
  /** The submit button stays disabled while the form is invalid ("Send disabled until valid"). */
  whenValid?: boolean;
  /** The passwords can be shown as text: a button beside the first, or a checkbox or switch after the last. */
  reveal?: 'button' | 'checkbox' | 'switch';
}

/** The boolean state that shows a form's passwords as text (`FormSpec.reveal`). */
export const REVEAL_STATE = 'passwordVisible';

/** Everything one archetype contributes; the emitters turn it into framework code. */
export interface Blueprint {
  /** Module-level TypeScript declarations (interfaces, type aliases), shared by both frameworks. */
  types: string[];
  constants: { name: string; type: string; value: string }[];
  inputs: InputSpec[];
  outputs: OutputSpec[];
  /**
   * Writable state. `linked` names an input the state starts from and follows (Angular
   * `linkedSignal`); React takes the prop as the initial state.
   */
  state: { name: string; type: string; initial: string; linked?: string }[];
  computed: { name: string; expr: Expr }[];
  methods: MethodSpec[];
  /** Side effects with cleanup (timers); framework-specific by nature. */
  effects: { angular: string; react: string; reactDeps: string[] }[];
  /** Needs a per-instance id prefix (`@uid`) for label/aria relationships. */
  usesId: boolean;
  /** Root element's content projection: the React component accepts children. */
  acceptsChildren: boolean;
  view: ViewNode[];
  /** Listeners on the component itself (Angular `host`, React: the root element), event → handler. */
  host: Record<string, string>;
  form?: FormSpec;
  styles: StyleSheet;
}

export interface BuildContext {
  model: ComponentModel;
  palette: Palette;
  /** `var(--kiln-token, fallback)` for the model's palette. */
  t: (token: Token) => string;
}

export function emptyBlueprint(): Blueprint {
  return {
    types: [],
    constants: [],
    inputs: [],
    outputs: [],
    state: [],
    computed: [],
    methods: [],
    effects: [],
    usesId: false,
    acceptsChildren: false,
    view: [],
    host: {},
    styles: { rules: [], keyframes: {} },
  };
}
