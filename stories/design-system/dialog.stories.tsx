import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogVariantOptions,
  type DialogContentProps,
} from '@kiln/design-system';

type DialogStoryArgs = Pick<DialogContentProps, 'size' | 'showCloseButton'> & {
  onConfirm: () => void;
};

function DeleteComponentDialog({ size, showCloseButton, onConfirm }: DialogStoryArgs) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Delete component</Button>
      </DialogTrigger>
      <DialogContent size={size} showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Delete “Pricing card”?</DialogTitle>
          <DialogDescription>
            The component and its history are removed from your library. Exported files are not
            affected.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onConfirm}>
              Delete
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Design System/Dialog',
  component: DeleteComponentDialog,
  args: { size: 'md', showCloseButton: true, onConfirm: fn() },
  argTypes: { size: { control: 'select', options: dialogVariantOptions.size } },
} satisfies Meta<typeof DeleteComponentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TrapsFocusAndClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete component' });
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Delete “Pricing card”?' });
    await expect(dialog).toHaveAccessibleDescription(/removed from your library/);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Tab round the whole dialog twice: focus never leaves it.
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesFromCloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete component' });
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmsAndCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete component' }));
    await userEvent.click(
      within(await page.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent size={args.size} showCloseButton={args.showCloseButton}>
        <DialogHeader>
          <DialogTitle>Rename component</DialogTitle>
          <DialogDescription>
            Names appear in your library and in exported file names.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

// A transformed cell is the containing block of the fixed dialog inside it, so each size is
// drawn in its own frame instead of all of them stacking in the middle of the page.
function Frame({
  label,
  children,
}: {
  label: string;
  children: (cell: HTMLElement) => React.ReactNode;
}) {
  const [cell, setCell] = React.useState<HTMLElement | null>(null);
  return (
    <section aria-label={label} className="grid gap-2">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <div
        ref={setCell}
        className="relative h-64 overflow-hidden rounded-card border border-border [transform:translateZ(0)]"
      >
        {cell ? children(cell) : null}
      </div>
    </section>
  );
}

const states = ['with close button', 'without close button'] as const;

/** Every size × close-button state, each open in its own frame. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-6">
      {dialogVariantOptions.size.map((size) =>
        states.map((state) => (
          <Frame key={`${size}-${state}`} label={`${size} · ${state}`}>
            {(cell) => (
              <Dialog open modal={false}>
                <DialogContent
                  size={size}
                  container={cell}
                  showCloseButton={state === 'with close button'}
                  onInteractOutside={(event) => event.preventDefault()}
                  onOpenAutoFocus={(event) => event.preventDefault()}
                >
                  <DialogHeader>
                    <DialogTitle>
                      Dialog {size}, {state}
                    </DialogTitle>
                    <DialogDescription>
                      Names appear in your library and in exported file names.
                    </DialogDescription>
                  </DialogHeader>
                  <DialogFooter>
                    <Button variant="outline">Cancel</Button>
                    <Button>Save</Button>
                  </DialogFooter>
                </DialogContent>
              </Dialog>
            )}
          </Frame>
        )),
      )}
    </div>
  ),
};
