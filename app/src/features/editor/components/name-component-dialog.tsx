import * as React from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
} from '@kiln/design-system';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  defaultName: string;
  pending: boolean;
  error: string | null;
  onSave(name: string): void;
};

/** The blank component's first save names it; it then becomes a component in My components. */
export function NameComponentDialog({ open, onOpenChange, defaultName, ...form }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted afresh on every opening, so the name starts from the default. */}
        <NameForm defaultName={defaultName} {...form} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NameForm({
  defaultName,
  pending,
  error,
  onSave,
  onCancel,
}: Omit<Props, 'open' | 'onOpenChange'> & { onCancel(): void }) {
  const [name, setName] = React.useState(defaultName);
  const nameId = React.useId();
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(name.trim());
      }}
    >
      <DialogHeader>
        <DialogTitle>Save to My components</DialogTitle>
        <DialogDescription>
          The code becomes a new component. Later saves from the editor add versions to it.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <label htmlFor={nameId} className="text-sm font-medium">
          Name
        </label>
        <Input
          id={nameId}
          value={name}
          required
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={!name.trim()}>
          Save component
        </Button>
      </DialogFooter>
    </form>
  );
}
