import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription, Spinner } from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { QueryProvider } from '../../../lib/query';
import { metaForPath } from '../../../lib/seo';
import { useVerifyEmail } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  React.useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  return (
    <AuthCard
      title="Confirm your e-mail address"
      description="One click and your address is confirmed."
      footer={
        <Link className="text-link underline" to="/dashboard">
          Go to your dashboard
        </Link>
      }
    >
      {verify.isPending ? <Spinner label="Confirming…" /> : null}
      {verify.data ? (
        <Alert variant="success">
          <AlertDescription>{verify.data.data.message}</AlertDescription>
        </Alert>
      ) : null}
      {verify.isError || !token ? (
        <Alert variant="destructive">
          <AlertDescription>
            {token
              ? describeError(verify.error)
              : 'This link is not valid. Ask for a new one from Settings.'}
          </AlertDescription>
        </Alert>
      ) : null}
    </AuthCard>
  );
}

export default function VerifyEmail() {
  return (
    <QueryProvider>
      <VerifyEmailScreen />
    </QueryProvider>
  );
}
