/**
 * The AI endpoints' schemas, one file per area: guards and limits, the files an answer carries,
 * the copilot's conversations, the prompt API, the editor's suggestions, structured generation and
 * the generation history, design mode's edits and variants. `bounds` holds the request-size rules they share and is not exported.
 */
export * from './guards';
export * from './files';
export * from './copilot';
export * from './prompt';
export * from './editor';
export * from './generate';
export * from './history';
export * from './design';
export * from './design-words';
