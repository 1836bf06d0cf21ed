import * as React from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@kiln/design-system';
import { ComponentNameField } from '../../../components/component-name-field';
import { describeError } from '../../../lib/error-message';
import { carryAnswerReport } from '../../../lib/scorecard/browser-checks';
import { postSaveAnswer } from '../api/post-save-answer';
import { rememberSavedComponent, savedComponentOf } from '../saved-components';
import { componentHref } from '../../../navigation';

export const SAVED_MESSAGE = 'Saved to My components';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  sessionId: string;
  messageId: string;
  defaultName: string;
  /** The answer's scorecard key: its preview's browser report goes along to the saved version. */
  scorecardKey: string;
  /** The answer is saved: its Save button says so and stays disabled. */
  onSaved(): void;
};

/**
 * Saves an answer to My components: the conversation's first save creates a component, later
 * ones add a version to it (or, if asked, start a separate component).
 */
export function SaveAnswerDialog({ open, onOpenChange, onSaved, ...form }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted afresh on every opening, so the form starts from the answer's own name. */}
        <SaveAnswerForm
          {...form}
          onDone={() => onOpenChange(false)}
          onSaved={() => {
            onSaved();
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function SaveAnswerForm({
  sessionId,
  messageId,
  defaultName,
  scorecardKey,
  onDone,
  onSaved,
}: Omit<Props, 'open' | 'onOpenChange' | 'onSaved'> & { onDone(): void; onSaved(): void }) {
  const navigate = useNavigate();
  const [existing] = React.useState(() => savedComponentOf(sessionId));
  const [name, setName] = React.useState(defaultName);
  const [separate, setSeparate] = React.useState(false);
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const separateId = React.useId();
  const addsVersion = existing !== undefined && !separate;

  const save = async () => {
    setPending(true);
    setError(null);
    try {
      const saved = await postSaveAnswer({
        messageId,
        name: name.trim(),
        componentId: addsVersion ? existing : undefined,
      });
      rememberSavedComponent(sessionId, saved.componentId);
      // Not awaited: the save is done; a report that cannot be stored leaves "Not checked".
      void carryAnswerReport(scorecardKey, saved).catch(() => undefined);
      onSaved();
      toast.success(SAVED_MESSAGE, {
        title: saved.version > 1 ? `Version ${saved.version}` : undefined,
        action: {
          label: 'Open in My components',
          onAction: () => void navigate(componentHref(saved.componentId)),
        },
      });
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DialogHeader>
        <DialogTitle>Save to My components</DialogTitle>
        <DialogDescription>
          {addsVersion
            ? 'This answer becomes the next version of the component you saved from this conversation. Earlier versions stay as they are.'
            : 'The answer’s files, the prompt that produced them and this conversation are kept with the component.'}
        </DialogDescription>
      </DialogHeader>
      {addsVersion ? null : <ComponentNameField value={name} onChange={setName} />}
      {existing !== undefined ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id={separateId}
            checked={separate}
            onCheckedChange={(checked) => setSeparate(checked === true)}
          />
          <label htmlFor={separateId} className="text-sm">
            Save as a separate component
          </label>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={!addsVersion && !name.trim()}>
          {addsVersion ? 'Save new version' : 'Save component'}
        </Button>
      </DialogFooter>
    </form>
  );
}
