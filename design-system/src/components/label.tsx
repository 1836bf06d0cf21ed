import type * as React from 'react';
import * as LabelPrimitive from '@radix-ui/react-label';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const labelVariants = cva(
  [
    'inline-flex items-center gap-1 font-medium leading-none text-foreground select-none',
    'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
    'data-disabled:cursor-not-allowed data-disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'text-xs',
        md: 'text-sm',
        lg: 'text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Every size by name, for stories and tests; sizes pair with the control sizes. */
export const labelVariantOptions = {
  size: ['sm', 'md', 'lg'],
} as const;

export type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root> &
  VariantProps<typeof labelVariants> & {
    /** Shows a required marker. Assistive technology learns it from the control's `required`, so the marker is hidden from it. */
    required?: boolean;
  };

/** Names a form control; clicking it focuses or toggles the control it is for. */
export function Label({ className, size, required = false, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      data-size={size ?? 'md'}
      className={cn(labelVariants({ size }), className)}
      {...props}
    >
      {children}
      {required ? (
        <span data-slot="label-required-marker" aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
}
