import type { BuildContext } from './blueprint';
import { buildBlueprint } from './blueprints/index';
import { compose } from './blueprints/compose';
import { emitAngular } from './emit-angular';
import { emitReact } from './emit-react';
import { FORM_ARCHETYPES } from './lexicon';
import { interpret } from './interpret';
import type { ComponentModel, Framework, GeneratedFile, Prop } from './model';
import {
  frameworkDependencies,
  parseFramework,
  pinnedDependency,
  withRequestedDependencies,
} from './packages';
import { requestInterpretText, type CodeGenerationRequest } from './request';
import { palette, tokenVar } from './styles';
import { camelCase, hash, kebabCase, pascalCase, tsString } from './text';

/** Turns a model into the files of its framework. Pure and deterministic. */
export function emit(model: ComponentModel): GeneratedFile[] {
  const p = palette(model.styling);
  const ctx: BuildContext = { model, palette: p, t: (token) => tokenVar(p, token) };
  const blueprint = compose(ctx, buildBlueprint(ctx));
  const declared = new Set([
    ...blueprint.inputs.map((i) => i.name),
    ...blueprint.state.map((s) => s.name),
    ...blueprint.computed.map((c) => c.name),
    ...blueprint.constants.map((c) => c.name),
    ...blueprint.methods.map((m) => m.name),
  ]);
  // Props asked for by name are always part of the public API, even where the archetype has no use for them.
  for (const prop of model.inputs) {
    if (declared.has(prop.name)) continue;
    blueprint.inputs.push({
      name: prop.name,
      type: prop.type,
      ...(prop.required ? {} : { initial: defaultFor(prop) }),
    });
  }
  return model.framework === 'react'
    ? emitReact(model, blueprint, p)
    : emitAngular(model, blueprint, p);
}

function defaultFor(prop: Prop): string {
  if (prop.type === 'number') return '0';
  if (prop.type === 'boolean') return 'false';
  if (prop.type.endsWith('[]')) return '[]';
  return tsString('');
}

const DESCRIPTIONS: Partial<Record<ComponentModel['archetype'], string>> = {
  'login-form': 'a sign-in form',
  'signup-form': 'a sign-up form',
  'contact-form': 'a contact form',
  'newsletter-form': 'a newsletter sign-up',
  'checkout-form': 'a payment form',
  'settings-form': 'a settings form',
  form: 'a form',
  'data-table': 'a data table',
  'card-grid': 'a searchable card grid',
  'otp-input': 'a one-time code input',
  'tag-input': 'a tag input',
  chat: 'a chat window',
  counter: 'a number stepper',
  'chip-group': 'a group of toggle chips',
  'progress-bar': 'a progress bar',
  'empty-state': 'an empty state',
  'file-upload': 'a drag-and-drop file upload',
  'search-bar': 'a search bar',
  'stat-card': 'a KPI card',
  'pricing-table': 'a pricing table',
  'profile-card': 'a profile card',
  'product-card': 'a product card',
};

function describe(model: ComponentModel): string {
  return (
    DESCRIPTIONS[model.archetype] ??
    `${/^[aeiou]/.test(model.archetype) ? 'an' : 'a'} ${model.archetype.replace(/-/g, ' ')}`
  );
}

export function componentName(model: ComponentModel): string {
  return model.framework === 'react' ? model.name : `${model.name}Component`;
}

function joinWords(list: string[]): string {
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : list[0]!;
}

/** A short explanation of what was built, for the chat. */
export function replyText(model: ComponentModel): string {
  const parts: string[] = [];
  if (model.fields.length)
    parts.push(
      `${model.fields.length} field${model.fields.length === 1 ? '' : 's'} (${model.fields.map((f) => f.label).join(', ')}) with validation messages`,
    );
  if (model.items.length) parts.push(model.items.join(', '));
  if (model.data.columns.length)
    parts.push(
      `columns ${model.data.columns.map((c) => c.label).join(', ')} with ${model.data.rows.length} sample rows`,
    );
  const features = model.features.filter((f) =>
    [
      'sort',
      'filter',
      'search',
      'pagination',
      'loading',
      'selection',
      'autoplay',
      'dismissible',
    ].includes(f),
  );
  if (features.length) parts.push(features.join(', ').replace('autoplay', 'auto-play'));
  const stack =
    model.framework === 'react'
      ? 'It is a React 19 function component with typed props, state hooks and a CSS module.'
      : 'It is a standalone Angular 21 component with OnPush change detection, signals, input()/output() and the new control flow; styles use BEM classes and CSS custom properties, with a dark mode and a mobile breakpoint.';
  const missing = model.uncovered?.length
    ? ` I cannot build ${joinWords(model.uncovered)} yet, so this is only the nearest component I know; describe that part in other words (a list, a table, a card …) or build it separately.`
    : '';
  return `Here is ${componentName(model)}, ${describe(model)}${parts.length ? ` with ${parts.join('; ')}` : ''}.${missing} ${stack}`;
}

