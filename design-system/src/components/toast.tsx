import * as React from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import {
  toastStore,
  toastTypes,
  type ToastEntry,
  type ToastStore,
  type ToastType,
} from './toast-store';

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full cursor-pointer items-start gap-3 overflow-hidden select-none',
    'rounded-card p-4 pr-11 shadow-popover',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'transition-[opacity,translate] duration-200 ease-standard starting:translate-x-4 starting:opacity-0 motion-reduce:transition-none',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none data-[swipe=cancel]:translate-x-0',
  ],
  {
    variants: {
      variant: {
        success: 'bg-success text-success-foreground',
        error: 'bg-destructive text-destructive-foreground',
        warning: 'bg-warning text-warning-foreground',
        info: 'bg-info text-info-foreground',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

/** Every toast type by name, for stories and tests. */
export const toastVariantOptions = { variant: toastTypes } as const;

const icons: Record<ToastType, LucideIcon> = {
  success: CircleCheck,
  error: CircleX,
  warning: TriangleAlert,
  info: Info,
};

export type ToasterProps = Omit<
  React.ComponentProps<typeof ToastPrimitive.Viewport>,
  'children' | 'ref'
> & {
  /** The store to show; defaults to the one behind `toast`. */
  store?: ToastStore;
  /** Default lifetime in ms of toasts added after the Toaster mounts (a call's own duration wins). */
  duration?: number;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
};

/**
 * Shows the open toasts bottom-right, newest on top. Mount it once near the root of the app and
 * call `toast.success(…)` and friends from anywhere.
 */
export function Toaster({
  store = toastStore,
  duration,
  closeLabel = 'Close',
  className,
  ...props
}: ToasterProps) {
  React.useEffect(() => {
    if (duration !== undefined) store.configure({ duration });
  }, [store, duration]);
  const toasts = React.useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [viewport, setViewport] = React.useState<HTMLOListElement | null>(null);
  usePauseWhileEngaged(viewport, store);

  return (
    // The store owns every timer, so Radix's own never runs.
    <ToastPrimitive.Provider duration={Infinity} swipeDirection="right">
      {/* Radix appends each toast to the viewport as it mounts, so the DOM runs oldest first;
          rendering oldest first keeps toasts mounted in one go in that order too. The reversed
          column then shows the newest on top, where Radix's F8 and Tab order also start. */}
      {[...toasts].reverse().map((entry) => (
        <ToastItem
          key={entry.id}
          entry={entry}
          store={store}
          viewport={viewport}
          closeLabel={closeLabel}
        />
      ))}
      <ToastPrimitive.Viewport
        ref={setViewport}
        data-slot="toast-viewport"
        className={cn(
          'pointer-events-none fixed right-0 bottom-0 z-100 flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:max-w-sm',
          className,
        )}
        {...props}
      />
    </ToastPrimitive.Provider>
  );
}

/**
 * Holds every timer while the pointer is over the toasts, focus is inside them, or the window is
 * in the background, so nobody loses a message they are reading. Radix raises its pause events
 * only while toasts are open and can miss the moment focus leaves an emptied viewport, leaving
 * the next toast open for good (radix-ui/primitives#2233); these listeners stay for the
 * Toaster's whole life instead.
 */
function usePauseWhileEngaged(viewport: HTMLOListElement | null, store: ToastStore) {
  React.useEffect(() => {
    // Radix wraps the viewport in the region that also holds its focus guards.
    const region = viewport?.parentElement;
    if (!viewport || !region) return;
    let hovered = false;
    let focused = false;
    let inBackground = false;
    const sync = () => (hovered || focused || inBackground ? store.pause() : store.resume());
    const onPointerMove = () => {
      hovered = true;
      sync();
    };
    const onPointerLeave = () => {
      hovered = false;
      sync();
    };
    const onFocusIn = () => {
      focused = true;
      sync();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && region.contains(event.relatedTarget)) return;
      focused = false;
      sync();
    };
    const onWindowBlur = () => {
      inBackground = true;
      sync();
    };
    const onWindowFocus = () => {
      inBackground = false;
      sync();
    };
    region.addEventListener('pointermove', onPointerMove);
    region.addEventListener('pointerleave', onPointerLeave);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    window.addEventListener('blur', onWindowBlur);
    window.addEventListener('focus', onWindowFocus);
    return () => {
      region.removeEventListener('pointermove', onPointerMove);
      region.removeEventListener('pointerleave', onPointerLeave);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('blur', onWindowBlur);
      window.removeEventListener('focus', onWindowFocus);
      store.resume();
    };
  }, [viewport, store]);
}

function ToastItem({
  entry,
  store,
  viewport,
  closeLabel,
}: {
  entry: ToastEntry;
  store: ToastStore;
  viewport: HTMLOListElement | null;
  closeLabel: string;
}) {
  const Icon = icons[entry.type];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={entry.type}
      // Errors interrupt the screen reader; everything else waits for a pause.
      type={entry.type === 'error' ? 'foreground' : 'background'}
      open
      onOpenChange={(open) => {
        if (!open) store.dismiss(entry.id);
      }}
      onClick={(event) => {
        // Like Radix's own close, keep focus in the viewport rather than losing it with the toast.
        if (event.currentTarget.contains(document.activeElement)) viewport?.focus();
        store.dismiss(entry.id);
      }}
      className={toastVariants({ variant: entry.type })}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="grid flex-1 gap-1">
        {entry.title ? (
          <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
            {entry.title}
          </ToastPrimitive.Title>
        ) : null}
        <ToastPrimitive.Description data-slot="toast-description" className="text-sm">
          {entry.message}
        </ToastPrimitive.Description>
        {entry.action ? (
          <ToastPrimitive.Action
            data-slot="toast-action"
            altText={entry.action.label}
            onClick={entry.action.onAction}
            className="mt-1 w-fit rounded-control text-sm font-semibold underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {entry.action.label}
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        data-slot="toast-close"
        aria-label={closeLabel}
        className="absolute top-3 right-3 rounded-control p-1 opacity-80 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X aria-hidden className="size-4" />
      </ToastPrimitive.Close>
      {entry.duration === Infinity ? null : <ToastProgress entry={entry} />}
    </ToastPrimitive.Root>
  );
}

/** A bar shrinking with the time the store has left on this toast; it stands still while paused. */
function ToastProgress({ entry }: { entry: ToastEntry }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { paused, remaining, since, duration } = entry;
  const fraction = remaining / duration;

  React.useEffect(() => {
    const bar = ref.current;
    // Environments without the Web Animations API (jsdom) keep the static width.
    if (!bar || paused || typeof bar.animate !== 'function') return;
    const animation = bar.animate(
      [{ transform: `scaleX(${fraction})` }, { transform: 'scaleX(0)' }],
      {
        duration: remaining,
        easing: 'linear',
        fill: 'forwards',
      },
    );
    animation.currentTime = Math.min(remaining, Date.now() - since);
    return () => animation.cancel();
  }, [paused, remaining, since, fraction]);

  return (
    <div
      ref={ref}
      data-slot="toast-progress"
      data-state={paused ? 'paused' : 'running'}
      aria-hidden
      style={{ transform: `scaleX(${fraction})` }}
      className="absolute inset-x-0 bottom-0 h-1 origin-left bg-current/40"
    />
  );
}
