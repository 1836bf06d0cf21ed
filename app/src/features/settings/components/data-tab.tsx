import * as React from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { formValues } from '../../../lib/form-errors';
import { queryClient } from '../../../lib/query';
import { session } from '../../../lib/session/app-session';
import { TextField } from '../../../components/text-field';
import { useDeleteAccount, useExportData } from '../api/account-data';

export const EXPORT_DONE = 'User data exported successfully';
export const EXPORT_FAILED = 'Failed to export user data';

const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
};

/** Export everything as JSON; delete the account after re-entering the password. */
export function DataTab() {
  const exporter = useExportData();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [error, setError] = React.useState<string>();

  const onExport = () =>
    exporter.mutate(undefined, {
      onSuccess: (data) => {
        download(`kiln-export-${data.exportedAt.slice(0, 10)}.json`, JSON.stringify(data, null, 2));
        toast.success(EXPORT_DONE);
      },
      onError: () => toast.error(EXPORT_FAILED),
    });

  const onDelete = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password } = formValues(event.currentTarget);
    setError(undefined);
    remove.mutate(
      { password: password ?? '' },
      {
        onSuccess: async () => {
          await session.logout();
          queryClient.clear();
          toast.success('Your account and its data have been deleted');
          await navigate('/');
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Export my data</CardTitle>
          <CardDescription>
            Everything your account owns, as one JSON file: profile, preferences, conversations,
            prompts, generations, invoices, sessions, messages and API key names.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onExport} loading={exporter.isPending}>
            Export my data
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Delete my account</CardTitle>
          <CardDescription>
            Removes the account and all its data for good. Enter your password to confirm.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={onDelete}
            className="flex flex-col gap-4"
            aria-label="Delete my account"
          >
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              error={error}
            />
            <div>
              <Button type="submit" variant="destructive" loading={remove.isPending}>
                Delete my account
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
