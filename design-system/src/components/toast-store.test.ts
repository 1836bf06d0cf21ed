import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, toast, toastStore } from './toast-store';

const messages = (store: ReturnType<typeof createToastStore>) =>
  store.getSnapshot().map((entry) => entry.message);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('given an empty toast store', () => {
  it('should open a toast with the type, message and title it was given', () => {
    const store = createToastStore();
    const id = store.add('success', 'Profile updated successfully', { title: 'Profile' });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({
        id,
        type: 'success',
        message: 'Profile updated successfully',
        title: 'Profile',
      }),
    ]);
  });

  it('should notify subscribers on every change until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.add('info', 'Using offline user data');
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add('info', 'Using offline user data');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('should reject a duration that is not a positive number of ms', () => {
    const store = createToastStore();
    expect(() => store.add('info', 'Saved', { duration: 0 })).toThrow(RangeError);
    expect(() => store.add('info', 'Saved', { duration: Number.NaN })).toThrow(RangeError);
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('given an open toast', () => {
  it('should not open a second toast with the same type and message', () => {
    const store = createToastStore();
    const first = store.add('error', 'Failed to get AI response');
    const second = store.add('error', 'Failed to get AI response');
    expect(second).toBe(first);
    expect(messages(store)).toEqual(['Failed to get AI response']);
  });

  it('should open a toast with the same message but another type', () => {
    const store = createToastStore();
    store.add('error', 'Saved');
    store.add('success', 'Saved');
    expect(store.getSnapshot().map((entry) => entry.type)).toEqual(['success', 'error']);
  });

  it('should open the same message again once the first has closed', () => {
    const store = createToastStore();
    const first = store.add('warning', 'Please log in to access this page');
    store.dismiss(first);
    const second = store.add('warning', 'Please log in to access this page');
    expect(second).not.toBe(first);
    expect(messages(store)).toEqual(['Please log in to access this page']);
  });
});

describe('given several toasts', () => {
  it('should list the newest first', () => {
    const store = createToastStore();
    store.add('info', 'first');
    store.add('info', 'second');
    store.add('info', 'third');
    expect(messages(store)).toEqual(['third', 'second', 'first']);
  });

  it('should keep at most 3 open, closing the oldest when a 4th arrives', () => {
    const store = createToastStore();
    store.add('info', 'first');
    store.add('info', 'second');
    store.add('info', 'third');
    store.add('info', 'fourth');
    expect(messages(store)).toEqual(['fourth', 'third', 'second']);
  });

  it('should not let the timer of a toast pushed out close anything later', () => {
    const store = createToastStore();
    store.add('info', 'first', { duration: 1000 });
    store.add('info', 'second', { duration: 5000 });
    store.add('info', 'third', { duration: 5000 });
    store.add('info', 'fourth', { duration: 5000 });
    const listener = vi.fn();
    store.subscribe(listener);
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
    expect(messages(store)).toEqual(['fourth', 'third', 'second']);
  });

  it('should honour a different maximum given to the store', () => {
    const store = createToastStore({ maxOpen: 1 });
    store.add('info', 'first');
    store.add('info', 'second');
    expect(messages(store)).toEqual(['second']);
  });

  it('should close only the toast whose id is dismissed', () => {
    const store = createToastStore();
    store.add('info', 'first');
    const second = store.add('info', 'second');
    store.dismiss(second);
    expect(messages(store)).toEqual(['first']);
  });

  it('should close every toast when dismissed without an id', () => {
    const store = createToastStore();
    store.add('info', 'first');
    store.add('error', 'second');
    store.dismiss();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('should ignore dismissing an id that is not open', () => {
    const store = createToastStore();
    store.add('info', 'first');
    const before = store.getSnapshot();
    store.dismiss('toast-404');
    expect(store.getSnapshot()).toBe(before);
  });
});

describe('given the default duration', () => {
  it('should close a toast after 3000 ms and not before', () => {
    const store = createToastStore();
    store.add('success', 'AI response received');
    vi.advanceTimersByTime(2999);
    expect(messages(store)).toEqual(['AI response received']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('given a custom duration', () => {
  it('should close a toast after the duration given to that call', () => {
    const store = createToastStore();
    store.add('info', 'short', { duration: 500 });
    store.add('info', 'default');
    vi.advanceTimersByTime(500);
    expect(messages(store)).toEqual(['default']);
  });

  it('should use the default given to the store', () => {
    const store = createToastStore({ duration: 5000 });
    store.add('info', 'Saved');
    vi.advanceTimersByTime(4999);
    expect(messages(store)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('should apply a default configured later to toasts added afterwards', () => {
    const store = createToastStore();
    store.configure({ duration: 1000 });
    store.add('info', 'Saved');
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('should keep a toast with an infinite duration until it is dismissed', () => {
    const store = createToastStore();
    const id = store.add('error', 'AI Service Error', { duration: Infinity });
    vi.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(['AI Service Error']);
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('given a paused store', () => {
  it('should hold the remaining time while paused and close after the rest once resumed', () => {
    const store = createToastStore();
    store.add('info', 'Saved');
    vi.advanceTimersByTime(1000);
    store.pause();
    expect(store.getSnapshot()[0]).toEqual(
      expect.objectContaining({ paused: true, remaining: 2000 }),
    );
    vi.advanceTimersByTime(10_000);
    expect(messages(store)).toEqual(['Saved']);
    store.resume();
    vi.advanceTimersByTime(1999);
    expect(messages(store)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('should not start the timer of a toast added while paused until resumed', () => {
    const store = createToastStore();
    store.pause();
    store.add('info', 'Saved');
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()[0]).toEqual(
      expect.objectContaining({ paused: true, remaining: 3000 }),
    );
    store.resume();
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('given the toast API', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it('should open a toast of each type on the shared store and return its id', () => {
    const ids = [
      toast.success('Profile updated successfully'),
      toast.error('Failed to update profile', 'Profile'),
      toast.warning('Please log in to access this page'),
      toast.info('Using offline user data', { title: 'Offline', duration: 5000 }),
    ];
    expect(toastStore.getSnapshot().map((entry) => [entry.id, entry.type, entry.title])).toEqual([
      [ids[3], 'info', 'Offline'],
      [ids[2], 'warning', undefined],
      [ids[1], 'error', 'Profile'],
    ]);
  });

  it('should close the toast whose id it is given', () => {
    const id = toast.warning('Please log in to access this page');
    toast.dismiss(id);
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
