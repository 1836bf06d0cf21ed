import * as React from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../lib/cn';

interface TableContextValue {
  captionId: string;
  /** A caption announces its id so the scroll region can be named by it; returns the unregister. */
  registerCaption: (id: string) => () => void;
}

const TableContext = React.createContext<TableContextValue | null>(null);

export type TableProps = React.ComponentProps<'table'> & {
  /** Classes for the scroll container around the table. */
  containerClassName?: string;
};

/**
 * A data table inside a container that scrolls sideways on narrow screens. While it overflows,
 * the container becomes a focusable region named by the caption, so keyboard users can scroll it.
 */
export function Table({ className, containerClassName, ...props }: TableProps) {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = React.useState(false);
  const [labelledBy, setLabelledBy] = React.useState<string | null>(null);
  const captionId = React.useId();

  React.useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(container.scrollWidth > container.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    if (container.firstElementChild) observer.observe(container.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const context = React.useMemo<TableContextValue>(
    () => ({
      captionId,
      registerCaption: (id) => {
        setLabelledBy(id);
        return () => setLabelledBy((current) => (current === id ? null : current));
      },
    }),
    [captionId],
  );

  const region = overflowing
    ? {
        role: 'region',
        tabIndex: 0,
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': props['aria-label'] }),
      }
    : {};

  return (
    <TableContext value={context}>
      <div
        ref={containerRef}
        data-slot="table-container"
        className={cn(
          'relative w-full overflow-x-auto rounded-control outline-none focus-visible:ring-2 focus-visible:ring-ring',
          containerClassName,
        )}
        {...region}
      >
        <table
          data-slot="table"
          className={cn('w-full caption-bottom text-sm text-foreground', className)}
          {...props}
        />
      </div>
    </TableContext>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&_tr:last-child]:border-0', className)}
      {...props}
    />
  );
}

export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn(
        'border-t border-border bg-muted/50 font-medium [&>tr]:last:border-b-0',
        className,
      )}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

export type TableSortDirection = 'ascending' | 'descending' | 'none';

export type TableHeadProps = React.ComponentProps<'th'> & {
  /** Current sort of this column; giving it (or `onSort`) makes the header a sort button. */
  sort?: TableSortDirection;
  /** Called when the person asks to sort by this column; the app decides the next direction. */
  onSort?: () => void;
};

const sortIcons = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown } as const;

export function TableHead({
  className,
  sort,
  onSort,
  scope = 'col',
  children,
  ...props
}: TableHeadProps) {
  const sortable = sort !== undefined || onSort !== undefined;
  const SortIcon = sortIcons[sort ?? 'none'];
  return (
    <th
      data-slot="table-head"
      scope={scope}
      aria-sort={sortable ? (sort ?? 'none') : undefined}
      className={cn(
        'h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        '[&:has([role=checkbox])]:pr-0',
        sortable && 'px-1',
        className,
      )}
      {...props}
    >
      {sortable ? (
        <button
          type="button"
          data-slot="table-sort-button"
          onClick={onSort}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-control px-2 font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
            'outline-none focus-visible:ring-2 focus-visible:ring-ring',
            sort === 'ascending' || sort === 'descending' ? 'text-foreground' : undefined,
          )}
        >
          {children}
          <SortIcon
            aria-hidden
            className={cn(
              'size-3.5',
              sort === 'none' || sort === undefined ? 'opacity-60' : undefined,
            )}
          />
        </button>
      ) : (
        children
      )}
    </th>
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn(
        'px-3 py-2.5 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0',
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, id, ...props }: React.ComponentProps<'caption'>) {
  const context = React.use(TableContext);
  const captionId = id ?? context?.captionId;
  const registerCaption = context?.registerCaption;
  React.useEffect(
    () => (captionId ? registerCaption?.(captionId) : undefined),
    [registerCaption, captionId],
  );
  return (
    <caption
      data-slot="table-caption"
      id={captionId}
      className={cn('mt-3 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
