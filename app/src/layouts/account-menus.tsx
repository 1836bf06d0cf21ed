import * as React from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@kiln/contract';
import { NotificationMenu, UserMenu } from '@kiln/design-system';
import { useNotifications } from '../features/notifications/api/get-notifications';
import { useMarkNotificationRead } from '../features/notifications/api/put-notification-read';
import { useMarkAllNotificationsRead } from '../features/notifications/api/put-notifications-read-all';
import { useServerTheme } from '../lib/preferences';
import { QueryProvider, queryClient } from '../lib/query';
import { displayName, planDisplay } from '../lib/session/display';
import { session } from '../lib/session/app-session';
import { homeHref, notificationsHref, userMenuHrefs } from '../navigation';

function Menus({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  useServerTheme(user.id);
  const plan = planDisplay(user);
  // The reference time for "5 minutes ago": when the list was fetched.
  const fetchedAt = notifications.dataUpdatedAt;
  const now = React.useMemo(() => new Date(fetchedAt), [fetchedAt]);

  const signOut = async () => {
    await session.logout();
    queryClient.clear();
    await navigate(homeHref);
  };

  return (
    <div className="flex items-center gap-1">
      <NotificationMenu
        notifications={notifications.data?.items ?? []}
        now={now}
        onMarkRead={(id) => markRead.mutate(id)}
        onMarkAllRead={() => markAllRead.mutate()}
        onViewAll={() => void navigate(notificationsHref)}
      />
      <UserMenu
        user={{ name: displayName(user), email: user.email, avatarUrl: user.avatar }}
        plan={plan.plan}
        usage={{ used: plan.used, limit: plan.limit }}
        isAdmin={isAdmin}
        onNavigate={(target) => void navigate(userMenuHrefs[target])}
        onSignOut={() => void signOut()}
      />
    </div>
  );
}

/** The signed-in header's notification and account menus, loaded only once someone signs in. */
export default function AccountMenus({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  return (
    <QueryProvider>
      <Menus user={user} isAdmin={isAdmin} />
    </QueryProvider>
  );
}
