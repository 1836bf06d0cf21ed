import { FORM_ARCHETYPES } from './lexicon/archetypes';
import type { ComponentModel } from './model';

/**
 * "make the button label Send", "set the submit button text to 'Send now'", "the button should say
 * Send", "rename the button to Send". Only a button's label, text or caption, or what it says, is
 * read as a label: "add a cancel button to the form" is not. The new label (quoted or not) runs to
 * the end of the instruction.
 */
const BUTTON_LABEL = [
  /\bbutton(?:'s)? (?:label|text|caption)(?: (?:to|as|is|should be|=))? [`'"‘“]?([\p{L}\p{N}][\p{L}\p{N} &+-]{0,39})[`'"’”]?[.!]?$/iu,
  /\bbutton (?:should (?:say|read)|says|reads) [`'"‘“]?([\p{L}\p{N}][\p{L}\p{N} &+-]{0,39})[`'"’”]?[.!]?$/iu,
  /\b(?:rename|relabel) the (?:\w+ )?button (?:to|as) [`'"‘“]?([\p{L}\p{N}][\p{L}\p{N} &+-]{0,39})[`'"’”]?[.!]?$/iu,
];

/** The label the instruction gives the component's main button, if it gives one. */
export const buttonLabelIn = (text: string): string | undefined => {
  for (const pattern of BUTTON_LABEL) {
    const label = pattern.exec(text)?.[1]?.trim();
    if (label) return label;
  }
  return undefined;
};

/**
 * Relabels the main button: the form's submit button (written into the model when the form still
 * used its archetype's default), else the primary action, else the first. Answers the note, or
 * undefined when the component has no button to relabel or already says it.
 */
export const relabelButton = (next: ComponentModel, label: string): string | undefined => {
  const isForm = FORM_ARCHETYPES.includes(next.archetype);
  const main =
    next.actions.find((action) => action.submit) ??
    next.actions.find((action) => action.kind === 'primary') ??
    (isForm ? undefined : next.actions[0]);
  if (main?.label === label || (!main && !isForm)) return undefined;
  if (main) main.label = label;
  else next.actions = [...next.actions, { label, kind: 'primary', submit: true }];
  return `changed the button label to "${label}"`;
};
