import * as React from 'react';
import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const progressVariants = cva('relative w-full overflow-hidden rounded-pill bg-muted', {
  variants: {
    size: {
      sm: 'h-1',
      md: 'h-2',
      lg: 'h-3',
    },
  },
  defaultVariants: { size: 'md' },
});

export const progressIndicatorVariants = cva(
  [
    'h-full w-full rounded-pill transition-transform duration-300 ease-standard',
    'data-[state=indeterminate]:w-1/3 data-[state=indeterminate]:transition-none',
    'motion-reduce:data-[state=indeterminate]:mx-auto motion-reduce:data-[state=indeterminate]:animate-pulse',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary',
        success: 'bg-success',
        warning: 'bg-warning',
        destructive: 'bg-destructive',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

/** Every variant and size by name, for stories and tests. */
export const progressVariantOptions = {
  variant: ['primary', 'success', 'warning', 'destructive'],
  size: ['sm', 'md', 'lg'],
} as const;

export type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> &
  VariantProps<typeof progressVariants> &
  VariantProps<typeof progressIndicatorVariants>;

const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * Slides the indeterminate bar across the track. Done with the Web Animations API so the
 * component needs no keyframes from a stylesheet. People who ask for reduced motion get a
 * centred bar that pulses in place instead: still busy, never mistaken for a full bar.
 */
function useIndeterminateSweep(indicator: React.RefObject<HTMLDivElement | null>, active: boolean) {
  React.useEffect(() => {
    const element = indicator.current;
    if (!active || !element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.(reducedMotion).matches) return;
    const animation = element.animate(
      [{ transform: 'translateX(-100%)' }, { transform: 'translateX(300%)' }],
      { duration: 1500, easing: 'cubic-bezier(0.65, 0, 0.35, 1)', iterations: Infinity },
    );
    return () => animation.cancel();
  }, [indicator, active]);
}

/**
 * How far a task has come, from 0 to `max`; leave `value` unset (or null) while the amount is
 * unknown. Name it with `aria-label` or `aria-labelledby`.
 */
export function Progress({ className, size, variant, value, max = 100, ...props }: ProgressProps) {
  const indicatorRef = React.useRef<HTMLDivElement>(null);
  const indeterminate = value === null || value === undefined;
  useIndeterminateSweep(indicatorRef, indeterminate);
  // Radix reports out-of-range values as errors; a stray value should show as empty or full instead.
  const clamped = indeterminate ? null : Math.min(Math.max(value, 0), max);
  const percent = clamped === null ? 0 : (clamped / max) * 100;

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      data-size={size ?? 'md'}
      data-variant={variant ?? 'primary'}
      value={clamped}
      max={max}
      className={cn(progressVariants({ size }), className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        ref={indicatorRef}
        data-slot="progress-indicator"
        className={progressIndicatorVariants({ variant })}
        style={clamped === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
