import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
  {
    variants: {
      size: { sm: 'size-3.5', md: 'size-4', lg: 'size-6' },
    },
    defaultVariants: { size: 'md' },
  },
);

export const spinnerVariantOptions = { size: ['sm', 'md', 'lg'] } as const;

export type SpinnerProps = React.ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** Accessible name announced to assistive technology. Pass `null` when a parent already says it is busy. */
    label?: string | null;
  };

/** An indeterminate busy indicator. */
export function Spinner({ className, size, label = 'Loading', ...props }: SpinnerProps) {
  const a11y = label === null ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return (
    <span
      data-slot="spinner"
      data-size={size ?? 'md'}
      className={cn(spinnerVariants({ size }), className)}
      {...a11y}
      {...props}
    />
  );
}
