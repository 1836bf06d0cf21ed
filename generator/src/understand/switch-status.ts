/**
 * What a form says of one of its switches, in the description's own quoted words: "the text
 * 'Dark mode is off' or 'Dark mode is on'". Two quotes alike but for one state word (on / off,
 * enabled / disabled, visible / hidden …) are the text shown while the switch is on and while it is
 * off. The switch is the box to tick whose label the quotes name, else the form's only one; a
 * text naming the switch's own word ("Current theme: Dark" for "Dark mode") is its "on" text.
 */
import type { Field, SwitchStatus } from '../model';
import type { Quote } from './quotes';

/** State words, each "on" word with its "off" word, in the languages the engine reads. */
const STATES: readonly (readonly [on: string, off: string])[] = [
  ['on', 'off'],
  ['enabled', 'disabled'],
  ['active', 'inactive'],
  ['activated', 'deactivated'],
  ['visible', 'hidden'],
  ['shown', 'hidden'],
  ['checked', 'unchecked'],
  ['yes', 'no'],
  ['activé', 'désactivé'],
  ['activée', 'désactivée'],
  ['activado', 'desactivado'],
  ['activada', 'desactivada'],
  ['ativado', 'desativado'],
  ['ligado', 'desligado'],
  ['an', 'aus'],
  ['ein', 'aus'],
  ['aktiviert', 'deaktiviert'],
];

const tokens = (text: string): string[] => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];

/**
 * Whether the two texts differ in one word only, `on` in the first and `off` in the second: a
 * state word ("is on" / "is off"), or the word the switch is named by ("Current theme: Dark" for
 * a "Dark mode" switch, "… Light" without it).
 */
function onOff(on: string, off: string, switchWords: readonly string[][]): boolean {
  const a = tokens(on);
  const b = tokens(off);
  if (a.length !== b.length || a.length < 2) return false;
  const differing = a.flatMap((word, i) => (word === b[i] ? [] : [i]));
  if (differing.length !== 1) return false;
  const i = differing[0]!;
  return (
    STATES.some(([yes, no]) => a[i] === yes && b[i] === no) ||
    switchWords.some((words) => words.includes(a[i]!) && !words.includes(b[i]!))
  );
}

const SWITCHES = new Set<Field['type']>(['checkbox', 'toggle']);

export function readSwitchStatus(
  quotes: readonly Quote[],
  fields: readonly Field[],
): SwitchStatus | undefined {
  const switches = fields.filter((field) => SWITCHES.has(field.type));
  if (!switches.length) return undefined;
  for (const first of quotes)
    for (const second of quotes) {
      const pair = onOff(
        first.text,
        second.text,
        switches.map((field) => tokens(field.label)),
      )
        ? { on: first.text, off: second.text }
        : undefined;
      if (!pair) continue;
      // The switch the texts name: by the word that differs ("Dark" for "Dark mode"), else by
      // all its words in the "on" text.
      const said = tokens(pair.on);
      const unsaid = tokens(pair.off);
      const named =
        switches.find((field) =>
          tokens(field.label).some((w) => said.includes(w) && !unsaid.includes(w)),
        ) ?? switches.find((field) => tokens(field.label).every((w) => said.includes(w)));
      const field = named ?? (switches.length === 1 ? switches[0] : undefined);
      if (field) return { field: field.name, ...pair };
    }
  return undefined;
}
