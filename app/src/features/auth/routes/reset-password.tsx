import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { passwordResetRequestBodySchema, passwordSchema } from '@kiln/contract';
import { Alert, AlertDescription, Button } from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { fieldErrors, formValues } from '../../../lib/form-errors';
import { QueryProvider } from '../../../lib/query';
import { metaForPath } from '../../../lib/seo';
import { session } from '../../../lib/session/app-session';
import { TextField } from '../../../components/text-field';
import { useRequestReset, useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

const signInLink = (
  <Link className="text-link underline" to="/auth/login">
    Back to sign in
  </Link>
);

function RequestForm() {
  const request = useRequestReset();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = passwordResetRequestBodySchema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    request.mutate(parsed.data);
  };
  if (request.data)
    return (
      <Alert variant="success">
        <AlertDescription>{request.data.data.message}</AlertDescription>
      </Alert>
    );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label="Reset password"
    >
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      {request.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{describeError(request.error)}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" loading={request.isPending}>
        Send me a reset link
      </Button>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = passwordSchema.safeParse(values.newPassword);
    if (!parsed.success) {
      setErrors({ newPassword: parsed.error.issues[0]?.message ?? 'Choose another password' });
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      setErrors({ confirmPassword: 'The two passwords differ' });
      return;
    }
    setErrors({});
    // The reset signs out every session, this browser's included.
    reset.mutate({ token, newPassword: parsed.data }, { onSuccess: () => void session.logout() });
  };
  if (reset.data)
    return (
      <Alert variant="success">
        <AlertDescription>{reset.data.data.message}</AlertDescription>
      </Alert>
    );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label="Choose a new password"
    >
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPassword}
      />
      <TextField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      {reset.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{describeError(reset.error)}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" loading={reset.isPending}>
        Set new password
      </Button>
    </form>
  );
}

function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      title={token ? 'Choose a new password' : 'Reset your password'}
      description={
        token
          ? 'The link works once, for 30 minutes. Every device will be signed out.'
          : 'We e-mail you a link to choose a new password.'
      }
      footer={signInLink}
    >
      {token ? <NewPasswordForm token={token} /> : <RequestForm />}
    </AuthCard>
  );
}

export default function ResetPassword() {
  return (
    <QueryProvider>
      <ResetPasswordScreen />
    </QueryProvider>
  );
}
