import type { DesignTake } from '@kiln/contract';
import { Check } from 'lucide-react';
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@kiln/design-system';
import { checklistSummary } from '../../../lib/checklist/summary';
import { describeError } from '../../../lib/error-message';
import { frameworkOfFiles } from '../../../lib/generated-files';
import { LazyLivePreview } from '../../../lib/preview/code-with-preview';
import { useVariants } from '../api/get-variants';
import { useKeepDesign } from '../api/post-design-keep';

type Props = {
  sessionId: string;
  messageId: string;
  name: string;
  /** A take was kept as the conversation's newest answer. */
  onKept: () => void;
};

/** "n of m done" for a take: its checklist in one short line. */
const checklistLine = (take: DesignTake) =>
  take.checklist.length === 0
    ? 'Nothing specific to check'
    : `${take.checklist.filter((item) => item.met).length} of ${take.checklist.length} done`;

/**
 * Variants of an answer side by side (stacked on a narrow screen): each take's preview, what it
 * changes, its checklist and checks; "Use this" keeps it as the conversation's newest answer.
 */
export function VariantsView({ sessionId, messageId, name, onKept }: Props) {
  const variants = useVariants({ sessionId, messageId });
  const keep = useKeepDesign();

  if (variants.isPending)
    return (
      <div role="status" aria-label="Drawing variants" className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  if (variants.isError)
    return (
      <Alert variant="destructive" data-testid="variants-error">
        <AlertDescription>{describeError(variants.error)}</AlertDescription>
      </Alert>
    );

  return (
    <div className="flex flex-col gap-3">
      {keep.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{describeError(keep.error)}</AlertDescription>
        </Alert>
      ) : null}
      <ul aria-label={`Variants of ${name}`} className="grid gap-4 md:grid-cols-3">
        {variants.data.map((take, index) => (
          <li key={take.label} className="min-w-0">
            <Card className="h-full" data-testid="variant-take">
              <CardHeader>
                <CardTitle asChild>
                  <h3>{take.label}</h3>
                </CardTitle>
              </CardHeader>
              <CardContent className="flex min-w-0 flex-col gap-3">
                <LazyLivePreview
                  framework={frameworkOfFiles(take.files)}
                  files={take.files}
                  label={`${name}, variant ${index + 1}: ${take.label}`}
                  compact
                />
                <div className="flex flex-wrap gap-2 text-sm">
                  <Badge variant="secondary" title={checklistSummary(take.checklist) ?? undefined}>
                    {checklistLine(take)}
                  </Badge>
                  {take.validation.valid ? (
                    <Badge variant="success">Passes Kiln’s checks</Badge>
                  ) : (
                    <Badge variant="warning">Did not pass Kiln’s checks</Badge>
                  )}
                </div>
              </CardContent>
              <CardFooter>
                <Button
                  size="sm"
                  loading={keep.isPending && keep.variables.edits === take.edits}
                  disabled={keep.isPending}
                  aria-label={`Use this: ${take.label}`}
                  onClick={() =>
                    keep.mutate({ sessionId, messageId, edits: take.edits }, { onSuccess: onKept })
                  }
                >
                  <Check aria-hidden />
                  Use this
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
