import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kiln/design-system';

/**
 * Saving code the validator found errors in asks first: the saved version would become current
 * while it does not compile, and the versions list then marks it so.
 */
export function SaveBrokenDialog({
  open,
  errors,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  errors: number;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>This code does not compile</DialogTitle>
          <DialogDescription>
            {`The checks found ${errors} ${errors === 1 ? 'error' : 'errors'}. Saved anyway, this version becomes the current one and is marked “does not compile” until a version that compiles replaces it.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep editing</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm}>
            Save anyway
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
