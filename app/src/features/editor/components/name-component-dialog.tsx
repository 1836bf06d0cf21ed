import * as React from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kiln/design-system';
import { ComponentNameField } from '../../../components/component-name-field';

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
      <ComponentNameField value={name} onChange={setName} />
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
