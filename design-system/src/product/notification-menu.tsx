import type * as React from 'react';
import { Bell, CheckCheck } from 'lucide-react';
import { cn } from '../lib/cn';
import { buttonVariants } from '../components/button-variants';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/dropdown-menu';
import { formatRelativeTime } from './format-time';

export type NotificationMenuItem = {
  id: string;
  title: string;
  message: string;
  createdAt: Date | string;
  isRead: boolean;
};

/** The trigger's accessible name: "Notifications", or "Notifications, 2 unread". */
export function getNotificationTriggerLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The count shown on the bell; large counts are capped so the badge keeps its size. */
export function formatUnreadCount(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}

/** The menu lists the latest few; a longer list would need a scroll area inside the menu. */
export const NOTIFICATION_MENU_MAX_ITEMS = 5;

export type NotificationMenuProps = {
  notifications: readonly NotificationMenuItem[];
  /** The reference time for "5 minutes ago", passed in so rendering never depends on the clock. */
  now: Date;
  /** Overrides the relative time, for another locale or an absolute format. */
  formatTime?: (createdAt: Date | string) => string;
  /** Called when an unread notification is chosen. */
  onMarkRead?: (id: string) => void;
  onMarkAllRead?: () => void;
  /** Called with any chosen notification, read or not, after `onMarkRead`. */
  onSelectNotification?: (notification: NotificationMenuItem) => void;
  onViewAll?: () => void;
  /** How many notifications the menu lists, in the order given; View All Notifications leads to the rest. */
  maxItems?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Whether the open menu makes the rest of the page inert; on by default, as for any menu. */
  modal?: boolean;
  className?: string;
};

/** The bell in the header: unread count, the latest notifications, Mark All Read and View All. */
export function NotificationMenu({
  notifications,
  now,
  formatTime = (createdAt) => formatRelativeTime(createdAt, now),
  onMarkRead,
  onMarkAllRead,
  onSelectNotification,
  onViewAll,
  maxItems = NOTIFICATION_MENU_MAX_ITEMS,
  open,
  defaultOpen,
  onOpenChange,
  modal,
  className,
}: NotificationMenuProps) {
  const unread = notifications.filter((notification) => !notification.isRead).length;

  return (
    <DropdownMenu open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      <DropdownMenuTrigger
        data-slot="notification-menu-trigger"
        aria-label={getNotificationTriggerLabel(unread)}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative', className)}
      >
        <Bell aria-hidden />
        {unread > 0 ? (
          // The count is drawn by CSS: the accessible name already says it in words, and a capped
          // "9+" as text would contradict the exact number in that name.
          <span
            aria-hidden
            data-slot="notification-menu-count"
            data-count={formatUnreadCount(unread)}
            className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-pill bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground after:content-[attr(data-count)]"
          />
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent data-slot="notification-menu-content" align="end" className="w-80">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel className="text-sm font-semibold">Notifications</DropdownMenuLabel>
          <DropdownMenuItem
            data-slot="notification-menu-mark-all"
            disabled={unread === 0}
            // Marking all read keeps the list open, so the change is visible where it happened.
            onSelect={(event) => {
              event.preventDefault();
              onMarkAllRead?.();
            }}
            className="text-xs"
          >
            <CheckCheck aria-hidden />
            Mark All Read
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator />
        {notifications.length === 0 ? (
          <p
            data-slot="notification-menu-empty"
            className="px-2 py-6 text-center text-sm text-muted-foreground"
          >
            No notifications
          </p>
        ) : (
          <div data-slot="notification-menu-list">
            {notifications.slice(0, maxItems).map((notification) => (
              <DropdownMenuItem
                key={notification.id}
                data-slot="notification-menu-item"
                data-state={notification.isRead ? 'read' : 'unread'}
                onSelect={() => {
                  if (!notification.isRead) onMarkRead?.(notification.id);
                  onSelectNotification?.(notification);
                }}
                className="items-start gap-3 py-2"
              >
                <span
                  aria-hidden
                  className={cn(
                    'mt-1.5 size-2 shrink-0 rounded-pill',
                    notification.isRead ? 'bg-transparent' : 'bg-primary',
                  )}
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span
                    className={cn('text-sm', notification.isRead ? 'font-normal' : 'font-semibold')}
                  >
                    {notification.isRead ? null : (
                      <>
                        <span className="sr-only">Unread:</span>{' '}
                      </>
                    )}
                    {notification.title}
                  </span>
                  <span className="line-clamp-2 text-xs text-muted-foreground">
                    {notification.message}
                  </span>
                  <time
                    dateTime={new Date(notification.createdAt).toISOString()}
                    className="text-xs text-muted-foreground"
                  >
                    {formatTime(notification.createdAt)}
                  </time>
                </span>
              </DropdownMenuItem>
            ))}
          </div>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          data-slot="notification-menu-view-all"
          onSelect={() => onViewAll?.()}
          className="justify-center font-medium"
        >
          View All Notifications
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
