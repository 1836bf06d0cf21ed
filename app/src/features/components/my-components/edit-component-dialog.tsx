import * as React from 'react';
import { updateComponentBodySchema } from '@kiln/contract/components';
import type { ComponentSummary, UpdateComponentBody } from '@kiln/contract';
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
import { fieldErrors, formValues } from '../../../lib/form-errors';
import { TextField } from '../../../components/text-field';

type EditDialogProps = {
  component: ComponentSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** The server's refusal, shown in the form. */
  error: string | undefined;
  onSave: (body: UpdateComponentBody) => void;
};

/** Tags are typed as one comma-separated line. */
const parseTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Rename a component and change its description and tags; its code is never touched here. */
export function EditComponentDialog({
  component,
  open,
  onOpenChange,
  pending,
  error,
  onSave,
}: EditDialogProps) {
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = updateComponentBodySchema.safeParse({
      name: values.name,
      description: values.description ?? '',
      tags: parseTags(values.tags ?? ''),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit details</DialogTitle>
          <DialogDescription>The name, description and tags of {component.name}.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label="Edit details"
        >
          <TextField
            name="name"
            label="Name"
            required
            defaultValue={component.name}
            error={errors.name}
          />
          <TextField
            name="description"
            label="Description"
            multiline
            defaultValue={component.description}
            error={errors.description}
          />
          <TextField
            name="tags"
            label="Tags"
            description="Separate tags with commas."
            defaultValue={component.tags.join(', ')}
            error={errors.tags}
          />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              Save details
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
