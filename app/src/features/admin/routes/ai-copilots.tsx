import * as React from 'react';
import { updateAiGuardsBodySchema } from '@kiln/contract';
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
  toast,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { fieldErrors, formValues } from '../../../lib/form-errors';
import { PageContainer, PageIntro } from '../../../lib/page';
import { QueryProvider } from '../../../lib/query';
import { TextField } from '../../../lib/text-field';
import { useAiHealth, useGuards, useTestConnection, useUpdateGuards } from '../api/ai-guards';
import { AdminNav } from '../components/admin-nav';

function ConnectionTest() {
  const test = useTestConnection();
  const result = test.data;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="outline" loading={test.isPending} onClick={() => test.mutate()}>
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

function ProviderCard() {
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

function GuardsCard() {
  const guards = useGuards();
  const update = useUpdateGuards();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const data = guards.data;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = updateAiGuardsBodySchema.safeParse({
      maxPromptLength: Number(values.maxPromptLength),
      minMessageIntervalMs: Number(values.minMessageIntervalMs),
      requestsPerMinute: Number(values.requestsPerMinute),
      blockedTerms: (values.blockedTerms ?? '')
        .split('\n')
        .map((term) => term.trim())
        .filter(Boolean),
      fallbackToBuiltin: values.fallbackToBuiltin === 'on',
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast.success('Guard rules saved: they apply to the next request'),
      onError: (error) => toast.error(describeError(error)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Guard rules</CardTitle>
        <CardDescription>
          Applied by every AI endpoint on its next request, without a restart. Every change is in
          the audit log.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {guards.isError ? <p role="alert">{describeError(guards.error)}</p> : null}
        {data ? (
          <form
            noValidate
            onSubmit={onSubmit}
            className="grid gap-5 sm:grid-cols-3"
            aria-label="Guard rules"
          >
            <TextField
              name="maxPromptLength"
              label="Maximum prompt length (characters)"
              type="number"
              min={10}
              defaultValue={data.maxPromptLength}
              error={errors.maxPromptLength}
              required
            />
            <TextField
              name="minMessageIntervalMs"
              label="Minimum interval between messages (ms)"
              type="number"
              min={0}
              defaultValue={data.minMessageIntervalMs}
              error={errors.minMessageIntervalMs}
              required
            />
            <TextField
              name="requestsPerMinute"
              label="Requests per minute per user"
              type="number"
              min={1}
              defaultValue={data.requestsPerMinute}
              error={errors.requestsPerMinute}
              required
            />
            <div className="sm:col-span-3">
              <TextField
                name="blockedTerms"
                label="Blocked terms (one per line)"
                multiline
                defaultValue={data.blockedTerms.join('\n')}
                error={errors.blockedTerms}
                description="A message containing any of them is refused. Users never see this list."
              />
            </div>
            <label className="flex items-center gap-2 text-sm sm:col-span-3">
              <input
                type="checkbox"
                name="fallbackToBuiltin"
                defaultChecked={data.fallbackToBuiltin}
                className="size-4 accent-primary"
              />
              When the provider fails or runs past its deadline, answer with the built-in engine
              (the answer says so)
            </label>
            {data.updatedAt ? (
              <p className="text-sm text-muted-foreground sm:col-span-3">
                Last changed {new Date(data.updatedAt).toLocaleString()}.
              </p>
            ) : null}
            <div className="sm:col-span-3">
              <Button type="submit" loading={update.isPending}>
                Save guard rules
              </Button>
            </div>
          </form>
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

/** The operator's controls over the AI: the provider in use and the guard rules. */
export default function AiCopilots() {
  return (
    <QueryProvider>
      <PageContainer>
        <PageIntro eyebrow="Administration" title="AI copilots and guards">
          <p>The provider answering the copilot, and the rules every AI request must pass.</p>
        </PageIntro>
        <AdminNav />
        <ProviderCard />
        <Alert variant="info">
          <AlertDescription>
            The provider and model are set by the server's environment (AI_PROVIDER,
            OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_API_KEY).
          </AlertDescription>
        </Alert>
        <GuardsCard />
      </PageContainer>
    </QueryProvider>
  );
}
