import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const textareaVariants = cva(
  [
    'flex w-full min-w-0 rounded-control border border-input bg-background text-foreground',
    'transition-[color,border-color,box-shadow] duration-150 ease-standard',
    'placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground',
    'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
    'disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted',
  ],
  {
    variants: {
      size: {
        sm: 'min-h-16 px-2.5 py-1.5 text-sm',
        md: 'min-h-20 px-3 py-2 text-sm',
        lg: 'min-h-24 px-4 py-2.5 text-base',
      },
      autoResize: {
        true: 'resize-none overflow-y-auto',
        false: 'resize-y',
      },
    },
    // Auto-resizing starts at `rows` lines (two unless set) rather than at a fixed minimum height.
    compoundVariants: [{ autoResize: true, class: 'min-h-0' }],
    defaultVariants: { size: 'md', autoResize: false },
  },
);

/** Every size by name, for stories and tests. */
export const textareaVariantOptions = {
  size: ['sm', 'md', 'lg'],
  autoResize: [false, true],
} as const;

export type TextareaProps = Omit<React.ComponentProps<'textarea'>, 'ref'> &
  VariantProps<typeof textareaVariants> & {
    ref?: React.Ref<HTMLTextAreaElement>;
  };

function assignRef<T>(ref: React.Ref<T> | undefined, value: T | null): (() => void) | void {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

/**
 * Grows the textarea to fit its content. The height is measured rather than left to CSS
 * `field-sizing: content` because that property is not yet supported by every browser we serve.
 * A `max-h-*` class caps the growth; past it the content scrolls.
 */
function fitToContent(textarea: HTMLTextAreaElement) {
  const previous = textarea.style.height;
  textarea.style.height = 'auto';
  // Not laid out (display: none, detached): it measures 0 and would collapse. It keeps its height
  // until it is laid out, when the resize observer below fits it.
  if (textarea.scrollHeight === 0) {
    textarea.style.height = previous;
    return;
  }
  const borders = textarea.offsetHeight - textarea.clientHeight;
  textarea.style.height = `${textarea.scrollHeight + borders}px`;
}

/**
 * A multi-line text field. With `autoResize` it starts at `rows` lines and grows with its content
 * instead of scrolling, up to any `max-h-*` given.
 */
export function Textarea({
  className,
  size,
  autoResize = false,
  ref,
  onInput,
  ...props
}: TextareaProps) {
  const elementRef = React.useRef<HTMLTextAreaElement | null>(null);

  const setRef = React.useCallback(
    (node: HTMLTextAreaElement | null) => {
      elementRef.current = node;
      const cleanup = assignRef(ref, node);
      return () => {
        elementRef.current = null;
        if (cleanup) cleanup();
        else assignRef(ref, null);
      };
    },
    [ref],
  );

  // A controlled value can change without an input event (reset, draft restore), so refit on every commit.
  React.useLayoutEffect(() => {
    if (autoResize && elementRef.current) fitToContent(elementRef.current);
  });

  // Line wrapping, and so the needed height, changes when the width does; so does it when the web
  // font replaces the fallback. The observer's first report (the size it found on observing) always
  // refits, so a textarea laid out only after the layout effect ran is fitted too.
  React.useEffect(() => {
    const textarea = elementRef.current;
    if (!autoResize || !textarea) return;
    let lastWidth: number | undefined;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (textarea.clientWidth === lastWidth) return;
            lastWidth = textarea.clientWidth;
            fitToContent(textarea);
          });
    observer?.observe(textarea);
    let active = true;
    void document.fonts?.ready.then(() => {
      if (active) fitToContent(textarea);
    });
    return () => {
      active = false;
      observer?.disconnect();
    };
  }, [autoResize]);

  return (
    <textarea
      data-slot="textarea"
      data-size={size ?? 'md'}
      data-auto-resize={autoResize || undefined}
      ref={setRef}
      className={cn(textareaVariants({ size, autoResize }), className)}
      onInput={(event) => {
        if (autoResize) fitToContent(event.currentTarget);
        onInput?.(event);
      }}
      {...props}
    />
  );
}
