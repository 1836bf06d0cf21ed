import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, AvatarFallback, AvatarImage, getInitials } from './avatar';

describe('given a person name', () => {
  it('should take the first letters of the first and last words', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('Ada King Lovelace')).toBe('AL');
  });

  it('should take one letter from a single word', () => {
    expect(getInitials('Ada')).toBe('A');
  });

  it('should upper-case lower-case names', () => {
    expect(getInitials('grace hopper')).toBe('GH');
  });

  it('should ignore surrounding and repeated whitespace', () => {
    expect(getInitials('  Alan \t  Turing \n')).toBe('AT');
  });

  it('should treat hyphens, dots and underscores as word breaks', () => {
    expect(getInitials('Jean-Luc Picard')).toBe('JP');
    expect(getInitials('ada.lovelace')).toBe('AL');
    expect(getInitials('linus_torvalds')).toBe('LT');
  });

  it('should skip punctuation and symbols before a letter', () => {
    expect(getInitials('"Ada" (Countess) Lovelace')).toBe('AL');
    expect(getInitials('🎉 Party Planner')).toBe('PP');
  });

  it('should keep accented and combined letters whole', () => {
    expect(getInitials('Émile Zola')).toBe('ÉZ');
    expect(getInitials('E\u0301mile Zola')).toBe('E\u0301Z');
    expect(getInitials('Łukasz Ørsted')).toBe('ŁØ');
  });

  it('should handle scripts without letter case', () => {
    expect(getInitials('山田 太郎')).toBe('山太');
  });

  it('should return nothing for a name without letters', () => {
    expect(getInitials('')).toBe('');
    expect(getInitials('   ')).toBe('');
    expect(getInitials('—')).toBe('');
  });
});

describe('given an Avatar whose picture has not loaded', () => {
  it('should show the initials and be named by the full name', () => {
    render(
      <Avatar>
        <AvatarImage src="https://example.com/ada.png" alt="Ada Lovelace" />
        <AvatarFallback name="Ada Lovelace" />
      </Avatar>,
    );
    const fallback = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(fallback).toHaveTextContent('AL');
    expect(fallback).toHaveAttribute('data-slot', 'avatar-fallback');
  });
});

describe('given an Avatar fallback without a name', () => {
  it('should show a decorative person icon and stay out of the accessibility tree', () => {
    const { container } = render(
      <Avatar>
        <AvatarFallback />
      </Avatar>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-slot="avatar-fallback"] svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});

describe('given an Avatar with a size and shape', () => {
  it('should mirror them as data attributes', () => {
    const { container } = render(
      <Avatar size="xl" shape="square">
        <AvatarFallback name="Ada Lovelace" />
      </Avatar>,
    );
    const avatar = container.querySelector('[data-slot="avatar"]');
    expect(avatar).toHaveAttribute('data-size', 'xl');
    expect(avatar).toHaveAttribute('data-shape', 'square');
  });
});
