import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  type TableSortDirection,
} from '@kiln/design-system';

interface SavedComponent {
  name: string;
  framework: 'Angular' | 'React';
  generations: number;
  updated: string;
}

const components: SavedComponent[] = [
  { name: 'Pricing card', framework: 'Angular', generations: 4, updated: '2026-03-14' },
  { name: 'Login form', framework: 'Angular', generations: 7, updated: '2026-02-02' },
  { name: 'Data grid', framework: 'React', generations: 2, updated: '2026-04-21' },
  { name: 'Avatar stack', framework: 'React', generations: 1, updated: '2026-01-09' },
];

type SortKey = 'name' | 'generations';

function SortableComponentsTable({
  onSortChange,
}: {
  onSortChange: (key: SortKey, direction: TableSortDirection) => void;
}) {
  const [sort, setSort] = React.useState<{ key: SortKey; direction: 'ascending' | 'descending' }>({
    key: 'name',
    direction: 'ascending',
  });
  const sorted = [...components].sort((a, b) => {
    const order =
      sort.key === 'name' ? a.name.localeCompare(b.name) : a.generations - b.generations;
    return sort.direction === 'ascending' ? order : -order;
  });
  const sortBy = (key: SortKey) => {
    const direction =
      sort.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending';
    setSort({ key, direction });
    onSortChange(key, direction);
  };
  const directionOf = (key: SortKey): TableSortDirection =>
    sort.key === key ? sort.direction : 'none';

  return (
    <Table>
      <TableCaption>Saved components</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead sort={directionOf('name')} onSort={() => sortBy('name')}>
            Name
          </TableHead>
          <TableHead>Framework</TableHead>
          <TableHead
            sort={directionOf('generations')}
            onSort={() => sortBy('generations')}
            className="text-right"
          >
            Generations
          </TableHead>
          <TableHead>Updated</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((component) => (
          <TableRow key={component.name}>
            <TableCell className="font-medium">{component.name}</TableCell>
            <TableCell>{component.framework}</TableCell>
            <TableCell className="text-right tabular-nums">{component.generations}</TableCell>
            <TableCell>{component.updated}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2}>Total</TableCell>
          <TableCell className="text-right tabular-nums">
            {components.reduce((sum, component) => sum + component.generations, 0)}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableFooter>
    </Table>
  );
}

const meta = {
  title: 'Design System/Table',
  component: SortableComponentsTable,
  args: { onSortChange: fn() },
} satisfies Meta<typeof SortableComponentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SortsByColumn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const names = () =>
      canvas
        .getAllByRole('row')
        .slice(1, -1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Generations' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await expect(names()).toEqual(['Avatar stack', 'Data grid', 'Login form', 'Pricing card']);
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(names()).toEqual(['Pricing card', 'Login form', 'Data grid', 'Avatar stack']);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Generations' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Generations' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await expect(args.onSortChange).toHaveBeenLastCalledWith('generations', 'ascending');
  },
};

export const ScrollsOnNarrowScreens: Story = {
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The scroll region exists once the table is measured as wider than its container.
    const region = await canvas.findByRole('region', { name: 'Saved components' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

const states = ['default', 'selected', 'with caption and footer'] as const;

/** Plain, sortable (each direction) and selected rows; caption and footer. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-8">
      {states.map((state) => (
        <section key={state} aria-label={state} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{state}</p>
          <Table aria-label={`Components, ${state}`}>
            {state === 'with caption and footer' ? (
              <TableCaption>Saved components ({state})</TableCaption>
            ) : null}
            <TableHeader>
              <TableRow>
                <TableHead sort="ascending">Name</TableHead>
                <TableHead sort="descending">Framework</TableHead>
                <TableHead sort="none" className="text-right">
                  Generations
                </TableHead>
                <TableHead>Updated</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {components.slice(0, 2).map((component, index) => (
                <TableRow
                  key={component.name}
                  data-state={state === 'selected' && index === 0 ? 'selected' : undefined}
                >
                  <TableCell className="font-medium">{component.name}</TableCell>
                  <TableCell>{component.framework}</TableCell>
                  <TableCell className="text-right tabular-nums">{component.generations}</TableCell>
                  <TableCell>{component.updated}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            {state === 'with caption and footer' ? (
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={2}>Total</TableCell>
                  <TableCell className="text-right tabular-nums">11</TableCell>
                  <TableCell />
                </TableRow>
              </TableFooter>
            ) : null}
          </Table>
        </section>
      ))}
    </div>
  ),
};
