import { Sparkles } from 'lucide-react';
import type { PreviewProblem } from '@kiln/contract';
import { Alert, AlertDescription, AlertTitle, Button } from '@kiln/design-system';
import { problemLocation } from './preview-state';

type Props = {
  title: string;
  problems: PreviewProblem[];
  onFixWithAi: ((problems: PreviewProblem[]) => void) | undefined;
};

/** Compile or runtime problems under the preview, each with where it is, and "Fix with AI". */
export function PreviewProblems({ title, problems, onFixWithAi }: Props) {
  return (
    <Alert variant="destructive" data-testid="preview-problems">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <ul className="flex flex-col gap-1">
          {problems.map((problem, index) => {
            const location = problemLocation(problem);
            return (
              <li key={index} className="break-words">
                {location ? <code className="font-mono text-xs">{location}</code> : null}
                {location ? ' ' : null}
                {problem.message}
              </li>
            );
          })}
        </ul>
        {onFixWithAi ? (
          <Button
            size="sm"
            variant="outline"
            className="w-fit"
            onClick={() => onFixWithAi(problems)}
          >
            <Sparkles aria-hidden />
            Fix with AI
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
