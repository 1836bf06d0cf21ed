import { CircleCheck, CircleX } from 'lucide-react';
import type { RequirementItem } from '@kiln/contract';
import { checklistSummary } from './summary';

type Props = {
  items: readonly RequirementItem[];
  className?: string;
};

/**
 * What the description asked for, under an answer: one line ("9 of 10 done — not done: …") that
 * opens the whole list, each item ticked or crossed with the word for it and, when not done, why.
 */
export function AnswerChecklist({ items, className }: Props) {
  const summary = checklistSummary(items);
  if (summary === null) return null;
  const allMet = items.every((item) => item.met);
  return (
    <section
      aria-label="Requirements checklist"
      data-testid="answer-checklist"
      className={className}
    >
      <details className="rounded-md border border-border bg-card px-3 py-2 text-sm">
        <summary
          data-testid="answer-checklist-summary"
          className="flex cursor-pointer items-start gap-2 rounded-sm font-medium text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {allMet ? (
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          ) : (
            <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          )}
          <span className="min-w-0 break-words">{summary}</span>
        </summary>
        <ul className="mt-2 flex flex-col gap-1.5" aria-label="Requirements">
          {items.map((item) => (
            <li
              key={item.id}
              data-met={item.met}
              className="flex items-start gap-2 text-foreground"
            >
              {item.met ? (
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              )}
              <span className="min-w-0 break-words">
                <span className="sr-only">{item.met ? 'Done: ' : 'Not done: '}</span>
                {item.label}
                {!item.met && item.reason ? (
                  <span className="block text-xs text-muted-foreground">{item.reason}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
