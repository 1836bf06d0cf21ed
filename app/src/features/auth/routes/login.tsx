import * as React from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginBodySchema } from '@kiln/contract/auth';
import { Alert, AlertDescription, Button, toast } from '@kiln/design-system';
import { fieldErrors, formValues } from '../../../lib/form-errors';
import { QueryProvider } from '../../../lib/query';
import { metaForPath } from '../../../lib/seo';
import { session } from '../../../lib/session/app-session';
import { safeReturnUrl } from '../../../lib/session/return-url';
import { TextField } from '../../../lib/text-field';
import { useLogin } from '../api/post-login';
import { authOutcome } from '../auth-result';
import { AuthCard } from '../components/auth-card';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../lib/route-error-boundary';

export const LOGIN_FAILED = 'Login failed';

function LoginScreen() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [formError, setFormError] = React.useState<string>();
  const emergency = pathname.startsWith('/emergency-admin');
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl') ?? (emergency ? '/admin' : null));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(undefined);
    login.mutate(
      parsed.data,
      authOutcome(LOGIN_FAILED, {
        onFormError: setFormError,
        onSignedIn: (value) => {
          session.signIn(value);
          toast.success(`Welcome back, ${value.user.firstName || value.user.email}`);
          void navigate(returnUrl, { replace: true });
        },
      }),
    );
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
      </form>
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
