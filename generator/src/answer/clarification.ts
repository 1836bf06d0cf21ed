/**
 * When a description names nothing Kiln can build ("asdf qwerty", "book me a flight"), the answer
 * is a question and a few descriptions it does understand, instead of a guessed component.
 */
import type { ComponentModel } from '../model';

export interface Clarification {
  /**
   * `not-understood`: no word of the description names a part of an interface;
   * `out-of-scope`: it asks for an action or an answer, not a component.
   */
  reason: 'not-understood' | 'out-of-scope';
  /** One sentence to show the person. */
  question: string;
  /** Two or three descriptions the engine builds, each usable as the next description as is. */
  suggestions: string[];
}

/** Words that name a part of an interface even when no archetype cue matched. */
const INTERFACE_WORD =
  /\b(?:ui|component|widget|website|site|app|homepage|dashboard|screen|page|view|layout|section|panel|box|field|input|form|button|table|list|card|menu|bar|modal|dialog|popup|banner|header|footer|grid|tile|toggle|switch|slider|checkbox|icon|image|label|link|tab|chart|editor|picker|control|formulaire|formular|formulario|bouton|tableau|tabelle|tabla|karte|tarjeta|carte|liste|lista)s?\b/i;
/** Requests addressed to an assistant rather than describing a component. */
const REQUEST =
  /^(?:please\s+|can you\s+|could you\s+|i want to\s+|i need to\s+)?(?:book|buy|order|call|phone|send|tell|translate|summari[sz]e|explain|remind|schedule|play|find|look up|search for|what|who|when|where|why|how|is|are|do|does|will|hi|hello|hey)\b/i;

const SUGGESTIONS = [
  'A login form with email, password and a remember-me checkbox',
  'A data table of orders with date, customer and total, sortable and paginated',
  'A pricing table with Free, Pro and Team plans',
];

/** A clarification when nothing of the description was understood as an interface, else none. */
export function clarificationFor(model: ComponentModel): Clarification | undefined {
  const understoodSomething =
    model.understood.length > 0 ||
    model.fields.length > 0 ||
    model.actions.length > 0 ||
    model.items.length > 0 ||
    // A working tool whose behaviour was read ("Prozentrechner": a percentage calculator).
    model.behaviour !== undefined ||
    INTERFACE_WORD.test(model.description);
  if (understoodSomething) return undefined;
  const outOfScope = REQUEST.test(model.description.trim());
  return {
    reason: outOfScope ? 'out-of-scope' : 'not-understood',
    question: outOfScope
      ? 'Kiln builds interface components, not tasks or answers. Which component do you want, and what should it show?'
      : 'Kiln could not tell which component you want. Which component is it, and what should it show?',
    suggestions: SUGGESTIONS,
  };
}
