import * as React from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signupBodySchema } from '@kiln/contract/auth';
import { Alert, AlertDescription, Button, toast } from '@kiln/design-system';
import { fieldErrors, formValues } from '../../../lib/form-errors';
import { QueryProvider } from '../../../lib/query';
import { metaForPath } from '../../../lib/seo';
import { session } from '../../../lib/session/app-session';
import { safeReturnUrl } from '../../../lib/session/return-url';
import { TextField } from '../../../components/text-field';
import { useSignup } from '../api/post-signup';
import { authOutcome } from '../auth-result';
import { AuthCard } from '../components/auth-card';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

export const SIGNUP_FAILED = 'Signup failed';

function SignupScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signup = useSignup();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [formError, setFormError] = React.useState<string>();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = signupBodySchema.safeParse({
      ...values,
      company: values.company?.trim() ? values.company : undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(undefined);
    signup.mutate(
      parsed.data,
      authOutcome(SIGNUP_FAILED, {
        onFormError: setFormError,
        onSignedIn: (value) => {
          session.signIn(value);
          toast.success('Your Kiln account is ready');
          void navigate(returnUrl, { replace: true });
        },
      }),
    );
  };

  return (
    <AuthCard
      title="Create your Kiln account"
      description="Ten free generations every 30 days. No card needed."
      footer={
        <>
          Already have an account?{' '}
          <Link className="text-link underline" to="/auth/login">
            Sign in
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label="Create account"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            error={errors.firstName}
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            error={errors.lastName}
          />
        </div>
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
          autoComplete="new-password"
          required
          error={errors.password}
          description="At least 8 characters."
        />
        <TextField
          name="company"
          label="Company"
          autoComplete="organization"
          error={errors.company}
        />
        {formError ? (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}
        <Button type="submit" loading={signup.isPending}>
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}

export default function Signup() {
  return (
    <QueryProvider>
      <SignupScreen />
    </QueryProvider>
  );
}
