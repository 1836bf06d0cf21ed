import { FRAMEWORK_LABELS, frameworkSchema, type AiFramework } from '@kiln/contract';

const names: Record<string, string> = FRAMEWORK_LABELS;

/** Every framework the server generates for, in the contract's order. */
export const frameworks: readonly AiFramework[] = frameworkSchema.options;

/** A framework's name as people read it; a value this app does not know yet is shown as it is. */
export const frameworkLabel = (framework: string) => names[framework] ?? framework;
