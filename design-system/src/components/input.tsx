import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const inputVariants = cva(
  [
    'flex w-full min-w-0 rounded-control border border-input bg-background text-foreground',
    'transition-[color,border-color,box-shadow] duration-150 ease-standard',
    'placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground',
    'file:inline-flex file:h-full file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
    'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
    'disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-sm',
        lg: 'h-11 px-4 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Every size by name, for stories and tests. */
export const inputVariantOptions = {
  size: ['sm', 'md', 'lg'],
} as const;

// The native `size` attribute (width in characters) gives way to the design-system size scale.
export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> &
  VariantProps<typeof inputVariants>;

/** A single-line text field. Mark it invalid with `aria-invalid` (Field does this for you). */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      data-size={size ?? 'md'}
      type={type}
      className={cn(inputVariants({ size }), className)}
      {...props}
    />
  );
}
