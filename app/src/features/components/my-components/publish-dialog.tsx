import * as React from 'react';
import { publishGalleryBodySchema } from '@kiln/contract/gallery';
import type { ComponentDetail, GalleryCategory, MyGalleryEntry } from '@kiln/contract';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@kiln/design-system';
import { ApiError } from '../../../lib/api/client';
import { fieldErrors, formValues } from '../../../lib/form-errors';
import { galleryCategoryOptions } from '../../../lib/gallery-categories';
import { showFailure } from '../../../lib/show-failure';
import { TextField } from '../../../components/text-field';
import {
  useMyGalleryEntry,
  usePublishToGallery,
  useUnpublishFromGallery,
} from '../api/gallery-entry';
import { SelectField } from '../../../components/select-field';

/** Tags are typed as one comma-separated line. */
const parseTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

type PublishFormProps = {
  component: ComponentDetail;
  entry: MyGalleryEntry | null;
  onDone: () => void;
};

function PublishForm({ component, entry, onDone }: PublishFormProps) {
  const publish = usePublishToGallery();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [category, setCategory] = React.useState<GalleryCategory>(entry?.category ?? 'ui');
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = publishGalleryBodySchema.safeParse({
      componentId: component.id,
      version: component.currentVersion,
      title: values.title,
      description: values.description ?? '',
      category,
      tags: parseTags(values.tags ?? ''),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    publish.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(`Version ${component.currentVersion} is published in the gallery`);
        onDone();
      },
    });
  };
  const refusal =
    publish.error instanceof ApiError && publish.error.status < 500
      ? publish.error.message
      : undefined;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Publish">
      <TextField
        name="title"
        label="Title"
        required
        defaultValue={entry?.title ?? component.name}
        error={errors.title}
      />
      <TextField
        name="description"
        label="Description"
        multiline
        defaultValue={entry?.description ?? component.description}
        error={errors.description}
      />
      <SelectField
        label="Category"
        value={category}
        options={galleryCategoryOptions}
        onChange={(value) => setCategory(value as GalleryCategory)}
      />
      <TextField
        name="tags"
        label="Tags"
        description="Separate tags with commas."
        defaultValue={(entry?.tags ?? component.tags).join(', ')}
        error={errors.tags}
      />
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={publish.isPending}>
          {entry ? `Publish version ${component.currentVersion} again` : 'Publish'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * "Publish to gallery" and "Unpublish" for one of my components. The gallery keeps a snapshot of
 * the version published: later saves change nothing there until it is published again.
 */
export function PublishToGallery({ component }: { component: ComponentDetail }) {
  const mine = useMyGalleryEntry(component.id);
  const unpublish = useUnpublishFromGallery();
  const [open, setOpen] = React.useState(false);
  const entry = mine.data ?? null;
  return (
    <>
      <Button variant="outline" size="sm" disabled={mine.isPending} onClick={() => setOpen(true)}>
        {entry ? 'Gallery: update' : 'Publish to gallery'}
      </Button>
      {entry ? (
        <Button
          variant="outline"
          size="sm"
          disabled={unpublish.isPending}
          onClick={() =>
            unpublish.mutate(entry.id, {
              onSuccess: () => toast.success(`“${entry.title}” is no longer in the gallery`),
              onError: showFailure,
            })
          }
        >
          Unpublish
        </Button>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {entry ? 'Update the gallery entry' : 'Publish to the gallery'}
            </DialogTitle>
            <DialogDescription>
              {entry
                ? `The gallery shows version ${entry.version}${entry.hidden ? ', hidden by a moderator' : ''}. Publishing again shows version ${component.currentVersion} instead.`
                : `Everyone signed in can see, like and fork version ${component.currentVersion}. Later saves do not change it until you publish again.`}
            </DialogDescription>
          </DialogHeader>
          {open ? (
            <PublishForm
              key={entry?.updatedAt ?? 'new'}
              component={component}
              entry={entry}
              onDone={() => setOpen(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
