import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { useAiHealth, useTestConnection } from '../api/ai-guards';
import { providerKey } from '../api/ai-provider';

function ConnectionTest() {
  const test = useTestConnection();
  const client = useQueryClient();
  const result = test.data;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button
          variant="outline"
          loading={test.isPending}
          onClick={() =>
            test.mutate(undefined, {
              // The context length it read is remembered: the provider form shows it.
              onSuccess: () => void client.invalidateQueries({ queryKey: providerKey }),
            })
          }
        >
          Test connection
        </Button>
      </div>
      {test.isError ? <p role="alert">{describeError(test.error)}</p> : null}
      {result ? (
        <Alert variant={result.ok ? 'success' : 'destructive'}>
          <AlertDescription>
            <p className="font-semibold">
              {result.ok
                ? `Connected to ${result.model} in ${result.latencyMs ?? 0} ms.`
                : `The provider did not answer: ${result.error ?? 'unknown error'}`}
            </p>
            <p>
              Models listed:{' '}
              {result.models
                ? result.models.slice(0, 10).join(', ') || 'none'
                : 'the provider could not be asked'}
            </p>
            <p>
              Context length:{' '}
              {result.contextLength === null
                ? 'not exposed by this provider'
                : `${result.contextLength.toLocaleString()} tokens`}
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

/** The provider answering the copilot: its model, health and latency, and "Test connection". */
export function ProviderCard() {
  const health = useAiHealth();
  const data = health.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Active provider</CardTitle>
        <CardDescription>Which engine answers the copilot, and how it is doing.</CardDescription>
      </CardHeader>
      <CardContent>
        {health.isError ? <p role="alert">{describeError(health.error)}</p> : null}
        {data ? (
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <dt className="text-muted-foreground">Provider</dt>
            <dd>{data.provider === 'builtin' ? 'Built-in engine' : 'OpenAI-compatible'}</dd>
            <dt className="text-muted-foreground">Model</dt>
            <dd className="font-mono break-all">{data.model}</dd>
            <dt className="text-muted-foreground">Health</dt>
            <dd>{data.status === 'healthy' ? 'Healthy' : `Unhealthy: ${data.message}`}</dd>
            <dt className="text-muted-foreground">Latency</dt>
            <dd>{data.latencyMs === null ? 'n/a' : `${data.latencyMs} ms`}</dd>
          </dl>
        ) : (
          <Skeleton className="h-12 w-full" />
        )}
        <div className="mt-4">
          <ConnectionTest />
        </div>
      </CardContent>
    </Card>
  );
}
