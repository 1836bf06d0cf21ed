import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  formatUnreadCount,
  NotificationMenu,
  type NotificationMenuItem,
} from './notification-menu';
import { formatDate, formatRelativeTime } from './format-time';

const now = new Date('2026-11-21T12:00:00Z');

const notifications: NotificationMenuItem[] = [
  {
    id: 'n1',
    title: 'Generation finished',
    message: 'Your pricing table is ready.',
    createdAt: '2026-11-21T11:55:00Z',
    isRead: false,
  },
  {
    id: 'n2',
    title: 'Plan renewed',
    message: 'Your Pro plan renews on December 1.',
    createdAt: '2026-11-20T09:00:00Z',
    isRead: true,
  },
];

async function openMenu(name: string | RegExp) {
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name });
  trigger.focus();
  await user.keyboard('{Enter}');
  return { user, menu: await screen.findByRole('menu') };
}

describe('given unread notifications', () => {
  it('should name the trigger with the unread count', () => {
    render(<NotificationMenu notifications={notifications} now={now} />);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('should list them with their relative time and mark the unread one', async () => {
    render(<NotificationMenu notifications={notifications} now={now} />);
    await openMenu('Notifications, 1 unread');
    expect(screen.getByRole('menuitem', { name: /Unread: Generation finished/ })).toHaveTextContent(
      '5 minutes ago',
    );
    expect(screen.getByRole('menuitem', { name: /^Plan renewed/ })).toHaveTextContent('yesterday');
  });

  it('should mark a notification read when it is chosen', async () => {
    const onMarkRead = vi.fn();
    const onSelectNotification = vi.fn();
    render(
      <NotificationMenu
        notifications={notifications}
        now={now}
        onMarkRead={onMarkRead}
        onSelectNotification={onSelectNotification}
      />,
    );
    const { user } = await openMenu('Notifications, 1 unread');
    await user.click(screen.getByRole('menuitem', { name: /Generation finished/ }));
    expect(onMarkRead).toHaveBeenCalledWith('n1');
    expect(onSelectNotification).toHaveBeenCalledWith(notifications[0]);
  });

  it('should not mark an already read notification again', async () => {
    const onMarkRead = vi.fn();
    render(<NotificationMenu notifications={notifications} now={now} onMarkRead={onMarkRead} />);
    const { user } = await openMenu('Notifications, 1 unread');
    await user.click(screen.getByRole('menuitem', { name: /Plan renewed/ }));
    expect(onMarkRead).not.toHaveBeenCalled();
  });

  it('should call onMarkAllRead and stay open', async () => {
    const onMarkAllRead = vi.fn();
    render(
      <NotificationMenu notifications={notifications} now={now} onMarkAllRead={onMarkAllRead} />,
    );
    const { user } = await openMenu('Notifications, 1 unread');
    await user.click(screen.getByRole('menuitem', { name: 'Mark All Read' }));
    expect(onMarkAllRead).toHaveBeenCalledOnce();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});

describe('given more notifications than the menu lists', () => {
  it('should list the first five and count every unread one', async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      id: `n${index}`,
      title: `Component ${index + 1} saved`,
      message: 'It is now in your library.',
      createdAt: '2026-11-21T11:00:00Z',
      isRead: false,
    }));
    render(<NotificationMenu notifications={many} now={now} />);
    await openMenu('Notifications, 7 unread');
    expect(screen.getAllByRole('menuitem', { name: /Component \d saved/ })).toHaveLength(5);
  });
});

describe('given no notifications', () => {
  it('should say so, disable Mark All Read and still offer View All Notifications', async () => {
    const onViewAll = vi.fn();
    render(<NotificationMenu notifications={[]} now={now} onViewAll={onViewAll} />);
    const { user } = await openMenu('Notifications');
    expect(screen.getByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Mark All Read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'View All Notifications' }));
    expect(onViewAll).toHaveBeenCalledOnce();
  });
});

describe('given formatUnreadCount', () => {
  it('should cap the count at 9+', () => {
    expect(formatUnreadCount(3)).toBe('3');
    expect(formatUnreadCount(10)).toBe('9+');
  });
});

describe('given formatRelativeTime', () => {
  it('should describe recent times relatively and older ones by date', () => {
    expect(formatRelativeTime('2026-11-21T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-11-21T11:00:00Z', now)).toBe('1 hour ago');
    expect(formatRelativeTime('2026-11-18T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelativeTime('2026-11-01T12:00:00Z', now)).toBe(
      formatDate('2026-11-01T12:00:00Z'),
    );
    expect(formatDate('2026-11-01T23:30:00Z')).toBe('Nov 1, 2026');
  });
});