/** Follow-ups phrased as instructions that refine() understands. */
export function suggestionsFor(model: ComponentModel): string[] {
  const list: string[] = [];
  if (FORM_ARCHETYPES.includes(model.archetype)) {
    if (!model.fields.some((f) => f.type === 'tel')) list.push('Add a phone field');
    if (model.archetype === 'login-form' && !model.fields.some((f) => f.name === 'rememberMe'))
      list.push("Add a 'Remember me' checkbox");
  }
  if (
    model.archetype === 'data-table' ||
    model.archetype === 'list' ||
    model.archetype === 'card-grid'
  ) {
    if (!model.features.includes('pagination') && model.archetype === 'data-table')
      list.push('Add pagination');
    if (!model.features.includes('filter') && !model.features.includes('search'))
      list.push('Add a search filter');
  }
  if (model.styling.theme !== 'dark') list.push('Use a dark theme');
  if (model.styling.radius !== 'rounded') list.push('Make the buttons rounded');
  list.push(model.framework === 'react' ? 'Switch to Angular' : 'Switch to React');
  return list.slice(0, 4);
}

export interface CodeBlock {
  language: string;
  code: string;
}

export interface GeneratedCodeResult {
  id: string;
  name: string;
  framework: Framework;
  files: GeneratedFile[];
  dependencies: string[];
  instructions: string;
  timestamp: string;
}

export interface Generation {
  model: ComponentModel;
  files: GeneratedFile[];
  /** The prompt-send answer's code: component, template and styles. */
  code: { typescript: string; html: string; scss: string };
  /** The copilot chat answer's code blocks. */
  codeBlocks: CodeBlock[];
  reply: string;
  suggestions: string[];
  confidence: number;
}

export function dependenciesOf(model: ComponentModel): string[] {
  const deps = frameworkDependencies(model.framework);
  if (model.framework === 'angular' && FORM_ARCHETYPES.includes(model.archetype))
    deps.push(pinnedDependency('@angular/forms'));
  return deps;
}

export function instructionsFor(model: ComponentModel): string {
  if (model.framework === 'react') {
    return `Copy ${model.name}.tsx and ${model.name}.module.css into src/components/, then render <${model.name} /> where you need it. The CSS module needs a bundler with CSS-module support (Vite, Next.js). Colours follow --kiln-* custom properties and a .dark class on an ancestor.`;
  }
  return `Copy the ${model.selector}.component.* files into src/app/${model.selector}/, add ${model.name}Component to the imports of the component that uses it, and place <app-${model.selector} /> in its template. Run the spec with ng test. Colours follow --kiln-* custom properties and a .dark class on an ancestor.`;
}

export function shapes(
  model: ComponentModel,
  files: GeneratedFile[],
): Pick<Generation, 'code' | 'codeBlocks'> {
  const find = (...types: GeneratedFile['type'][]) =>
    files.find((f) => types.includes(f.type))?.content ?? '';
  return {
    code: { typescript: find('component'), html: find('template'), scss: find('style') },
    codeBlocks: files.map((f) => ({ language: f.language, code: f.content })),
  };
}

export function fromModel(model: ComponentModel): Generation {
  const files = emit(model);
  return {
    model,
    files,
    ...shapes(model, files),
    reply: replyText(model),
    suggestions: suggestionsFor(model),
    confidence: model.confidence,
  };
}

export interface GenerateOptions {
  framework?: Framework;
  previous?: ComponentModel;
}

/** Description in, everything the chat and the prompt endpoints answer with out. */
export function generate(description: string, options: GenerateOptions = {}): Generation {
  const model = interpret(description, options.previous);
  return fromModel(options.framework ? { ...model, framework: options.framework } : model);
}

const PROP_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'string[]',
  'number[]',
  'boolean[]',
  'Date',
]);

/** The structured "code generation request": same engine, explicit name, framework and props. */
export function generateFromRequest(
  request: CodeGenerationRequest,
  timestamp: string,
): GeneratedCodeResult {
  const text = requestInterpretText(request);
  const base = interpret(text || request.name || '');
  const framework = parseFramework(request.framework);
  const name =
    (request.name
      ? pascalCase(request.name)
          .replace(/Component$/, '')
          .slice(0, 60)
      : '') || base.name;
  const inputs: Prop[] = (request.props ?? [])
    .map((prop) => ({
      name: camelCase(prop.name, ''),
      type: PROP_TYPES.has(prop.type) ? prop.type : 'string',
      required: Boolean(prop.required),
    }))
    .filter((prop, i, all) => prop.name && all.findIndex((p) => p.name === prop.name) === i);
  const model: ComponentModel = {
    ...base,
    framework,
    name,
    selector: kebabCase(name),
    inputs: [...base.inputs.filter((i) => !inputs.some((p) => p.name === i.name)), ...inputs],
  };
  const files = emit(model);
  return {
    id: `gen_${hash(JSON.stringify({ framework, name, text, inputs }))}`,
    name,
    framework,
    files,
    dependencies: withRequestedDependencies(dependenciesOf(model), request.dependencies),
    instructions: instructionsFor(model),
    timestamp,
  };
}

/** The generated-code-result shape for a plain description (CLI --json, prompt history). */
export function toCodeResult(generation: Generation, timestamp: string): GeneratedCodeResult {
  const { model, files } = generation;
  return {
    id: `gen_${hash(JSON.stringify({ framework: model.framework, description: model.description, name: model.name }))}`,
    name: model.name,
    framework: model.framework,
    files,
    dependencies: dependenciesOf(model),
    instructions: instructionsFor(model),
    timestamp,
  };
}
