import * as React from 'react';
import { changePasswordBodySchema } from '@kiln/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@kiln/design-system';
import { ApiError } from '../../../lib/api/client';
import { fieldErrors, formValues } from '../../../lib/form-errors';
import { TextField } from '../../../components/text-field';
import { useChangePassword } from '../api/post-change-password';
import { passwordStrength } from '../password-strength';

export const PASSWORD_CHANGED = 'Password changed successfully';
export const PASSWORD_FAILED = 'Failed to change password';

/** Current, new and confirmed password; every other session is signed out by the server. */
export function PasswordCard() {
  const change = useChangePassword();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [candidate, setCandidate] = React.useState('');
  const strength = passwordStrength(candidate);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const parsed = changePasswordBodySchema.safeParse({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    const mismatch: Record<string, string> =
      values.newPassword !== values.confirmPassword
        ? { confirmPassword: 'The two new passwords differ' }
        : {};
    if (!parsed.success || mismatch.confirmPassword) {
      setErrors({ ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...mismatch });
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(PASSWORD_CHANGED);
        form.reset();
        setCandidate('');
      },
      onError: (error) => {
        toast.error(PASSWORD_FAILED);
        if (error instanceof ApiError && error.status === 400) {
          const details = error.details as { fields?: { path: string; message: string }[] };
          setErrors(Object.fromEntries((details?.fields ?? []).map((f) => [f.path, f.message])));
        }
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs out every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-5"
          aria-label="Change password"
        >
          <TextField
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <TextField
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.newPassword}
            description={
              candidate
                ? `Strength: ${strength}`
                : 'At least 8 characters; a long passphrase is best.'
            }
            onChange={(event) => setCandidate(event.currentTarget.value)}
          />
          <TextField
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          <div>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
