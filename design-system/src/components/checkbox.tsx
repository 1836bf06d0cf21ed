import type * as React from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { cn } from '../lib/cn';

export const checkboxVariants = cva(
  [
    'peer inline-flex shrink-0 items-center justify-center rounded-[min(var(--kiln-radius-control),25%)] border border-input bg-background',
    'transition-[color,background-color,border-color,box-shadow] duration-150 ease-standard',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
    'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
    'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'size-3.5 [&_svg]:size-3',
        md: 'size-4 [&_svg]:size-3.5',
        lg: 'size-5 [&_svg]:size-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Every size by name, and the three checked states, for stories and tests. */
export const checkboxVariantOptions = {
  size: ['sm', 'md', 'lg'],
  checked: [false, true, 'indeterminate'],
} as const;

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> &
  VariantProps<typeof checkboxVariants>;

/** A two-state (or, with `checked="indeterminate"`, mixed) choice. Space toggles it. */
export function Checkbox({ className, size, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      data-size={size ?? 'md'}
      className={cn(checkboxVariants({ size }), className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center text-current"
      >
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="in-data-[state=indeterminate]:hidden"
        />
        <Minus
          aria-hidden="true"
          strokeWidth={3}
          className="hidden in-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
