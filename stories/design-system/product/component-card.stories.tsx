import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComponentCard } from '@kiln/design-system';

const pricingTable = {
  id: 'c1',
  name: 'Pricing table',
  framework: 'angular' as const,
  description: 'Three tiers with a highlighted plan, monthly and yearly prices and a feature list.',
  updatedAt: '2026-11-03T10:00:00Z',
  tags: ['pricing', 'marketing', 'table'],
};

const meta = {
  title: 'Design System/Product/ComponentCard',
  component: ComponentCard,
  args: { component: pricingTable, onOpen: fn(), onExport: fn(), onDelete: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <ComponentCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ComponentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Actions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nov 3, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open Pricing table' }));
    await expect(args.onOpen).toHaveBeenCalledWith(pricingTable);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export Pricing table' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith(pricingTable);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onDelete).toHaveBeenCalledWith(pricingTable);
  },
};

export const ReactFramework: Story = {
  args: {
    component: {
      id: 'c2',
      name: 'Login form',
      framework: 'react',
      description: 'E-mail and password with validation messages.',
      updatedAt: '2026-10-28T16:30:00Z',
      tags: ['auth', 'form'],
    },
  },
};

export const Minimal: Story = {
  args: {
    component: { id: 'c3', name: 'Badge', framework: 'angular', updatedAt: '2026-11-20T08:00:00Z' },
    onOpen: undefined,
    onExport: undefined,
    onDelete: undefined,
  },
};

const longName = {
  ...pricingTable,
  id: 'c4',
  name: 'Responsive data table with sortable columns and sticky header',
  description:
    'Sortable columns, a sticky header, row selection with checkboxes, pagination of ten rows a page and an empty state for filters that match nothing.',
  tags: ['table', 'data', 'pagination', 'selection', 'responsive'],
};

/** Both frameworks, with and without description, tags and actions, and a long name. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {[
        { label: 'Angular, full', component: pricingTable, actions: true },
        {
          label: 'React, full',
          component: { ...pricingTable, id: 'c5', framework: 'react' as const },
          actions: true,
        },
        { label: 'Long content', component: longName, actions: true },
        { label: 'No actions', component: pricingTable, actions: false },
        {
          label: 'Name only',
          component: {
            id: 'c6',
            name: 'Badge',
            framework: 'angular' as const,
            updatedAt: '2026-11-20T08:00:00Z',
          },
          actions: true,
        },
      ].map((cell) => (
        <section key={cell.label} aria-label={cell.label} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{cell.label}</p>
          <ComponentCard
            component={cell.component}
            onOpen={cell.actions ? args.onOpen : undefined}
            onExport={cell.actions ? args.onExport : undefined}
            onDelete={cell.actions ? args.onDelete : undefined}
          />
        </section>
      ))}
    </div>
  ),
};
