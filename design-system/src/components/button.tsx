import type * as React from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';
import { buttonVariants } from './button-variants';

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (a link, say) with the button's styles and behaviour. */
    asChild?: boolean;
    /** Shows a spinner, marks the button busy and blocks clicks while an action runs. */
    loading?: boolean;
  };

/** Starts an action: submits, saves, opens. A `type="button"` by default, so it never submits a form by accident. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild
        ? { 'aria-disabled': disabled || loading || undefined }
        : { type: type ?? 'button', disabled: disabled || loading })}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size="sm" label={null} /> : null}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}
