import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Toaster,
  createToastStore,
  toast,
  toastVariantOptions,
  type ToastStore,
  type ToastType,
} from '@kiln/design-system';

const examples: Record<ToastType, { message: string; title?: string }> = {
  success: { message: 'Profile updated successfully' },
  error: { message: 'Failed to get AI response', title: 'AI Service Error' },
  warning: { message: 'Please log in to access this page' },
  info: { message: 'Using offline user data' },
};

interface ToastDemoProps {
  /** Lifetime of each toast in ms; Infinity keeps them until closed. */
  duration: number;
}

/** Buttons that raise one toast of each type on a store of the story's own, so stories never share toasts. */
function ToastDemo({ duration }: ToastDemoProps) {
  const [store] = React.useState<ToastStore>(() => createToastStore());
  React.useEffect(() => () => store.dismiss(), [store]);
  return (
    <div className="flex flex-wrap gap-2">
      {toastVariantOptions.variant.map((type) => (
        <Button
          key={type}
          variant="outline"
          onClick={() => store.add(type, examples[type].message, { ...examples[type], duration })}
        >
          Show {type}
        </Button>
      ))}
      <Toaster store={store} />
    </div>
  );
}

const meta = {
  title: 'Design System/Toast',
  component: ToastDemo,
  args: { duration: Infinity },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open toasts as a person sees them: top of the screen first. */
const openToasts = async (canvasElement: HTMLElement) => {
  const region = await within(canvasElement.ownerDocument.body).findByRole('region', {
    name: 'Notifications (F8)',
  });
  const top = (element: HTMLElement) => element.getBoundingClientRect().top;
  return within(region)
    .queryAllByRole('listitem')
    .sort((a, b) => top(a) - top(b));
};

/** The app's way: `toast.warning(…)` from anywhere, shown by the one `<Toaster />`. */
export const Playground: Story = {
  args: { duration: 3000 },
  render: function Render({ duration }) {
    React.useEffect(() => () => toast.dismiss(), []);
    return (
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => toast.success('Profile updated successfully')}>
          toast.success
        </Button>
        <Button
          variant="outline"
          onClick={() => toast.error('Failed to get AI response', 'AI Service Error')}
        >
          toast.error
        </Button>
        <Button
          variant="outline"
          onClick={() => toast.warning('Please log in to access this page')}
        >
          toast.warning
        </Button>
        <Button variant="outline" onClick={() => toast.info('Using offline user data')}>
          toast.info
        </Button>
        <Toaster duration={duration} />
      </div>
    );
  },
};

export const KeepsThreeNewestOnTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const type of ['success', 'error', 'warning', 'info']) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${type}` }));
    }
    const toasts = await openToasts(canvasElement);
    await expect(toasts.map((item) => item.getAttribute('data-variant'))).toEqual([
      'info',
      'warning',
      'error',
    ]);
    await expect(toasts[0]).toHaveTextContent('Using offline user data');
  },
};

export const PreventsDuplicates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const toasts = await openToasts(canvasElement);
    await expect(toasts.map((item) => item.getAttribute('data-variant'))).toEqual([
      'success',
      'error',
    ]);
  },
};

export const ClosesFromCloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const [info] = await openToasts(canvasElement);
    await userEvent.click(within(info!).getByRole('button', { name: 'Close' }));
    const remaining = await openToasts(canvasElement);
    await expect(remaining).toHaveLength(1);
    await expect(remaining[0]).toHaveTextContent('Please log in to access this page');
  },
};

/** A toast can lead on: its action runs and the toast closes. */
function ToastWithActionDemo() {
  const [store] = React.useState<ToastStore>(() => createToastStore());
  const [opened, setOpened] = React.useState(false);
  React.useEffect(() => () => store.dismiss(), [store]);
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="outline"
        onClick={() =>
          store.add('success', 'Saved to My components', {
            duration: Infinity,
            action: { label: 'Open it', onAction: () => setOpened(true) },
          })
        }
      >
        Save component
      </Button>
      <p role="status">{opened ? 'Component opened' : ''}</p>
      <Toaster store={store} />
    </div>
  );
}

export const WithAction: Story = {
  render: () => <ToastWithActionDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save component' }));
    const [saved] = await openToasts(canvasElement);
    await expect(saved).toHaveTextContent('Saved to My components');
    await userEvent.click(within(saved!).getByRole('button', { name: 'Open it' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Component opened');
    await expect(await openToasts(canvasElement)).toHaveLength(0);
  },
};

export const DismissesWhenTapped: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const [success] = await openToasts(canvasElement);
    await userEvent.click(within(success!).getByText('Profile updated successfully'));
    await expect(await openToasts(canvasElement)).toHaveLength(0);
  },
};

/** Short-lived toasts: the bar runs out, stands still while hovered, and the toast closes by itself. */
export const AutoDismissesAndPausesOnHover: Story = {
  args: { duration: 1500 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    const [info] = await openToasts(canvasElement);
    const progress = info!.querySelector('[data-slot="toast-progress"]');
    await expect(progress).toHaveAttribute('data-state', 'running');
    await userEvent.hover(info!);
    await waitFor(() => expect(progress).toHaveAttribute('data-state', 'paused'));
    await userEvent.unhover(info!);
    await waitFor(() => expect(progress).toHaveAttribute('data-state', 'running'));
    await waitFor(async () => expect(await openToasts(canvasElement)).toHaveLength(0), {
      timeout: 5000,
    });
  },
};

// A paused store with a long duration: the bars stay full, so screenshots are stable.
function StaticToasts() {
  const [store] = React.useState(() => {
    const matrixStore = createToastStore({
      maxOpen: toastVariantOptions.variant.length * 2,
      duration: 600_000,
    });
    matrixStore.pause();
    for (const type of [...toastVariantOptions.variant].reverse()) {
      matrixStore.add(type, `${examples[type].message} (message only)`);
      matrixStore.add(type, examples[type].message, { title: `${type} with a title` });
    }
    return matrixStore;
  });
  return <Toaster store={store} className="static max-w-sm p-0" />;
}

/** Every type, with and without a title, each with its progress bar. */
export const Matrix: Story = {
  render: () => <StaticToasts />,
};
