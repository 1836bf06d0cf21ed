import * as React from 'react';
import {
  API_KEY_SCOPE_ENDPOINTS,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyScope,
} from '@kiln/contract';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
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

/** Personal API keys for the `kiln-generate` CLI and MCP clients: scoped, shown once, revocable. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [error, setError] = React.useState<string>();
  const [scopes, setScopes] = React.useState<ApiKeyScope[]>([...API_KEY_SCOPES]);
  const scopeId = React.useId();

  const choose = (scope: ApiKeyScope, chosen: boolean) =>
    setScopes((current) =>
      API_KEY_SCOPES.filter((each) => (each === scope ? chosen : current.includes(each))),
    );

  const onCreate = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { name } = formValues(form);
    setError(undefined);
    // The server decides: no scope chosen is refused with its message, shown below.
    create.mutate(
      { name: name ?? '', scopes },
      {
        onSuccess: () => {
          form.reset();
          setScopes([...API_KEY_SCOPES]);
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>API keys</CardTitle>
        <CardDescription>
          A key acts as you where its scopes reach, e.g.{' '}
          <code className="font-mono break-all">
            KILN_API_KEY=… kiln-generate "…" --server{' '}
            {typeof window === 'undefined' ? '' : window.location.origin}
          </code>{' '}
          (Generate), or an MCP client at{' '}
          <code className="font-mono break-all">
            {typeof window === 'undefined' ? '' : window.location.origin}/mcp
          </code>{' '}
          with the header <code className="font-mono">Authorization: Bearer kiln_…</code> (MCP).
          Generations count toward your plan. Anything else (your components, history, settings)
          needs you signed in: a key sent there is refused with 403{' '}
          <code className="font-mono">API_KEY_SCOPE</code>. Details in the{' '}
          <a className="underline underline-offset-4" href="/api/docs">
            API documentation
          </a>
          .
        </CardDescription>
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
          className="flex flex-col items-start gap-4"
          aria-label="Create an API key"
        >
          <div className="w-full max-w-sm">
            <TextField name="name" label="Key name" placeholder="Laptop CLI" required />
          </div>
          <fieldset className="flex w-full flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">Scopes</legend>
            {API_KEY_SCOPES.map((scope) => (
              <div key={scope} className="flex items-start gap-2">
                <Checkbox
                  id={`${scopeId}-${scope}`}
                  checked={scopes.includes(scope)}
                  onCheckedChange={(checked) => choose(scope, checked === true)}
                  aria-describedby={`${scopeId}-${scope}-endpoints`}
                />
                <div className="text-sm">
                  <label htmlFor={`${scopeId}-${scope}`}>{API_KEY_SCOPE_LABELS[scope]}</label>
                  <ul
                    id={`${scopeId}-${scope}-endpoints`}
                    aria-label={`${API_KEY_SCOPE_LABELS[scope]}: endpoints`}
                    className="mt-0.5 flex flex-col gap-0.5 text-muted-foreground"
                  >
                    {API_KEY_SCOPE_ENDPOINTS[scope].map((endpoint) => (
                      <li key={endpoint}>
                        <code className="font-mono break-all">{endpoint}</code>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            ))}
          </fieldset>
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
                  <code className="font-mono">{key.prefix}…</code> · {key.scopes.join(', ')} · last
                  used {when(key.lastUsedAt)}
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
