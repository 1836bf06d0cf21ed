// The one barrel of @kiln/design-system: every public export, by name, grouped by file.
export { cn } from './lib/cn';

// components/button.tsx
export { Button, buttonVariants, buttonVariantOptions, type ButtonProps } from './components/button';
// components/spinner.tsx
export { Spinner, spinnerVariants, spinnerVariantOptions, type SpinnerProps } from './components/spinner';
