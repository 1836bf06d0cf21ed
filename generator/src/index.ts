export { interpret, interpretStyling, GeneratorError, MAX_DESCRIPTION_LENGTH } from './interpret';
export { refine } from './refine';
export type { Refinement } from './refine';
export { emit, generate, fromModel, generateFromRequest, toCodeResult, replyText, suggestionsFor, dependenciesOf, instructionsFor, componentName, shapes } from './generate';
export type { CodeBlock, CodeGenerationRequest, GeneratedCodeResult, Generation, GenerateOptions } from './generate';
export { validate } from './validate';
export type { Diagnostic, ValidatableFile } from './validate';
export { ARCHETYPES, FEATURES, FIELD_TYPES } from './model';
export type { Action, ActionKind, Archetype, Column, ComponentModel, DataSpec, Feature, Field, FieldType, FieldValidation, Framework, GeneratedFile, Prop, Styling } from './model';
