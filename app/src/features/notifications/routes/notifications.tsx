import * as React from 'react';
import type { Notification } from '@kiln/contract';
import {
  Badge,
  Button,
  EmptyState,
  Label,
  Pagination,
  Skeleton,
  Switch,
  formatRelativeTime,
  toast,
} from '@kiln/design-system';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { WidgetBoundary } from '../../../components/widget-boundary';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/put-notification-read';
import { useMarkAllNotificationsRead } from '../api/put-notifications-read-all';

/** Spec §9 page size. */
const PAGE_SIZE = 10;

function NotificationRow({
  notification,
  now,
  onMarkRead,
  onDelete,
}: {
  notification: Notification;
  now: Date;
  onMarkRead(): void;
  onDelete(): void;
}) {
  const id = React.useId();
  return (
    <li>
      <article
        aria-labelledby={id}
        className="flex flex-col gap-2 rounded-card border border-border bg-card p-4 text-card-foreground sm:flex-row sm:items-start sm:justify-between"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={id} className="text-base font-medium">
              {notification.title}
            </h2>
            {notification.isRead ? null : <Badge variant="primary">Unread</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">{notification.message}</p>
          <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
            {formatRelativeTime(notification.createdAt, now)}
          </time>
        </div>
        <div className="flex shrink-0 gap-2">
          {notification.isRead ? null : (
            <Button size="sm" variant="outline" onClick={onMarkRead}>
              Mark read
            </Button>
          )}
          <Button size="sm" variant="ghost" className="text-destructive" onClick={onDelete}>
            Delete
          </Button>
        </div>
      </article>
    </li>
  );
}

function NotificationsList() {
  const [page, setPage] = React.useState(1);
  const [unreadOnly, setUnreadOnly] = React.useState(false);
  const switchId = React.useId();
  const notifications = useNotifications({
    page,
    limit: PAGE_SIZE,
    ...(unreadOnly ? { unreadOnly: 'true' } : {}),
  });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const fetchedAt = notifications.dataUpdatedAt;
  const now = React.useMemo(() => new Date(fetchedAt), [fetchedAt]);
  const data = notifications.data;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={unreadOnly}
            onCheckedChange={(checked) => {
              setUnreadOnly(checked);
              setPage(1);
            }}
          />
          <Label htmlFor={switchId}>Unread only</Label>
        </div>
        <Button
          variant="outline"
          disabled={!data || data.unreadCount === 0 || markAllRead.isPending}
          onClick={() =>
            markAllRead.mutate(undefined, {
              onError: () => toast.error('The notifications could not be marked read'),
            })
          }
        >
          Mark all read
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {data ? `${data.unreadCount} unread` : 'Loading your notifications…'}
      </p>
      {!data ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState
          title={unreadOnly ? 'No unread notifications' : 'No notifications'}
          description="Notices about your usage, plan and account appear here."
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Notifications">
          {data.items.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              now={now}
              onMarkRead={() =>
                markRead.mutate(notification.id, {
                  onError: () => toast.error('The notification could not be marked read'),
                })
              }
              onDelete={() =>
                remove.mutate(notification.id, {
                  onSuccess: () => {
                    toast.success('Notification deleted');
                    // Deleting the only notice of a later page would leave it empty: step back one.
                    if (data.items.length === 1 && page > 1) setPage(page - 1);
                  },
                  onError: () => toast.error('The notification could not be deleted'),
                })
              }
            />
          ))}
        </ul>
      )}
      {data && data.pagination.totalPages > 1 ? (
        <Pagination
          aria-label="Notification pages"
          page={data.pagination.page}
          pageCount={data.pagination.totalPages}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}

export default function NotificationsScreen() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Workspace" title="Notifications">
        <p>Notices about your usage, your plan and your account.</p>
      </PageIntro>
      <WidgetBoundary name="Your notifications">
        <QueryProvider>
          <NotificationsList />
        </QueryProvider>
      </WidgetBoundary>
    </PageContainer>
  );
}
