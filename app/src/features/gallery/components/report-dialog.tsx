import * as React from 'react';
import { galleryReportBodySchema } from '@kiln/contract/gallery';
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
import { TextField } from '../../../components/text-field';
import { useGalleryReport } from '../api/post-gallery-report';

type ReportDialogProps = {
  entryId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Report an entry to the admins with a reason (1 to 500 characters). */
export function ReportDialog({ entryId, title, open, onOpenChange }: ReportDialogProps) {
  const report = useGalleryReport();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = galleryReportBodySchema.safeParse({
      reason: formValues(event.currentTarget).reason ?? '',
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    report.mutate(
      { id: entryId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success('Reported. An admin will look at it.');
          onOpenChange(false);
        },
      },
    );
  };
  const refusal =
    report.error instanceof ApiError && report.error.status < 500
      ? report.error.message
      : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        report.reset();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this entry</DialogTitle>
          <DialogDescription>Tell the admins what is wrong with “{title}”.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Report">
          <TextField name="reason" label="Reason" required multiline error={errors.reason} />
          {refusal ? (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending}>
              Send report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
