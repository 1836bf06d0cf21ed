import { cva } from 'class-variance-authority';

/**
 * Button-styled links for the prerendered pages' first paint: the design system's button classes
 * (primary, outline, ghost; md and lg), kept here because importing `buttonVariants` loads the
 * whole button module and with it tailwind-merge, which alone would break the first page's
 * JavaScript budget. Remove once the design system exports its variants from a module of their own.
 */
export const linkVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium select-none',
    'rounded-control transition-colors duration-150',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
        outline: 'border border-border bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
      },
      size: {
        md: 'h-10 px-4 text-sm',
        lg: 'h-11 px-6 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
