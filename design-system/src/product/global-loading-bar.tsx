import * as React from 'react';
import { cn } from '../lib/cn';
import { Progress } from '../components/progress';

/** Loads shorter than this never show the bar, so quick requests do not flash it. */
export const GLOBAL_LOADING_BAR_DEFAULT_DELAY = 150;

export type GlobalLoadingBarProps = Omit<
  React.ComponentProps<typeof Progress>,
  'children' | 'value' | 'max' | 'size' | 'variant'
> & {
  /** True while anything app-wide is loading (the app's request counter is above zero). */
  active: boolean;
  /** Milliseconds `active` must stay true before the bar appears. */
  delay?: number;
  /** Accessible name of the progress bar. */
  label?: string;
};

/** A thin indeterminate Progress pinned to the top of the viewport while the app is busy. */
export function GlobalLoadingBar({
  active,
  delay = GLOBAL_LOADING_BAR_DEFAULT_DELAY,
  label = 'Loading',
  className,
  ...props
}: GlobalLoadingBarProps) {
  const [delayElapsed, setDelayElapsed] = React.useState(false);
  const [wasActive, setWasActive] = React.useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (!active) setDelayElapsed(false);
  }

  React.useEffect(() => {
    if (!active || delay <= 0) return;
    const timer = setTimeout(() => setDelayElapsed(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);

  const shown = active && (delay <= 0 || delayElapsed);
  if (!shown) return null;

  return (
    <Progress
      value={null}
      size="sm"
      aria-label={label}
      data-slot="global-loading-bar"
      className={cn('fixed inset-x-0 top-0 z-50 rounded-none bg-primary/20', className)}
      {...props}
    />
  );
}
