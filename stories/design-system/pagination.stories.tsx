import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, paginationVariantOptions, type PaginationProps } from '@kiln/design-system';

// Pagination is controlled: this wrapper plays the app, keeping the page and reporting each move.
function ControlledPagination({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = React.useState(initialPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design System/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, size: 'md', onPageChange: fn() },
  argTypes: {
    size: { control: 'select', options: paginationVariantOptions.size },
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
  },
  render: (args) => <ControlledPagination key={`${args.page}-${args.pageCount}`} {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CallsOnPageChange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 12' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await expect(args.onPageChange).toHaveBeenCalledTimes(4);
  },
};

export const KeyboardOperable: Story = {
  args: { page: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

const pages = [1, 5, 12] as const;

/** Every size × position (first, middle, last page), and a short range without ellipsis. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-6">
      {paginationVariantOptions.size.map((size) => (
        <section key={size} aria-label={size} className="grid gap-3">
          <p className="text-sm font-medium text-muted-foreground">{size}</p>
          {pages.map((page) => (
            <Pagination
              key={page}
              size={size}
              page={page}
              pageCount={12}
              onPageChange={() => {}}
              aria-label={`Pagination ${size}, page ${page} of 12`}
            />
          ))}
          <Pagination
            size={size}
            page={2}
            pageCount={4}
            onPageChange={() => {}}
            aria-label={`Pagination ${size}, page 2 of 4`}
          />
        </section>
      ))}
    </div>
  ),
};
