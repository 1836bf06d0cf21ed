import type * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

// The card's size sets its parts' padding through `group/card`, so each part reads one data-size.
export const cardVariants = cva(
  'group/card flex flex-col rounded-card border border-border bg-card text-card-foreground',
  {
    variants: {
      variant: {
        outline: '',
        elevated: 'shadow-card',
      },
      size: {
        sm: 'gap-4 py-4',
        md: 'gap-6 py-6',
      },
    },
    defaultVariants: { variant: 'outline', size: 'md' },
  },
);

/** Every variant and size by name, for stories and tests. */
export const cardVariantOptions = {
  variant: ['outline', 'elevated'],
  size: ['sm', 'md'],
} as const;

const cardInset = 'px-6 group-data-[size=sm]/card:px-4';

export type CardProps = React.ComponentProps<'div'> & VariantProps<typeof cardVariants>;

/** A surface grouping related content and actions. */
export function Card({ className, variant, size, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-variant={variant ?? 'outline'}
      data-size={size ?? 'md'}
      className={cn(cardVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export type CardHeaderProps = React.ComponentProps<'div'>;

/** Title, description and, top right, an optional CardAction. */
export function CardHeader({ className, ...props }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 has-data-[slot=card-action]:grid-cols-[1fr_auto]',
        '[.border-b]:pb-6 group-data-[size=sm]/card:[.border-b]:pb-4',
        cardInset,
        className,
      )}
      {...props}
    />
  );
}

export type CardTitleProps = React.ComponentProps<'div'> & {
  /** Render the single child (an `h2`, say) so the title takes the heading level its page needs. */
  asChild?: boolean;
};

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="card-title"
      className={cn(
        'text-base leading-snug font-semibold group-data-[size=sm]/card:text-sm',
        className,
      )}
      {...props}
    />
  );
}

export type CardDescriptionProps = React.ComponentProps<'div'>;

export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return (
    <div
      data-slot="card-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export type CardActionProps = React.ComponentProps<'div'>;

/** A control placed at the header's top right, beside the title and description. */
export function CardAction({ className, ...props }: CardActionProps) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
      {...props}
    />
  );
}

export type CardContentProps = React.ComponentProps<'div'>;

export function CardContent({ className, ...props }: CardContentProps) {
  return <div data-slot="card-content" className={cn(cardInset, className)} {...props} />;
}

export type CardFooterProps = React.ComponentProps<'div'>;

export function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        'flex items-center gap-2 [.border-t]:pt-6 group-data-[size=sm]/card:[.border-t]:pt-4',
        cardInset,
        className,
      )}
      {...props}
    />
  );
}
