/** The shapes the spec's endpoints answer with: code, code blocks, dependencies, instructions. */
import { FORM_ARCHETYPES } from '../lexicon/archetypes';
import type { RequirementItem } from '../check/requirements';
import type { Clarification } from './clarification';
import type { ComponentModel, Framework, GeneratedFile } from '../model';
import { frameworkDependencies, pinnedDependency } from '../packages';
import { hash } from '../text';

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
  /**
   * 0–1: the share of the checklist the files meet, scaled by how much of the description was
   * understood (`model.confidence`). Never a constant.
   */
  confidence: number;
  /** What the description asked for, each item checked against `files`. */
  checklist: RequirementItem[];
  /**
   * Set when nothing of the description named a component: then `files`, `codeBlocks` and
   * `checklist` are empty, the code is blank, `confidence` is 0 and `reply` is the question.
   * Nothing was built, so there is nothing to store or charge for.
   */
  clarification?: Clarification;
}

export function dependenciesOf(model: ComponentModel): string[] {
  const deps = frameworkDependencies(model.framework);
  if (model.framework === 'angular' && FORM_ARCHETYPES.includes(model.archetype))
    deps.push(pinnedDependency('@angular/forms'));
  return deps;
}

export function instructionsFor(model: ComponentModel): string {
  if (model.framework === 'react-ds') {
    return `Copy ${model.name}.tsx and ${model.name}.module.css into src/components/, install @kiln/design-system, import '@kiln/design-system/styles.css' once in your app (or its tailwind.css in a Tailwind v4 app), then render <${model.name} /> where you need it. Components follow the design system's theme and its .dark class.`;
  }
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
