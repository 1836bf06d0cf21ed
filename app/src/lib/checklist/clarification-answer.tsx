import { MessageCircleQuestion } from 'lucide-react';
import type { Clarification } from '@kiln/contract';
import { Button } from '@kiln/design-system';

type Props = {
  clarification: Clarification;
  /** Puts a suggestion where the description is written, to change or send as it is. */
  onPick(text: string): void;
};

/** The answer to a request that names no component: the question, and descriptions to start from. */
export function ClarificationAnswer({ clarification, onPick }: Props) {
  return (
    <section
      aria-label="Kiln asks"
      data-testid="clarification"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-sm"
    >
      <p className="flex items-start gap-2 text-foreground">
        <MessageCircleQuestion aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{clarification.question}</span>
      </p>
      <ul className="flex flex-wrap gap-2" aria-label="Suggestions">
        {clarification.suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Button
              size="sm"
              variant="outline"
              className="h-auto py-1.5 text-left whitespace-normal"
              onClick={() => onPick(suggestion)}
            >
              {suggestion}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
