import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsageTrendChart, type UsageTrendPoint } from '@kiln/design-system';

/** Consecutive calendar days from a fixed start, so the story renders the same every day. */
const days = (values: readonly number[], start = '2026-11-01'): UsageTrendPoint[] =>
  values.map((value, index) => ({
    date: new Date(Date.parse(`${start}T00:00:00Z`) + index * 86_400_000)
      .toISOString()
      .slice(0, 10),
    value,
  }));

const week = days([1, 3, 0, 4, 2, 6, 1]);

const meta = {
  title: 'Design System/Product/UsageTrendChart',
  component: UsageTrendChart,
  args: { title: 'Generations per day', points: week, unit: 'generations' },
  render: (args) => (
    <div className="max-w-xl">
      <UsageTrendChart {...args} />
    </div>
  ),
} satisfies Meta<typeof UsageTrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: 'Generations per day: 17 generations from Nov 1 to Nov 7; the most, 6, on Nov 6.',
      }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Generations per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(canvasElement.querySelectorAll('[data-slot="usage-trend-bar"]')).toHaveLength(7);
  },
};

export const Empty: Story = {
  args: { points: days([0, 0, 0, 0, 0, 0, 0]) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: 'Generations per day: No generations from Nov 1 to Nov 7.',
      }),
    ).toBeVisible();
  },
};

const cells: { label: string; points: UsageTrendPoint[] }[] = [
  { label: '7 days', points: week },
  { label: '30 days', points: days(Array.from({ length: 30 }, (_, i) => (i * 7) % 5)) },
  {
    label: '90 days',
    points: days(Array.from({ length: 90 }, (_, i) => (i % 9 === 0 ? 8 : i % 3))),
  },
  { label: 'Nothing used', points: days([0, 0, 0, 0, 0, 0, 0]) },
  { label: 'One busy day', points: days([0, 0, 0, 40, 0, 0, 0]) },
  { label: 'No days', points: [] },
];

/** Every period length, an empty period, a spike and no data at all. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid max-w-4xl gap-6 sm:grid-cols-2">
      {cells.map((cell) => (
        <section key={cell.label} aria-label={cell.label} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{cell.label}</p>
          <UsageTrendChart {...args} title={`Generations, ${cell.label}`} points={cell.points} />
        </section>
      ))}
    </div>
  ),
};
