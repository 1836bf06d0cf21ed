import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationMenu, type NotificationMenuItem } from '@kiln/design-system';

const now = new Date('2026-11-21T12:00:00Z');

const notifications: NotificationMenuItem[] = [
  {
    id: 'n1',
    title: 'Generation finished',
    message: 'Your pricing table with three tiers is ready to preview.',
    createdAt: '2026-11-21T11:55:00Z',
    isRead: false,
  },
  {
    id: 'n2',
    title: 'Usage at 80 %',
    message: 'You have used 8 of your 10 generations this period.',
    createdAt: '2026-11-21T09:10:00Z',
    isRead: false,
  },
  {
    id: 'n3',
    title: 'Plan renewed',
    message: 'Your Pro plan renews on December 1.',
    createdAt: '2026-11-14T08:00:00Z',
    isRead: true,
  },
];

/** Holds the list like the app would, so marking read shows its effect. */
function StatefulNotificationMenu(props: React.ComponentProps<typeof NotificationMenu>) {
  const [items, setItems] = React.useState(props.notifications);
  return (
    <NotificationMenu
      {...props}
      notifications={items}
      onMarkRead={(id) => {
        props.onMarkRead?.(id);
        setItems((current) =>
          current.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
        );
      }}
      onMarkAllRead={() => {
        props.onMarkAllRead?.();
        setItems((current) => current.map((item) => ({ ...item, isRead: true })));
      }}
    />
  );
}

const meta = {
  title: 'Design System/Product/NotificationMenu',
  component: NotificationMenu,
  args: {
    notifications,
    now,
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onSelectNotification: fn(),
    onViewAll: fn(),
  },
  render: (args) => (
    <div className="flex min-h-[28rem] justify-end">
      <StatefulNotificationMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MarkAllRead: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Notifications, 2 unread' });

    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: /Unread: Generation finished/ }),
    ).toHaveTextContent('5 minutes ago');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark All Read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    // The open menu hides the rest of the page from assistive technology, hence `hidden`.
    await expect(
      canvas.getByRole('button', { name: 'Notifications', hidden: true }),
    ).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Mark All Read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

export const ClickMarksRead: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await page.findByRole('menuitem', { name: /Usage at 80 %/ }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n2');
    await expect(canvas.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Notifications' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText('No notifications')).toBeVisible();
    await userEvent.click(page.getByRole('menuitem', { name: 'View All Notifications' }));
    await expect(args.onViewAll).toHaveBeenCalledOnce();
  },
};

export const OpenList: Story = {
  // Non-modal so the open list can be checked and screenshotted without the page being made inert.
  args: { defaultOpen: true, modal: false },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getByRole('menuitem', { name: /^Plan renewed/ })).toHaveTextContent(
      'Nov 14, 2026',
    );
  },
};

export const OpenWithManyUnread: Story = {
  args: {
    defaultOpen: true,
    modal: false,
    notifications: Array.from({ length: 12 }, (_, index) => ({
      id: `n${index}`,
      title: `Component ${index + 1} saved`,
      message: 'It is now in your library.',
      createdAt: new Date(now.getTime() - (index + 1) * 3_600_000).toISOString(),
      isRead: false,
    })),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications, 12 unread' });
    const count = trigger.querySelector('[data-slot="notification-menu-count"]');
    await expect(count).toHaveAttribute('data-count', '9+');
    await expect(getComputedStyle(count!, '::after').content).toBe('"9+"');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(
      within(menu).getAllByRole('menuitem', { name: /Component \d+ saved/ }),
    ).toHaveLength(5);
  },
};

/** Trigger states side by side: none, some and many unread (the open list is covered by the stories above). */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex gap-8">
      {[
        { label: 'No notifications', items: [] },
        { label: 'All read', items: notifications.map((item) => ({ ...item, isRead: true })) },
        { label: 'Two unread', items: notifications },
        {
          label: 'Twelve unread',
          items: Array.from({ length: 12 }, (_, index) => ({
            ...notifications[0]!,
            id: `m${index}`,
          })),
        },
      ].map((cell) => (
        <section
          key={cell.label}
          aria-label={cell.label}
          className="flex flex-col items-center gap-2"
        >
          <p className="text-sm font-medium text-muted-foreground">{cell.label}</p>
          <NotificationMenu {...args} notifications={cell.items} />
        </section>
      ))}
    </div>
  ),
};
