import { Button } from '@kiln/design-system';
import { TextField } from './text-field';

/**
 * Design mode's text edit of a picked part: its text in a field, changed on submit when it is
 * neither empty nor the same (the copilot's panel and the editor's).
 */
export function DesignTextEdit({
  initial,
  onApply,
  pending = false,
}: {
  initial: string;
  onApply: (value: string) => void;
  pending?: boolean;
}) {
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const value = String(new FormData(event.currentTarget).get('design-text') ?? '').trim();
        if (value && value !== initial) onApply(value);
      }}
    >
      <TextField name="design-text" label="Text" defaultValue={initial} maxLength={200} />
      <Button size="sm" type="submit" variant="outline" className="w-fit" loading={pending}>
        Change text
      </Button>
    </form>
  );
}
