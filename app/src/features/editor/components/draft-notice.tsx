import { Alert, AlertDescription, Button } from '@kiln/design-system';

/** Says that unsaved edits from an earlier visit were put back, with the way back to the saved code. */
export function DraftNotice({ onKeep, onDiscard }: { onKeep(): void; onDiscard(): void }) {
  return (
    <Alert variant="info">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <span>
          <strong>Unsaved changes — restored.</strong> Your edits from last time were kept in this
          browser. Save them, or discard them to go back to the saved code.
        </span>
        <span className="flex gap-2">
          <Button size="sm" variant="ghost" onClick={onKeep}>
            Keep editing
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard}>
            Discard
          </Button>
        </span>
      </AlertDescription>
    </Alert>
  );
}
