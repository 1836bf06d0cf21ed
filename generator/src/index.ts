export { interpret, interpretStyling, GeneratorError, MAX_DESCRIPTION_LENGTH } from './interpret';
export { refine } from './refine';
export type { Refinement } from './refine';
export { upgradeModel } from './upgrade';
export { designParts } from './design/parts';
export type { DesignPart, DesignPartKind } from './design/parts';
export { applyDesignEdits } from './design/edits';
export type { DesignLayout, DesignModelEdit } from './design/edits';
export { DesignEditError } from './design/edit-error';
export { replaceMarkupText } from './design/markup-text';
export type { MarkupTextEdit } from './design/markup-text';
export {
  emit,
  generate,
  fromModel,
  confidenceOf,
  generateFromRequest,
  generateFromRequestWithModel,
  toCodeResult,
  replyText,
  suggestionsFor,
  dependenciesOf,
  instructionsFor,
  componentName,
  shapes,
} from './generate';
export type {
  Clarification,
  CodeBlock,
  GeneratedCodeResult,
  Generation,
  GenerateOptions,
} from './generate';
export { clarificationFor } from './generate';
export { describeRequest } from './request';
export { extractRequirements } from './check/requirements';
export type { Requirement, RequirementItem, RequirementKind } from './check/requirements';
export { checkRequirements, metShare } from './check/verify';
export type { CheckableFile } from './check/verify';
export type { CodeGenerationRequest } from './request';
export { continueConversation, refineOrGenerate } from './follow-up';
export type { EarlierAnswer, FollowUp } from './follow-up';
export { dependenciesOfCode, frameworkOf, parseFramework } from './packages';
export { validate } from './validate';
export type { Declarations, Diagnostic, ValidatableFile, ValidateOptions } from './validate';
export { ARCHETYPES, FEATURES, FIELD_TYPES, FRAMEWORKS, isReactFramework } from './model';
export type {
  Action,
  ActionKind,
  Archetype,
  Column,
  ComponentModel,
  DataSpec,
  Feature,
  Field,
  FieldType,
  FieldValidation,
  Framework,
  GeneratedFile,
  Prop,
  Styling,
} from './model';
export { MODEL_SCHEMA_VERSION } from './model';
export { modelShape } from './shape';
export { printedVariants } from './variant-prints';
export { variantTakes, withVariantStyle } from './variants';
export { layoutsFor } from './emit/index';
export type { VariantStyle } from './variants';
export type { PrintedVariant } from './variant-prints';
export type { AlertVariant, Presentation } from './model';
export {
  componentFacts,
  emitReactTest,
  emitStories,
  mainFile,
  reactSampleProps,
  sampleValue,
} from './emit/exports';
export type { ComponentFacts, ComponentSourceFile, RequiredInput } from './emit/exports';
export {
  inspectComponent,
  type ComponentInput,
  type ComponentInterface,
  type ComponentOutput,
  type InputKind,
  type InspectableFile,
} from './inspect/index';
