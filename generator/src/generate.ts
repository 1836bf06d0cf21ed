/** The pipeline: understand a description, emit its files, answer in the spec's shapes. */
import { interpret } from './interpret';
import type { ComponentModel, Framework, Prop } from './model';
import { parseFramework, withRequestedDependencies } from './packages';
import { requestInterpretText, requestSubjectText, type CodeGenerationRequest } from './request';
import { scoreArchetypes } from './understand/archetype';
import { camelCase, hash, kebabCase, pascalCase } from './text';

import { emit } from './emit/index';
import type { RequirementItem } from './check/requirements';
import { checkRequirements, metShare } from './check/verify';
import { replyText } from './answer/reply';
import { suggestionsFor } from './answer/suggestions';
import { clarificationFor } from './answer/clarification';
import type { GeneratedCodeResult, Generation } from './answer/shapes';
import { dependenciesOf, instructionsFor, shapes } from './answer/shapes';

export { emit } from './emit/index';
export { componentName, replyText } from './answer/reply';
export { suggestionsFor } from './answer/suggestions';
export { dependenciesOf, instructionsFor, shapes, toCodeResult } from './answer/shapes';
export type { CodeBlock, GeneratedCodeResult, Generation } from './answer/shapes';
export { clarificationFor } from './answer/clarification';
export type { Clarification } from './answer/clarification';

/**
 * The confidence of an answer: how much of the description was understood at all, scaled by the
 * share of the checklist met (a checklist with nothing met keeps a fifth, since the component is
 * still the nearest one), to two decimals.
 */
export function confidenceOf(checklist: readonly RequirementItem[], understood: number): number {
  return Math.round(understood * (0.2 + 0.8 * metShare(checklist)) * 100) / 100;
}

export function fromModel(model: ComponentModel): Generation {
  const files = emit(model);
  const checklist = checkRequirements(model.description, files);
  return {
    model,
    files,
    ...shapes(model, files),
    reply: replyText(model),
    suggestions: suggestionsFor(model),
    confidence: confidenceOf(checklist, model.confidence),
    checklist,
  };
}

export interface GenerateOptions {
  framework?: Framework;
  previous?: ComponentModel;
}

/**
 * Description in, everything the chat and the prompt endpoints answer with out; or, when nothing
 * in it names a component, a clarification and no files.
 */
export function generate(description: string, options: GenerateOptions = {}): Generation {
  const interpreted = interpret(description, options.previous);
  const model = options.framework ? { ...interpreted, framework: options.framework } : interpreted;
  const clarification = options.previous ? undefined : clarificationFor(model);
  if (clarification)
    return {
      model,
      files: [],
      code: { typescript: '', html: '', scss: '' },
      codeBlocks: [],
      reply: clarification.question,
      suggestions: clarification.suggestions,
      confidence: 0,
      checklist: [],
      clarification,
    };
  return fromModel(model);
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

/**
 * Whether the description's own words name another kind of component, and more strongly, than the
 * request's type: "list" for "An FAQ accordion with questions about …" is an accordion.
 */
function typeOutranked(request: CodeGenerationRequest): boolean {
  if (!request.type || !request.description) return false;
  const typed = scoreArchetypes(request.type.toLowerCase());
  const described = scoreArchetypes(request.description.toLowerCase());
  return (
    typed.score > 0 && described.score > typed.score && described.archetype !== typed.archetype
  );
}

/** The structured "code generation request": same engine, explicit name, framework and props. */
export function generateFromRequest(
  request: CodeGenerationRequest,
  timestamp: string,
): GeneratedCodeResult {
  return generateFromRequestWithModel(request, timestamp).result;
}

/** `generateFromRequest`, with the model the files were printed from. */
export function generateFromRequestWithModel(
  request: CodeGenerationRequest,
  timestamp: string,
): { result: GeneratedCodeResult; model: ComponentModel } {
  const text = requestInterpretText(request);
  const whole = interpret(text || request.name || '');
  // The subject the request describes decides what the component is; its features add to it.
  const subjectText = requestSubjectText(request);
  const subject = typeOutranked(request)
    ? interpret(request.description!)
    : subjectText
      ? interpret(subjectText)
      : whole;
  const base =
    subject.archetype === whole.archetype
      ? whole
      : { ...subject, features: [...new Set([...subject.features, ...whole.features])] };
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
  const result: GeneratedCodeResult = {
    id: `gen_${hash(JSON.stringify({ framework, name, text, inputs }))}`,
    name,
    framework,
    files,
    dependencies: withRequestedDependencies(dependenciesOf(model), request.dependencies),
    instructions: instructionsFor(model),
    timestamp,
  };
  return { result, model };
}
