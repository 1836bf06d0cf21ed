/**
 * A follow-up's changes to what a working component does (refine.ts applies the rest): "add a
 * Clear completed button" gives a to-do list its own button that removes the tasks done; "make the
 * tip slider go to 40 %" gives a calculator's input new bounds, or says it already has them.
 */
import type { ComponentModel } from './model';
import { CLEAR_COMPLETED } from './understand/behaviour';
import { boundsEntry, boundsIn, familyInput } from './understand/tool-bounds';

/** Applies the behaviour edits the instruction asks for to `next`; `clears` when it asked to clear. */
export function refineBehaviour(
  next: ComponentModel,
  lower: string,
  removal: boolean,
  notes: string[],
  skipped: string[],
): { clears: boolean } {
  const clears = !removal && next.presentation.listKind === 'todo' && CLEAR_COMPLETED.test(lower);
  if (clears && next.archetype === 'list' && !next.behaviour?.clearCompleted) {
    next.behaviour = { ...next.behaviour, clearCompleted: true };
    notes.push('added a Clear completed button that removes the tasks done');
  }

  const bounded =
    next.archetype === 'calculator' ? boundsIn(lower, next.behaviour?.formula) : undefined;
  if (bounded) {
    const input = familyInput(next.behaviour?.formula, bounded.key);
    const label = input?.label.toLowerCase() ?? bounded.key;
    const range = `${bounded.min !== undefined ? `from ${bounded.min} ` : 'up '}to ${bounded.max}`;
    const before = { ...input, ...next.behaviour?.bounds?.[bounded.key] };
    if (before.max === bounded.max && (bounded.min === undefined || before.min === bounded.min))
      skipped.push(`the ${label} already goes ${range}`);
    else {
      next.behaviour = {
        ...next.behaviour,
        bounds: { ...next.behaviour?.bounds, ...boundsEntry(bounded) },
      };
      notes.push(`the ${label} now goes ${range}`);
    }
  }
  return { clears };
}
