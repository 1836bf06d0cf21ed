/** The typed understanding of a description: everything the emitters need, nothing they guess. */

export type Framework = 'angular' | 'react';

export const ARCHETYPES = [
  'button',
  'badge',
  'alert',
  'card',
  'profile-card',
  'product-card',
  'pricing-table',
  'stat-card',
  'login-form',
  'signup-form',
  'contact-form',
  'newsletter-form',
  'search-bar',
  'checkout-form',
  'settings-form',
  'form',
  'data-table',
  'list',
  'card-grid',
  'navbar',
  'sidebar',
  'footer',
  'breadcrumb',
  'tabs',
  'accordion',
  'modal',
  'dropdown',
  'tooltip',
  'toast',
  'stepper',
  'progress-bar',
  'spinner',
  'avatar',
  'rating',
  'pagination',
  'hero',
  'testimonial',
  'timeline',
  'file-upload',
  'carousel',
  'kanban',
  'empty-state',
  'otp-input',
] as const;
export type Archetype = (typeof ARCHETYPES)[number];

export const FIELD_TYPES = [
  'text',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'date',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'toggle',
  'file',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldValidation {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** A regular expression source, anchored by the emitters. */
  pattern?: string;
  /** Shown when the pattern does not match, e.g. "Use the format MM/YY". */
  patternHint?: string;
  email?: boolean;
  /** Name of another field whose value this one must equal. */
  match?: string;
}

export interface Field {
  /** camelCase identifier, unique within the model. */
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  placeholder?: string;
  autocomplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'text';
  options?: string[];
  validation: FieldValidation;
}

export type ActionKind = 'primary' | 'secondary' | 'link';

export interface Action {
  label: string;
  kind: ActionKind;
  /** A submit button of the form, when the component is a form. */
  submit?: boolean;
}

export interface Column {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'currency' | 'date' | 'email' | 'status';
}

export interface DataSpec {
  /** What one row or item is, singular ("user", "order"). */
  entity: string;
  columns: Column[];
  rows: Record<string, string | number>[];
}

export const FEATURES = [
  'validation',
  'loading',
  'empty',
  'error',
  'disabled',
  'responsive',
  'dark-mode',
  'animation',
  'search',
  'sort',
  'filter',
  'pagination',
  'selection',
  'keyboard',
  'accessibility',
  'dismissible',
  'collapsible',
  'autoplay',
] as const;
export type Feature = (typeof FEATURES)[number];

export type Radius = 'square' | 'default' | 'rounded' | 'pill';
export type Density = 'compact' | 'comfortable' | 'spacious';

export interface Styling {
  /** Validated #rrggbb colours only; never raw user text. */
  primary: string;
  accent?: string;
  background?: string;
  /** Colour of text drawn on the primary colour, derived for contrast. */
  onPrimary: string;
  radius: Radius;
  shadow: boolean;
  density: Density;
  variant: 'filled' | 'outline';
  theme: 'light' | 'dark' | 'auto';
}

export interface Prop {
  name: string;
  /** A TypeScript type, from a fixed vocabulary (string, number, boolean, string[] …). */
  type: string;
  required: boolean;
}

export interface ComponentModel {
  archetype: Archetype;
  /** PascalCase, without the "Component" suffix. */
  name: string;
  /** kebab-case; the Angular selector is `app-${selector}`. */
  selector: string;
  framework: Framework;
  title: string;
  subtitle?: string;
  /** Labels for the component's repeated parts: tabs, links, steps, columns of a board … */
  items: string[];
  /** Free-form "label: value" details the description asked to show. */
  details: string[];
  message?: string;
  fields: Field[];
  actions: Action[];
  data: DataSpec;
  features: Feature[];
  styling: Styling;
  inputs: Prop[];
  outputs: Prop[];
  /** Archetype-specific numbers: stars, digits, plans' prices, durations in ms, sizes in bytes. */
  params: {
    count?: number;
    durationMs?: number;
    maxBytes?: number;
    accept?: string[];
    prices?: string[];
  };
  /** Words of the description the model used, and a 0–1 measure of how much was understood. */
  understood: string[];
  confidence: number;
  description: string;
}

export interface GeneratedFile {
  path: string;
  content: string;
  type: 'component' | 'template' | 'style' | 'test';
  language: 'typescript' | 'html' | 'scss' | 'tsx' | 'css';
}
