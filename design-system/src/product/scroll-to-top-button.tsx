import * as React from 'react';
import { ArrowUp } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from '../components/button';

/** Spec: the button appears once the page is scrolled more than 300 px. */
export const SCROLL_TO_TOP_THRESHOLD = 300;

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export type ScrollToTopButtonProps = Omit<React.ComponentProps<'button'>, 'children'> & {
  /** Vertical scroll, in pixels, beyond which the button shows. */
  threshold?: number;
};

/** A floating button that returns to the top of the page once the visitor has scrolled down. */
export function ScrollToTopButton({
  threshold = SCROLL_TO_TOP_THRESHOLD,
  className,
  onClick,
  ...props
}: ScrollToTopButtonProps) {
  // Subscribing to a boolean, not to scrollY, re-renders only when the threshold is crossed.
  const visible = React.useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
  if (!visible) return null;

  return (
    <Button
      data-slot="scroll-to-top-button"
      variant="secondary"
      size="icon"
      aria-label="Scroll to top"
      className={cn('fixed right-6 bottom-6 z-40 rounded-pill shadow-popover', className)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }}
      {...props}
    >
      <ArrowUp aria-hidden />
    </Button>
  );
}
