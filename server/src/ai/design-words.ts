import type { DesignEdit } from '@kiln/contract';

const quoted = (text: string) => `“${text}”`;

/** One edit in the words the conversation shows ("Renamed field:email to “Work e-mail”"). */
const editWords = (edit: DesignEdit): string => {
  switch (edit.op) {
    case 'text':
      return `set the text of ${edit.part} to ${quoted(edit.value)}`;
    case 'variant':
      return `made ${edit.part} a ${edit.value} button`;
    case 'move':
      return `moved ${edit.part} ${edit.direction}`;
    case 'remove':
      return `removed ${edit.part}`;
    case 'replace-text':
      return `changed ${quoted(edit.from)} to ${quoted(edit.value)}`;
    case 'style': {
      const { op: _op, ...style } = edit;
      const set = Object.entries(style).map(([key, value]) => `${key} ${String(value)}`);
      return `set the style (${set.join(', ')})`;
    }
  }
};

/** What an answer kept from design mode says: each edit, in order. */
export const describeEdits = (edits: readonly DesignEdit[]): string => {
  const words = edits.map(editWords);
  const shown = words.slice(0, 10);
  const more = words.length - shown.length;
  return `Edited in design mode: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
};
