import * as React from 'react';
import type { AiDiagnostic, AiFramework, AiGeneratedFile } from '@kiln/contract';
import { postValidate } from './api/post-validate';

/** Spec: the validator looks at the code once typing has paused this long. */
export const VALIDATE_DEBOUNCE_MS = 500;

/** The last answer of the validator, about the files as they were sent. */
export type Validation =
  | { status: 'checking' }
  | { status: 'failed'; files: readonly AiGeneratedFile[] }
  | { status: 'done'; files: readonly AiGeneratedFile[]; diagnostics: AiDiagnostic[] };

/**
 * The validator's findings for `settled` files (as they stood when typing last paused). Until the
 * first answer it is "checking"; afterwards the last answer stays on show while the next is on
 * its way.
 */
export function useValidation(framework: AiFramework, settled: readonly AiGeneratedFile[]) {
  const [validation, setValidation] = React.useState<Validation>({ status: 'checking' });

  React.useEffect(() => {
    const controller = new AbortController();
    postValidate({ framework, files: [...settled] }, controller.signal).then(
      ({ diagnostics }) => setValidation({ status: 'done', files: settled, diagnostics }),
      () => {
        if (!controller.signal.aborted) setValidation({ status: 'failed', files: settled });
      },
    );
    return () => controller.abort();
  }, [framework, settled]);

  return validation;
}
