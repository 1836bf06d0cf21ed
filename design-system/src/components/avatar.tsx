import type * as React from 'react';
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import { UserRound } from 'lucide-react';
import { cn } from '../lib/cn';

export const avatarVariants = cva(
  'relative flex shrink-0 overflow-hidden bg-muted text-muted-foreground select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-12 text-base',
        xl: 'size-16 text-xl',
      },
      shape: {
        circle: 'rounded-pill',
        square: 'rounded-control',
      },
    },
    defaultVariants: { size: 'md', shape: 'circle' },
  },
);

/** Every size and shape by name, for stories and tests. */
export const avatarVariantOptions = {
  size: ['sm', 'md', 'lg', 'xl'],
  shape: ['circle', 'square'],
} as const;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const letterOrDigit = /[\p{L}\p{N}]/u;

function firstLetter(word: string): string {
  for (const { segment } of graphemes.segment(word)) {
    if (letterOrDigit.test(segment)) return segment;
  }
  return '';
}

/**
 * Up to two initials for a person's name: the first letters of the first and last words
 * ("Ada King Lovelace" → "AL"), or one for a single word. Punctuation and symbols are skipped,
 * and accented or combined letters stay whole.
 */
export function getInitials(name: string): string {
  const letters = name
    .split(/[\s\-‐_.]+/u)
    .map(firstLetter)
    .filter(Boolean);
  const first = letters[0] ?? '';
  const last = letters.length > 1 ? (letters[letters.length - 1] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

export type AvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> &
  VariantProps<typeof avatarVariants>;

/** A person's picture, falling back to their initials while it loads or when it fails. */
export function Avatar({ className, size, shape, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? 'md'}
      data-shape={shape ?? 'circle'}
      className={cn(avatarVariants({ size, shape }), className)}
      {...props}
    />
  );
}

export type AvatarImageProps = React.ComponentProps<typeof AvatarPrimitive.Image>;

/** The picture; it is shown only once it has loaded. Give it an `alt` naming the person. */
export function AvatarImage({ className, ...props }: AvatarImageProps) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

export type AvatarFallbackProps = Omit<
  React.ComponentProps<typeof AvatarPrimitive.Fallback>,
  'children'
> & {
  /** The person's name: announced as the avatar's name and shown as initials. Without it a generic person icon shows. */
  name?: string;
};

/** What shows until (or instead of) the picture: initials from `name`, or a person icon. */
export function AvatarFallback({ className, name, ...props }: AvatarFallbackProps) {
  const initials = name ? getInitials(name) : '';
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      role={name ? 'img' : undefined}
      aria-label={name || undefined}
      className={cn('flex size-full items-center justify-center font-medium', className)}
      {...props}
    >
      {initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <UserRound aria-hidden="true" className="size-3/5" />
      )}
    </AvatarPrimitive.Fallback>
  );
}
