import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toast';
import { createToastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('given a Toaster on its own store', () => {
  it('should show each open toast with its title and message', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add('info', 'Using offline user data', { title: 'Offline' });
      store.add('success', 'Profile updated successfully');
    });
    // The list runs oldest first in the DOM; the stylesheet reverses it (checked in the browser story).
    const toasts = screen.getAllByRole('listitem');
    expect(toasts.map((item) => item.getAttribute('data-variant'))).toEqual(['info', 'success']);
    expect(toasts[0]).toHaveTextContent('OfflineUsing offline user data');
    expect(toasts[1]).toHaveTextContent('Profile updated successfully');
  });

  it('should close a toast from its Close button', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add('error', 'Failed to update profile');
    });
    act(() => {
      screen.getByRole('button', { name: 'Close' }).click();
    });
    expect(store.getSnapshot()).toEqual([]);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('should run a toast’s action and close the toast', () => {
    const store = createToastStore();
    const onAction = vi.fn();
    render(<Toaster store={store} />);
    act(() => {
      store.add('success', 'Saved to My components', {
        action: { label: 'Open it', onAction },
      });
    });
    act(() => {
      screen.getByRole('button', { name: 'Open it' }).click();
    });
    expect(onAction).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('should close a toast that is tapped', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add('warning', 'Please log in to access this page');
    });
    act(() => {
      screen.getByRole('listitem').click();
    });
    expect(store.getSnapshot()).toEqual([]);
  });

  it('should remove a toast once its time is up', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add('success', 'AI response received');
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('should apply its duration to toasts added afterwards', () => {
    const store = createToastStore();
    render(<Toaster store={store} duration={5000} />);
    act(() => {
      store.add('success', 'AI response received');
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('should announce errors assertively and other types politely', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add('error', 'AI Service Error');
      store.add('info', 'Using offline user data');
    });
    // Radix writes the announcement a frame after the toast renders.
    act(() => {
      vi.advanceTimersByTime(50);
    });
    const announcements = screen.getAllByRole('status');
    expect(
      announcements.find((node) => node.textContent?.includes('AI Service Error')),
    ).toHaveAttribute('aria-live', 'assertive');
    expect(
      announcements.find((node) => node.textContent?.includes('Using offline user data')),
    ).toHaveAttribute('aria-live', 'polite');
  });
});

describe('given a Toaster the person is engaging with', () => {
  it('should keep toasts while the pointer is over them and close them after it leaves', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add('info', 'Using offline user data');
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.pointerMove(region);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    fireEvent.pointerLeave(region);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('should still close the next toast by itself after one was closed with its button', () => {
    const store = createToastStore();
    render(
      <>
        <button type="button">Generate</button>
        <Toaster store={store} />
      </>,
    );
    act(() => {
      store.add('error', 'Failed to update profile');
    });
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => {
      close.focus();
      close.click();
    });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'Generate' }).focus();
    });
    act(() => {
      store.add('success', 'AI response received');
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
