import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const skeletonVariants = cva(
  'block shrink-0 animate-pulse bg-muted motion-reduce:animate-none',
  {
    variants: {
      shape: {
        rectangle: 'rounded-control',
        text: 'h-4 w-full rounded-control',
        circle: 'aspect-square rounded-pill',
      },
    },
    defaultVariants: { shape: 'rectangle' },
  },
);

/** Every shape by name, for stories and tests. */
export const skeletonVariantOptions = {
  shape: ['rectangle', 'text', 'circle'],
} as const;

export type SkeletonProps = React.ComponentProps<'div'> & VariantProps<typeof skeletonVariants>;

/**
 * A placeholder with the shape of content that is still loading. It is hidden from assistive
 * technology: mark the region that is loading with `aria-busy` and announce the wait there.
 */
export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      data-shape={shape ?? 'rectangle'}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
