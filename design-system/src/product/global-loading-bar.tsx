import * as React from 'react';
import { cn } from '../lib/cn';

/** Loads shorter than this never show the bar, so quick requests do not flash it. */
export const GLOBAL_LOADING_BAR_DEFAULT_DELAY = 150;

export type GlobalLoadingBarProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** True while anything app-wide is loading (the app's request counter is above zero). */
  active: boolean;
  /** Milliseconds `active` must stay true before the bar appears. */
  delay?: number;
  /** Accessible name of the progress bar. */
  label?: string;
};

const sweep: Keyframe[] = [{ transform: 'translateX(-100%)' }, { transform: 'translateX(250%)' }];

/** A thin indeterminate progress bar pinned to the top of the viewport while the app is busy. */
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

  const indicatorRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const indicator = indicatorRef.current;
    // The Web Animations API keeps the keyframes inside the component instead of a global stylesheet.
    if (!shown || !indicator || typeof indicator.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = indicator.animate(sweep, {
      duration: 1200,
      iterations: Infinity,
      easing: 'cubic-bezier(0.4, 0, 0.2, 1)',
    });
    return () => animation.cancel();
  }, [shown]);

  if (!shown) return null;

  return (
    <div
      role="progressbar"
      aria-label={label}
      data-slot="global-loading-bar"
      data-state="loading"
      className={cn('fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/20', className)}
      {...props}
    >
      <div
        ref={indicatorRef}
        data-slot="global-loading-bar-indicator"
        className="h-full w-2/5 rounded-pill bg-primary motion-reduce:w-full motion-reduce:animate-pulse"
      />
    </div>
  );
}
