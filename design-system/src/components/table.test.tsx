import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

function ComponentsTable({
  sort,
  onSort,
}: {
  sort?: 'ascending' | 'descending' | 'none';
  onSort?: () => void;
}) {
  return (
    <Table>
      <TableCaption>Saved components</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead sort={sort} onSort={onSort}>
            Name
          </TableHead>
          <TableHead>Framework</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>Pricing card</TableCell>
          <TableCell>Angular</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

describe('given a Table with a sortable column', () => {
  it('should expose the sort on the column header and sort through a button', async () => {
    const onSort = vi.fn();
    render(<ComponentsTable sort="ascending" onSort={onSort} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it('should say the column is unsorted when no direction is given', () => {
    render(<ComponentsTable onSort={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
  });
});

describe('given a Table without sorting', () => {
  it('should render plain column headers named by the caption', () => {
    render(<ComponentsTable />);
    expect(screen.getByRole('table', { name: 'Saved components' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Framework' })).not.toHaveAttribute(
      'aria-sort',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
