import * as React from 'react';
import {
  updateAiProviderBodySchema,
  type AdminAiProvider,
  type AiProviderKeyState,
} from '@kiln/contract';
import {
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
import { TextField } from '../../../components/text-field';
import { useProvider, useUpdateProvider } from '../api/ai-provider';

const keyStateText: Record<AiProviderKeyState, string> = {
  stored: 'Key set (stored encrypted).',
  environment: 'Key from the server’s environment (OPENAI_API_KEY).',
  none: 'No key set.',
  unreadable:
    'A key is stored but cannot be opened: AI_SETTINGS_KEY is unset or changed. Enter the key again.',
};

const choiceClass =
  'flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary';

function ProviderFields({
  data,
  errors,
}: {
  data: AdminAiProvider;
  errors: Record<string, string>;
}) {
  const [provider, setProvider] = React.useState(data.provider);
  return (
    <>
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">Provider</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ['builtin', 'Built-in engine (offline)'],
              ['openai', 'OpenAI-compatible provider'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={choiceClass}>
              <input
                type="radio"
                name="provider"
                value={value}
                checked={provider === value}
                onChange={() => setProvider(value)}
                className="accent-primary"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {provider === 'openai' ? (
        <>
          <TextField
            name="baseUrl"
            label="Base URL"
            type="url"
            inputMode="url"
            placeholder="https://api.openai.com/v1"
            defaultValue={data.baseUrl ?? ''}
            error={errors.baseUrl}
            description="Empty: the OpenAI API. Ollama, vLLM, llama.cpp and LM Studio serve /v1 on their own address."
          />
          <TextField
            name="model"
            label="Model"
            defaultValue={data.model}
            error={errors.model}
            required
          />
          <div className="sm:col-span-2">
            <TextField
              name="apiKey"
              label={data.apiKey === 'stored' ? 'Replace key' : 'API key'}
              type="password"
              autoComplete="off"
              disabled={!data.canStoreKey}
              placeholder={data.apiKey === 'stored' ? 'Leave empty to keep the key set' : ''}
              error={errors.apiKey}
              description={
                data.canStoreKey
                  ? `${keyStateText[data.apiKey]} A key is write-only: it is never shown again.`
                  : `${keyStateText[data.apiKey]} The server has no AI_SETTINGS_KEY, so it cannot store a key; OPENAI_API_KEY is used when the base URL is the environment’s own.`
              }
            />
          </div>
          {data.apiKey === 'stored' || data.apiKey === 'unreadable' ? (
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" name="clearApiKey" className="size-4 accent-primary" />
              Remove the stored key
            </label>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** Switch between the built-in engine and an OpenAI-compatible provider; the key is write-only. */
export function ProviderForm() {
  const provider = useProvider();
  const update = useUpdateProvider();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [version, setVersion] = React.useState(0);
  const data = provider.data;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const openai = values.provider === 'openai';
    const parsed = updateAiProviderBodySchema.safeParse({
      provider: values.provider,
      ...(openai
        ? {
            baseUrl: values.baseUrl?.trim() ? values.baseUrl : null,
            model: values.model,
            ...(values.apiKey?.trim() ? { apiKey: values.apiKey } : {}),
            ...(values.clearApiKey === 'on' ? { clearApiKey: true } : {}),
          }
        : {}),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        // The typed key leaves the page: the form is drawn again from the saved settings.
        setVersion((n) => n + 1);
        toast.success('Provider saved: it answers the next request');
      },
      onError: (error) => toast.error(describeError(error)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Provider</CardTitle>
        <CardDescription>
          {data?.source === 'admin'
            ? 'Chosen here; it applies to the next request, without a restart. Every change is in the audit log.'
            : 'Set by the server’s environment (AI_PROVIDER, OPENAI_*) until you save a choice here.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {provider.isError ? <p role="alert">{describeError(provider.error)}</p> : null}
        {data ? (
          <form
            key={`${version}-${data.updatedAt ?? ''}`}
            noValidate
            onSubmit={onSubmit}
            className="grid gap-5 sm:grid-cols-2"
            aria-label="Provider"
          >
            <ProviderFields data={data} errors={errors} />
            {data.provider === 'openai' ? (
              <p className="text-sm text-muted-foreground sm:col-span-2">
                Context length:{' '}
                {data.contextLength === null
                  ? 'unknown until “Test connection” reads it; conversations are sent whole.'
                  : `${data.contextLength.toLocaleString()} tokens; longer conversations leave out their oldest messages.`}
              </p>
            ) : null}
            <div className="sm:col-span-2">
              <Button type="submit" loading={update.isPending}>
                Save provider
              </Button>
            </div>
          </form>
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
