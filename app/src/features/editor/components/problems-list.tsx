import type { AiGeneratedFile } from '@kiln/contract';
import { busyText } from '../../../lib/checks/use-retrying-check';
import type { Validation } from '../use-validation';
import { diagnosticsForFile } from '../lint-ranges';

type Props = {
  validation: Validation;
  files: readonly AiGeneratedFile[];
  labelOf(file: AiGeneratedFile): string;
  onOpen(path: string): void;
};

const count = (total: number, one: string) => `${total} ${one}${total === 1 ? '' : 's'}`;

/**
 * The validator's findings as a list, each leading to its file: the squiggles show them in place,
 * this says them in words, also to those who do not see the squiggles.
 */
export function ProblemsList({ validation, files, labelOf, onOpen }: Props) {
  if (validation.status !== 'done')
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {validation.status === 'checking'
          ? 'Checking the code…'
          : validation.status === 'busy'
            ? `${busyText(validation.retryInMs)}…`
            : 'The code could not be checked just now; it is checked again as you type.'}
      </p>
    );
  const found = files.flatMap((file) =>
    diagnosticsForFile(file.path, validation.diagnostics).map((diagnostic) => ({
      file,
      diagnostic,
    })),
  );
  const errors = found.filter(({ diagnostic }) => diagnostic.severity === 'error').length;
  const summary =
    found.length === 0
      ? 'No problems found'
      : [
          errors ? count(errors, 'error') : '',
          found.length - errors ? count(found.length - errors, 'warning') : '',
        ]
          .filter(Boolean)
          .join(' and ');
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm font-medium">
        {summary}
      </p>
      {found.length > 0 ? (
        <ul aria-label="Problems" className="flex max-h-40 flex-col gap-1 overflow-y-auto text-sm">
          {found.map(({ file, diagnostic }, index) => (
            <li key={index}>
              <button
                type="button"
                onClick={() => onOpen(file.path)}
                className="rounded-control text-left outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span
                  className={diagnostic.severity === 'error' ? 'text-destructive' : 'text-warning'}
                >
                  {diagnostic.severity === 'error' ? 'Error' : 'Warning'}
                </span>{' '}
                <span className="text-muted-foreground">
                  {labelOf(file)}
                  {diagnostic.line > 0 ? `, line ${diagnostic.line}` : ''}:
                </span>{' '}
                {diagnostic.message}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
