import type * as React from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

// The unchecked track is the muted surface with an input-coloured border and the thumb is
// muted-foreground, so both states keep a token-guaranteed contrast in light and dark themes.
export const switchVariants = cva(
  [
    'peer inline-flex shrink-0 cursor-pointer items-center rounded-pill border-2',
    'transition-[background-color,border-color,box-shadow] duration-150 ease-standard',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'data-[state=unchecked]:border-input data-[state=unchecked]:bg-muted',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
    'aria-invalid:data-[state=unchecked]:border-destructive aria-invalid:focus-visible:ring-destructive',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'h-5 w-9',
        md: 'h-6 w-11',
        lg: 'h-7 w-13',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

// The checked offset is the track's inner width minus the thumb and its 2px inset.
export const switchThumbVariants = cva(
  [
    'pointer-events-none block rounded-pill transition-transform duration-150 ease-standard',
    'translate-x-0.5 data-[state=unchecked]:bg-muted-foreground data-[state=checked]:bg-primary-foreground',
  ],
  {
    variants: {
      size: {
        sm: 'size-3 data-[state=checked]:translate-x-4.5 rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-4.5',
        md: 'size-4 data-[state=checked]:translate-x-5.5 rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-5.5',
        lg: 'size-5 data-[state=checked]:translate-x-6.5 rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-6.5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Every size by name, and both states, for stories and tests. */
export const switchVariantOptions = {
  size: ['sm', 'md', 'lg'],
  checked: [false, true],
} as const;

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> &
  VariantProps<typeof switchVariants>;

/** An on/off setting that takes effect at once. Space or Enter toggles it. */
export function Switch({ className, size, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={size ?? 'md'}
      className={cn(switchVariants({ size }), className)}
      {...props}
    >
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className={switchThumbVariants({ size })} />
    </SwitchPrimitive.Root>
  );
}
