import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

export const alertVariants = cva(
  [
    'relative grid w-full grid-cols-[0_1fr] items-start gap-y-1 rounded-card border px-4 py-3 text-sm text-foreground',
    'has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5',
  ],
  {
    variants: {
      variant: {
        info: 'border-info/40 bg-info/10 [&>svg]:text-info',
        success: 'border-success/40 bg-success/10 [&>svg]:text-success',
        warning: 'border-warning/50 bg-warning/10 [&>svg]:text-warning',
        destructive: 'border-destructive/40 bg-destructive/10 [&>svg]:text-destructive',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

/** Every variant by name, for stories and tests. */
export const alertVariantOptions = {
  variant: ['info', 'success', 'warning', 'destructive'],
} as const;

type AlertVariant = (typeof alertVariantOptions.variant)[number];

const defaultIcons: Record<AlertVariant, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  destructive: CircleX,
};

// Problems interrupt assistive technology; confirmations and notes wait for a pause.
const defaultRoles: Record<AlertVariant, 'alert' | 'status'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  destructive: 'alert',
};

export type AlertProps = React.ComponentProps<'div'> &
  VariantProps<typeof alertVariants> & {
    /** Replaces the variant's icon; `null` shows none. */
    icon?: React.ReactNode;
  };

/**
 * An inline message about the surrounding content. Warnings and errors are announced at once
 * (role="alert"); info and success politely (role="status"). Pass `role` to override.
 */
export function Alert({ className, variant, icon, role, children, ...props }: AlertProps) {
  const resolved = variant ?? 'info';
  const DefaultIcon = defaultIcons[resolved];
  return (
    <div
      data-slot="alert"
      data-variant={resolved}
      role={role ?? defaultRoles[resolved]}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {icon === undefined ? <DefaultIcon aria-hidden /> : icon}
      {children}
    </div>
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-title"
      className={cn('col-start-2 min-h-4 leading-snug font-semibold', className)}
      {...props}
    />
  );
}

export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        'col-start-2 grid justify-items-start gap-1 leading-relaxed [&_p]:leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}
