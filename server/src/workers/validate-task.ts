/**
 * Runs inside a worker thread of the pool: the engine's validator, whose TypeScript language
 * service stays warm in this thread between tasks.
 */
import { validate, type Diagnostic, type ValidatableFile } from '@kiln/generator';
import { readDesignSystemDeclarations } from './design-system-declarations';
import { lowerThreadPriority } from './thread-priority';

lowerThreadPriority();

const declarations = readDesignSystemDeclarations();

export interface ValidateTask {
  files: ValidatableFile[];
}

export default function runValidate(task: ValidateTask): Promise<Diagnostic[]> {
  return validate(task.files, declarations ? { declarations } : {});
}
