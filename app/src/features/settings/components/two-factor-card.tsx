import * as React from 'react';
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
import { formValues } from '../../../lib/form-errors';
import { TextField } from '../../../components/text-field';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnrolTwoFactor,
  useTwoFactor,
} from '../api/two-factor';

/** Two-factor sign-in: enrol with a QR code, confirm with a first code, keep the recovery codes. */
export function TwoFactorCard() {
  const status = useTwoFactor();
  const enrol = useEnrolTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = React.useState<string[]>();
  const [error, setError] = React.useState<string>();

  const onConfirm = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { code } = formValues(event.currentTarget);
    setError(undefined);
    confirm.mutate(code ?? '', {
      onSuccess: (codes) => {
        setRecoveryCodes(codes);
        enrol.reset();
        toast.success('Two-factor sign-in is on');
      },
      onError: (failure) => setError(describeError(failure)),
    });
  };

  const onDisable = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password } = formValues(event.currentTarget);
    setError(undefined);
    disable.mutate(password ?? '', {
      onSuccess: () => {
        setRecoveryCodes(undefined);
        toast.success('Two-factor sign-in is off');
      },
      onError: (failure) => setError(describeError(failure)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
        <CardDescription>
          Sign-in also asks for a code from an authenticator app (TOTP).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isPending ? <Skeleton className="h-16 w-full" /> : null}
        {recoveryCodes ? (
          <Alert variant="warning">
            <AlertDescription>
              <p className="mb-2 font-semibold">
                Keep these recovery codes somewhere safe. Each works once, and they are shown only
                now.
              </p>
              <ul className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Recovery codes">
                {recoveryCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        ) : null}
        {status.data?.enabled ? (
          <form
            noValidate
            onSubmit={onDisable}
            className="flex flex-col gap-4"
            aria-label="Turn two-factor sign-in off"
          >
            <p>On · {status.data.recoveryCodesLeft} recovery codes left.</p>
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
            />
            <div>
              <Button type="submit" variant="outline" loading={disable.isPending}>
                Turn off
              </Button>
            </div>
          </form>
        ) : null}
        {status.data && !status.data.enabled && !enrol.data ? (
          <div>
            <Button
              loading={enrol.isPending}
              onClick={() =>
                enrol.mutate(undefined, { onError: (failure) => setError(describeError(failure)) })
              }
            >
              Set up two-factor sign-in
            </Button>
          </div>
        ) : null}
        {enrol.data ? (
          <form
            noValidate
            onSubmit={onConfirm}
            className="flex flex-col gap-4"
            aria-label="Confirm two-factor sign-in"
          >
            <p>Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
            <img
              src={enrol.data.qrCode}
              alt="QR code for your authenticator app"
              width={220}
              height={220}
            />
            <p className="text-sm text-muted-foreground">
              Or enter this key by hand:{' '}
              <code className="font-mono break-all">{enrol.data.secret}</code>
            </p>
            <TextField
              name="code"
              label="Authenticator code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
            <div>
              <Button type="submit" loading={confirm.isPending}>
                Turn on
              </Button>
            </div>
          </form>
        ) : null}
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
