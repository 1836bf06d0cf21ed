import type { DesignEdit, DesignPart } from './design';

const quoted = (text: string) => `“${text}”`;
const VARIANT_WORDS = { primary: 'primary', secondary: 'secondary', link: 'link' } as const;
const STYLE_WORDS = {
  color: 'colour',
  radius: 'corners',
  density: 'density',
  shadow: 'shadow',
  layout: 'layout',
} as const;

/**
 * An edit in words ("Renamed “Submit” to “Send”"), naming parts by the label they had when the
 * edit was made (`parts`: the parts before it).
 */
export function describeDesignEdit(edit: DesignEdit, parts: readonly DesignPart[]): string {
  const name = (id: string) => {
    const part = parts.find((candidate) => candidate.id === id);
    return part ? quoted(part.label) : 'a part';
  };
  switch (edit.op) {
    case 'text':
      return `Renamed ${name(edit.part)} to ${quoted(edit.value)}`;
    case 'variant':
      return `Made ${name(edit.part)} a ${VARIANT_WORDS[edit.value]} button`;
    case 'move':
      return `Moved ${name(edit.part)} ${edit.direction}`;
    case 'remove':
      return `Deleted ${name(edit.part)}`;
    case 'replace-text':
      return `Renamed ${quoted(edit.from)} to ${quoted(edit.value)}`;
    case 'style': {
      const set = (Object.keys(STYLE_WORDS) as (keyof typeof STYLE_WORDS)[])
        .filter((key) => edit[key] !== undefined)
        .map((key) =>
          key === 'shadow'
            ? edit.shadow
              ? 'shadow on'
              : 'shadow off'
            : `${STYLE_WORDS[key]} ${String(edit[key])}`,
        );
      return `Style: ${set.join(', ')}`;
    }
  }
}
