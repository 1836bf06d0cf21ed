import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, getPaginationRange } from './pagination';

describe('given few pages', () => {
  it('should list every page without an ellipsis', () => {
    expect(getPaginationRange({ page: 3, pageCount: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('given many pages', () => {
  it('should end with an ellipsis near the start', () => {
    expect(getPaginationRange({ page: 2, pageCount: 20 })).toEqual([
      1,
      2,
      3,
      4,
      5,
      'end-ellipsis',
      20,
    ]);
  });

  it('should put an ellipsis on both sides in the middle', () => {
    expect(getPaginationRange({ page: 10, pageCount: 20 })).toEqual([
      1,
      'start-ellipsis',
      9,
      10,
      11,
      'end-ellipsis',
      20,
    ]);
  });

  it('should start with an ellipsis near the end', () => {
    expect(getPaginationRange({ page: 19, pageCount: 20 })).toEqual([
      1,
      'start-ellipsis',
      16,
      17,
      18,
      19,
      20,
    ]);
  });

  it('should keep the first, last and current pages, in order, at a constant length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        (rawPage, pageCount, siblingCount, boundaryCount) => {
          const page = Math.min(rawPage, pageCount);
          const items = getPaginationRange({ page, pageCount, siblingCount, boundaryCount });
          const pages = items.filter((item): item is number => typeof item === 'number');
          expect(pages).toContain(1);
          expect(pages).toContain(pageCount);
          expect(pages).toContain(page);
          expect(pages.every((value, index) => index === 0 || value > pages[index - 1]!)).toBe(
            true,
          );
          expect(items).toHaveLength(Math.min(pageCount, 2 * boundaryCount + 2 * siblingCount + 3));
        },
      ),
    );
  });
});

describe('given a Pagination', () => {
  it('should be a navigation landmark marking the current page', () => {
    render(<Pagination page={4} pageCount={10} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  });

  it('should ask for the page clicked, the previous and the next', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={4} pageCount={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[5], [3], [5]]);
  });

  it('should not ask for the page already shown', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={4} pageCount={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });
});

describe('given the first and the last page', () => {
  it('should disable previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
