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
import { useRevokeSession, useSessions } from '../api/sessions';
import { deviceName } from '../device-name';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** The devices signed in to the account, each with its own sign-out. */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>Devices signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? <Skeleton className="h-24 w-full" /> : null}
        {sessions.isError ? <p role="alert">{describeError(sessions.error)}</p> : null}
        <ul className="flex flex-col divide-y divide-border" aria-label="Active sessions">
          {(sessions.data ?? []).map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {deviceName(entry.userAgent)}
                  {entry.current ? (
                    <span className="ml-2 text-sm text-muted-foreground">(this device)</span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {entry.ip ?? 'Unknown address'} · last used {when(entry.lastUsedAt)}
                </p>
              </div>
              {entry.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  loading={revoke.isPending && revoke.variables === entry.id}
                  onClick={() =>
                    revoke.mutate(entry.id, {
                      onSuccess: () => toast.success('Session signed out'),
                      onError: (error) => toast.error(describeError(error)),
                    })
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
