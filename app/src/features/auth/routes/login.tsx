import * as React from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginBodySchema } from '@kiln/contract/auth';
import { Alert, AlertDescription, Button, toast } from '@kiln/design-system';
import { fieldErrors, formValues } from '../../../lib/form-errors';
import { QueryProvider } from '../../../lib/query';
import { metaForPath } from '../../../lib/seo';
import { session } from '../../../lib/session/app-session';
import { safeReturnUrl } from '../../../lib/session/return-url';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api/client';
import { useLogin } from '../api/post-login';
import { useSecondFactor } from '../api/post-second-factor';
import { authOutcome, type AuthSuccess } from '../auth-result';
import { AuthCard } from '../components/auth-card';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

export const LOGIN_FAILED = 'Login failed';

function LoginScreen() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const secondFactor = useSecondFactor();
  // Set when the password was right and the account asks for its authenticator code.
  const [challenge, setChallenge] = React.useState<string>();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [formError, setFormError] = React.useState<string>();
  const emergency = pathname.startsWith('/emergency-admin');
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl') ?? (emergency ? '/admin' : null));

  const onSignedIn = (value: AuthSuccess) => {
    session.signIn(value);
    toast.success(`Welcome back, ${value.user.firstName || value.user.email}`);
    void navigate(returnUrl, { replace: true });
  };

  const onSubmitCode = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { code } = formValues(event.currentTarget);
    if (!challenge || !code?.trim()) {
      setErrors({ code: 'Enter the code from your authenticator app' });
      return;
    }
    setErrors({});
    setFormError(undefined);
    secondFactor.mutate(
      { challenge, code },
      authOutcome(LOGIN_FAILED, { onFormError: setFormError, onSignedIn }),
    );
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(undefined);
    const outcome = authOutcome(LOGIN_FAILED, { onFormError: setFormError, onSignedIn });
    login.mutate(parsed.data, {
      ...outcome,
      onError: (error) => {
        const details =
          error instanceof ApiError ? (error.details as { challenge?: unknown }) : null;
        if (
          error instanceof ApiError &&
          error.code === 'SECOND_FACTOR_REQUIRED' &&
          typeof details?.challenge === 'string'
        ) {
          setChallenge(details.challenge);
          return;
        }
        outcome.onError(error);
      },
    });
  };

  return (
    <AuthCard
      title={emergency ? 'Administrator sign-in' : 'Sign in to Kiln'}
      description={
        emergency
          ? 'For Kiln administrators. Every sign-in here is recorded.'
          : 'Welcome back. Sign in to continue generating components.'
      }
      footer={
        <>
          New to Kiln?{' '}
          <Link className="text-link underline" to="/auth/signup">
            Create an account
          </Link>
        </>
      }
    >
      {challenge ? (
        <form
          noValidate
          onSubmit={onSubmitCode}
          className="flex flex-col gap-5"
          aria-label="Two-factor code"
        >
          <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
          <TextField
            name="code"
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={errors.code}
          />
          {formError ? (
            <Alert variant="destructive">
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <Button type="submit" loading={secondFactor.isPending}>
            Verify
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign in">
          <TextField
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          {formError ? (
            <Alert variant="destructive">
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <Button type="submit" loading={login.isPending}>
            Sign in
          </Button>
          <Link className="text-link text-sm underline" to="/auth/reset-password">
            Forgot your password?
          </Link>
        </form>
      )}
    </AuthCard>
  );
}

export default function Login() {
  return (
    <QueryProvider>
      <LoginScreen />
    </QueryProvider>
  );
}
