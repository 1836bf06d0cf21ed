import * as React from 'react';
import { API_KEY_ENDPOINTS } from '@kiln/contract';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { formValues } from '../../../lib/form-errors';
import { TextField } from '../../../components/text-field';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : 'never';

/** Personal API keys for the `kiln-generate` CLI and scripts: shown once, revocable. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [error, setError] = React.useState<string>();

  const onCreate = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { name } = formValues(form);
    setError(undefined);
    create.mutate(name ?? '', {
      onSuccess: () => form.reset(),
      onError: (failure) => setError(describeError(failure)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>API keys</CardTitle>
        <CardDescription>
          A key acts as you on the generation endpoints and Kiln&apos;s MCP tools only, e.g.{' '}
          <code className="font-mono break-all">
            KILN_API_KEY=… kiln-generate "…" --server{' '}
            {typeof window === 'undefined' ? '' : window.location.origin}
          </code>
          , or an MCP client at{' '}
          <code className="font-mono break-all">
            {typeof window === 'undefined' ? '' : window.location.origin}/mcp
          </code>{' '}
          with the header <code className="font-mono">Authorization: Bearer kiln_…</code>.
          Generations count toward your plan.
        </CardDescription>
        <div className="text-sm text-muted-foreground">
          <p id="api-key-scope">It works for these endpoints, and no others:</p>
          <ul aria-labelledby="api-key-scope" className="mt-1 flex flex-col gap-0.5">
            {API_KEY_ENDPOINTS.map((endpoint) => (
              <li key={endpoint}>
                <code className="font-mono break-all">{endpoint}</code>
              </li>
            ))}
          </ul>
          <p className="mt-1">
            Anything else (your components, history, settings) needs you signed in: a key sent there
            is refused with 403 <code className="font-mono">API_KEY_SCOPE</code>. Details in the{' '}
            <a className="underline underline-offset-4" href="/api/docs">
              API documentation
            </a>
            .
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {create.data ? (
          <Alert variant="warning">
            <AlertDescription>
              <p className="mb-2 font-semibold">Copy your new key now: it is shown only once.</p>
              <code className="font-mono text-sm break-all" aria-label="New API key">
                {create.data.secret}
              </code>
            </AlertDescription>
          </Alert>
        ) : null}
        <form
          noValidate
          onSubmit={onCreate}
          className="flex flex-wrap items-end gap-3"
          aria-label="Create an API key"
        >
          <div className="min-w-48 flex-1">
            <TextField name="name" label="Key name" placeholder="Laptop CLI" required />
          </div>
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </form>
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <ul className="flex flex-col divide-y divide-border" aria-label="API keys">
          {(keys.data ?? []).map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">{key.name}</p>
                <p className="text-sm text-muted-foreground">
                  <code className="font-mono">{key.prefix}…</code> · last used{' '}
                  {when(key.lastUsedAt)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                loading={revoke.isPending && revoke.variables === key.id}
                onClick={() =>
                  revoke.mutate(key.id, {
                    onSuccess: () => toast.success('API key revoked'),
                    onError: (failure) => toast.error(describeError(failure)),
                  })
                }
              >
                Revoke {key.name}
              </Button>
            </li>
          ))}
        </ul>
        {keys.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API keys yet.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
