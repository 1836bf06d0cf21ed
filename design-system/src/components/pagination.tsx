import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { cn } from '../lib/cn';
import { buttonVariants } from './button-variants';

export type PaginationRangeItem = number | 'start-ellipsis' | 'end-ellipsis';

export interface PaginationRangeOptions {
  page: number;
  pageCount: number;
  /** Pages shown on each side of the current one. */
  siblingCount?: number;
  /** Pages always shown at the start and at the end. */
  boundaryCount?: number;
}

const range = (start: number, end: number) =>
  Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);

/**
 * The pages to show, in order, with an ellipsis standing for each gap. An ellipsis only ever
 * replaces two or more pages and the number of items stays the same wherever the current page
 * is, so the control does not change width while paging.
 */
export function getPaginationRange({
  page,
  pageCount,
  siblingCount = 1,
  boundaryCount = 1,
}: PaginationRangeOptions): PaginationRangeItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(
    Math.min(current - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + siblingCount * 2 + 2),
    endPages.length > 0 ? endPages[0]! - 2 : count - 1,
  );
  const beforeSiblings: PaginationRangeItem[] =
    siblingsStart > boundaryCount + 2
      ? ['start-ellipsis']
      : boundaryCount + 1 < count - boundaryCount
        ? [boundaryCount + 1]
        : [];
  const afterSiblings: PaginationRangeItem[] =
    siblingsEnd < count - boundaryCount - 1
      ? ['end-ellipsis']
      : count - boundaryCount > boundaryCount
        ? [count - boundaryCount]
        : [];
  return [
    ...startPages,
    ...beforeSiblings,
    ...range(siblingsStart, siblingsEnd),
    ...afterSiblings,
    ...endPages,
  ];
}

export const paginationItemVariants = cva('tabular-nums', {
  variants: {
    size: {
      sm: 'h-8 min-w-8 px-2 text-sm',
      md: 'h-10 min-w-10 px-3 text-sm',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Every size by name, for stories and tests. */
export const paginationVariantOptions = { size: ['sm', 'md'] } as const;

export type PaginationProps = Omit<React.ComponentProps<'nav'>, 'onChange'> &
  VariantProps<typeof paginationItemVariants> &
  PaginationRangeOptions & {
    onPageChange: (page: number) => void;
    previousLabel?: string;
    nextLabel?: string;
    /** Accessible name of each page button, e.g. "Page 3". */
    getPageLabel?: (page: number) => string;
  };

const defaultPageLabel = (page: number) => `Page ${page}`;

/** Controlled paging: the app owns `page` and moves it when `onPageChange` is called. */
export function Pagination({
  className,
  size,
  page,
  pageCount,
  siblingCount,
  boundaryCount,
  onPageChange,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  getPageLabel = defaultPageLabel,
  'aria-label': ariaLabel = 'Pagination',
  ...props
}: PaginationProps) {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const items = getPaginationRange({
    page: current,
    pageCount: count,
    siblingCount,
    boundaryCount,
  });
  const resolvedSize = size ?? 'md';
  const buttonSize = resolvedSize === 'sm' ? 'sm' : 'md';
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= count) onPageChange(target);
  };

  return (
    <nav
      data-slot="pagination"
      data-size={resolvedSize}
      aria-label={ariaLabel}
      className={cn('flex w-full justify-center', className)}
      {...props}
    >
      <ul data-slot="pagination-content" className="flex flex-row flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            data-slot="pagination-previous"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
            className={cn(buttonVariants({ variant: 'ghost', size: buttonSize }), 'gap-1 pl-2')}
          >
            <ChevronLeft aria-hidden />
            <span>{previousLabel}</span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                data-slot="pagination-page"
                aria-label={getPageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
                className={cn(
                  buttonVariants({
                    variant: item === current ? 'outline' : 'ghost',
                    size: buttonSize,
                  }),
                  paginationItemVariants({ size }),
                )}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden data-slot="pagination-ellipsis">
              <span
                className={cn(
                  'flex items-center justify-center text-muted-foreground',
                  paginationItemVariants({ size }),
                )}
              >
                <Ellipsis className="size-4" />
              </span>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            data-slot="pagination-next"
            disabled={current >= count}
            onClick={() => go(current + 1)}
            className={cn(buttonVariants({ variant: 'ghost', size: buttonSize }), 'gap-1 pr-2')}
          >
            <span>{nextLabel}</span>
            <ChevronRight aria-hidden />
          </button>
        </li>
      </ul>
    </nav>
  );
}
