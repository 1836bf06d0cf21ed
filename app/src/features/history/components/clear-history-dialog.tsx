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
} from '@kiln/design-system';
import * as React from 'react';

/** "Clear history" asks first: it cannot be undone. */
export function ClearHistoryDialog({
  disabled,
  pending,
  onConfirm,
}: {
  disabled: boolean;
  pending: boolean;
  onConfirm(): Promise<unknown>;
}) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          Clear history
        </Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Clear your history?</DialogTitle>
          <DialogDescription>
            Every entry and its prompt is removed from your history. Components you saved stay in My
            components, and your usage still counts these generations.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => {
              void onConfirm().finally(() => setOpen(false));
            }}
          >
            Clear history
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
