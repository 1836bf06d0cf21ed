/** Follow-ups offered after an answer, each phrased as an instruction refine() understands. */
import { FORM_ARCHETYPES } from '../lexicon/archetypes';
import type { ComponentModel } from '../model';

/** Follow-ups phrased as instructions that refine() understands. */
export function suggestionsFor(model: ComponentModel): string[] {
  const list: string[] = [];
  if (FORM_ARCHETYPES.includes(model.archetype)) {
    if (!model.fields.some((f) => f.type === 'tel')) list.push('Add a phone field');
    if (model.archetype === 'login-form' && !model.fields.some((f) => f.name === 'rememberMe'))
      list.push("Add a 'Remember me' checkbox");
  }
  if (
    model.archetype === 'data-table' ||
    model.archetype === 'list' ||
    model.archetype === 'card-grid'
  ) {
    if (!model.features.includes('pagination') && model.archetype === 'data-table')
      list.push('Add pagination');
    if (!model.features.includes('filter') && !model.features.includes('search'))
      list.push('Add a search filter');
  }
  if (model.styling.theme !== 'dark') list.push('Use a dark theme');
  if (model.styling.radius !== 'rounded') list.push('Make the buttons rounded');
  list.push(model.framework === 'angular' ? 'Switch to React' : 'Switch to Angular');
  return list.slice(0, 4);
}
