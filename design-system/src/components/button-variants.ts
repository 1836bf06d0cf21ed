import { cva } from 'class-variance-authority';

// Kept apart from button.tsx so links styled as buttons can use the classes without loading the
// Button component (and tailwind-merge with it) into a page's first bundle.
export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium select-none',
    'rounded-control transition-colors duration-150',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        // On the dark page a 90 % primary blends toward the background and its text drops under 4.5:1.
        primary: 'bg-primary text-primary-foreground hover:bg-primary/90 dark:hover:bg-primary/95',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline:
          'border border-border bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-link underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** Every variant and size by name, for stories and tests. */
export const buttonVariantOptions = {
  variant: ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
  size: ['sm', 'md', 'lg', 'icon'],
} as const;
