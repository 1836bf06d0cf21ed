import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const emptyStateVariants = cva(
  'flex flex-col items-center justify-center text-center text-foreground',
  {
    variants: {
      variant: {
        plain: '',
        bordered: 'rounded-card border border-dashed border-border',
      },
      size: {
        sm: 'gap-2 p-6',
        md: 'gap-3 p-10',
      },
    },
    defaultVariants: { variant: 'plain', size: 'md' },
  },
);

/** Every variant and size by name, for stories and tests. */
export const emptyStateVariantOptions = {
  variant: ['plain', 'bordered'],
  size: ['sm', 'md'],
} as const;

const headings = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** A decorative illustration or icon (hidden from assistive technology). */
    icon?: React.ReactNode;
    title: React.ReactNode;
    description?: React.ReactNode;
    /** What the person can do next: usually one Button, or a link styled as one. */
    action?: React.ReactNode;
    /** The heading level that fits the page outline. */
    headingLevel?: keyof typeof headings;
  };

/** Stands in for a list, table or panel that has nothing to show yet, and says what to do about it. */
export function EmptyState({
  className,
  variant,
  size,
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  ...props
}: EmptyStateProps) {
  const Heading = headings[headingLevel];
  return (
    <div
      data-slot="empty-state"
      data-variant={variant ?? 'plain'}
      data-size={size ?? 'md'}
      className={cn(emptyStateVariants({ variant, size }), className)}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden
          className={cn(
            "flex items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg:not([class*='size-'])]:size-6",
            size === 'sm' ? 'size-10' : 'size-12',
          )}
        >
          {icon}
        </div>
      ) : null}
      <Heading
        data-slot="empty-state-title"
        className={cn('font-semibold text-balance', size === 'sm' ? 'text-base' : 'text-lg')}
      >
        {title}
      </Heading>
      {description ? (
        <div
          data-slot="empty-state-description"
          className="max-w-sm text-sm text-pretty text-muted-foreground"
        >
          {description}
        </div>
      ) : null}
      {action ? (
        <div
          data-slot="empty-state-action"
          className="mt-2 flex flex-wrap items-center justify-center gap-2"
        >
          {action}
        </div>
      ) : null}
    </div>
  );
}
