// A framework-free notification store: React reads it through useSyncExternalStore, anything
// else (an HTTP interceptor, a route guard) pushes into it through `toast`. The store owns the
// timers so the rules hold whether or not a Toaster is mounted, and so the Toaster's progress
// bar can be drawn from the same remaining time that decides when a toast closes.

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export const toastTypes = [
  'success',
  'error',
  'warning',
  'info',
] as const satisfies readonly ToastType[];

export const DEFAULT_TOAST_DURATION = 3000;
export const DEFAULT_MAX_OPEN_TOASTS = 3;

export interface ToastEntry {
  readonly id: string;
  readonly type: ToastType;
  readonly message: string;
  readonly title: string | undefined;
  readonly action: ToastAction | undefined;
  /** Total lifetime in ms; `Infinity` keeps the toast until it is dismissed. */
  readonly duration: number;
  /** Ms left on the timer at `since`. */
  readonly remaining: number;
  /** `Date.now()` when `remaining` was last measured (when the timer last started or stopped). */
  readonly since: number;
  readonly paused: boolean;
}

/** A button in the toast that leads on from it ("View", "Undo"); the toast closes once it is used. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  title?: string;
  action?: ToastAction;
  /** Overrides the store's default duration for this toast, in ms (`Infinity` to persist). */
  duration?: number;
}

export interface ToastStoreOptions {
  /** Default lifetime of a toast in ms. */
  duration?: number;
  /** Adding a toast beyond this many closes the oldest open one. */
  maxOpen?: number;
}

export interface ToastStore {
  add(type: ToastType, message: string, options?: ToastOptions): string;
  /** Closes one toast, or every toast when no id is given. */
  dismiss(id?: string): void;
  /** Stops every timer (the viewport is hovered or focused); toasts added meanwhile wait too. */
  pause(): void;
  resume(): void;
  /** Changes the default duration of toasts added from now on. */
  configure(options: ToastStoreOptions): void;
  subscribe(listener: () => void): () => void;
  /** Open toasts, newest first. The array is replaced on every change, never mutated. */
  getSnapshot(): readonly ToastEntry[];
}

const isValidDuration = (duration: number) =>
  duration === Infinity || (Number.isFinite(duration) && duration > 0);

export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  let defaultDuration = options.duration ?? DEFAULT_TOAST_DURATION;
  const maxOpen = options.maxOpen ?? DEFAULT_MAX_OPEN_TOASTS;
  if (!Number.isInteger(maxOpen) || maxOpen < 1) {
    throw new RangeError(`maxOpen must be a positive whole number, got ${maxOpen}`);
  }
  let toasts: readonly ToastEntry[] = [];
  let paused = false;
  let nextId = 1;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const startTimer = (entry: ToastEntry) => {
    if (entry.remaining === Infinity) return;
    timers.set(
      entry.id,
      setTimeout(() => dismiss(entry.id), entry.remaining),
    );
  };

  const stopTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  function dismiss(id?: string) {
    const leaving = id === undefined ? toasts : toasts.filter((entry) => entry.id === id);
    if (leaving.length === 0) return;
    for (const entry of leaving) stopTimer(entry.id);
    toasts = id === undefined ? [] : toasts.filter((entry) => entry.id !== id);
    emit();
  }

  return {
    add(type, message, { title, action, duration = defaultDuration } = {}) {
      const duplicate = toasts.find((entry) => entry.type === type && entry.message === message);
      if (duplicate) return duplicate.id;
      if (!isValidDuration(duration)) {
        throw new RangeError(
          `A toast duration must be a positive number of ms or Infinity, got ${duration}`,
        );
      }
      const entry: ToastEntry = {
        id: `toast-${nextId++}`,
        type,
        message,
        title,
        action,
        duration,
        remaining: duration,
        since: Date.now(),
        paused,
      };
      const overflow = toasts.slice(maxOpen - 1);
      for (const old of overflow) stopTimer(old.id);
      toasts = [entry, ...toasts.slice(0, maxOpen - 1)];
      if (!paused) startTimer(entry);
      emit();
      return entry.id;
    },

    dismiss,

    pause() {
      if (paused) return;
      paused = true;
      const now = Date.now();
      toasts = toasts.map((entry) => {
        stopTimer(entry.id);
        return {
          ...entry,
          paused: true,
          remaining: Math.max(0, entry.remaining - (now - entry.since)),
          since: now,
        };
      });
      emit();
    },

    resume() {
      if (!paused) return;
      paused = false;
      const now = Date.now();
      toasts = toasts.map((entry) => ({ ...entry, paused: false, since: now }));
      for (const entry of toasts) startTimer(entry);
      emit();
    },

    configure({ duration }) {
      if (duration === undefined) return;
      if (!isValidDuration(duration)) {
        throw new RangeError(
          `A toast duration must be a positive number of ms or Infinity, got ${duration}`,
        );
      }
      defaultDuration = duration;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    getSnapshot: () => toasts,
  };
}

/** The store behind `toast` and the default `<Toaster />`. */
export const toastStore = createToastStore();

type ToastCall = (message: string, titleOrOptions?: string | ToastOptions) => string;

const show =
  (type: ToastType): ToastCall =>
  (message, titleOrOptions) =>
    toastStore.add(
      type,
      message,
      typeof titleOrOptions === 'string' ? { title: titleOrOptions } : titleOrOptions,
    );

/**
 * Shows a notification from anywhere (no React needed). Each call returns the toast's id; a call
 * repeating the type and message of an open toast returns that toast's id instead of a second one.
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  dismiss: (id?: string) => toastStore.dismiss(id),
};
