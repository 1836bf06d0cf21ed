import * as React from 'react';
import { updateAiGuardsBodySchema } from '@kiln/contract';
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
import { useGuards, useUpdateGuards } from '../api/ai-guards';

/** The guard rules every AI request must pass, applied on the next request. */
export function GuardsCard() {
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
