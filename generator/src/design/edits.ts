/**
 * Design mode's edits of an engine-written component: each changes the component model, and the
 * code is printed again from it (never patched as text), so an edited component stays one the
 * engine wrote. Edits apply in order to a copy; the model given is never changed.
 */
import { outputName } from '../blueprints/common';
import { FORM_ARCHETYPES } from '../lexicon/archetypes';
import type { ActionKind, ComponentModel, Density, Radius, Styling } from '../model';
import { cleanText, contrastText, normalizeHex } from '../text';
import { DesignEditError } from './edit-error';
import { drawsItems, findPart, type ListKind, type PartRef } from './parts';

export type DesignLayout = NonNullable<Styling['layout']>;

/** One edit of the model, named by the part's id from `designParts`. */
export type DesignModelEdit =
  | { op: 'text'; part: string; value: string }
  | { op: 'variant'; part: string; value: ActionKind }
  | { op: 'move'; part: string; direction: 'up' | 'down' }
  | { op: 'remove'; part: string }
  | {
      op: 'style';
      /** A #rrggbb colour; the text drawn on it is derived for contrast. */
      primary?: string;
      radius?: Radius;
      density?: Density;
      shadow?: boolean;
      layout?: DesignLayout;
    };

const VARIANTS: readonly ActionKind[] = ['primary', 'secondary', 'link'];
const RADII: readonly Radius[] = ['square', 'default', 'rounded', 'pill'];
const DENSITIES: readonly Density[] = ['compact', 'comfortable', 'spacious'];
const LAYOUTS: readonly DesignLayout[] = ['stacked', 'split', 'grid'];
const MAX_TEXT = 200;

/** What a person calls a part of each kind, in the messages. */
const NOUNS: Record<PartRef['kind'], string> = {
  title: 'title',
  subtitle: 'subtitle',
  message: 'message',
  field: 'field',
  action: 'button',
  column: 'column',
  item: 'item',
  detail: 'detail',
};

/** The model's list holding parts of a kind, for moving and removing them. */
function listOf(model: ComponentModel, kind: ListKind): unknown[] {
  switch (kind) {
    case 'field':
      return model.fields;
    case 'action':
      return model.actions;
    case 'column':
      return model.data.columns;
    case 'item':
      return model.items;
    case 'detail':
      return model.details;
  }
}

/**
 * Lists that run beside a kind's own, one entry per part, and move and go with it: a pricing
 * table's prices beside its plans.
 */
function besideList(model: ComponentModel, kind: ListKind): unknown[][] {
  const prices = model.params.prices;
  return kind === 'item' && prices && prices.length === model.items.length ? [prices] : [];
}

function listPart(ref: PartRef, verb: string): ListKind {
  if (ref.kind === 'title' || ref.kind === 'subtitle' || ref.kind === 'message')
    throw new DesignEditError(`The ${ref.kind} cannot be ${verb}; change its text instead`);
  return ref.kind;
}

/** The text a person typed, cleaned as descriptions are; empty or too long is refused. */
function textValue(value: unknown): string {
  const text = cleanText(typeof value === 'string' ? value : '');
  if (!text) throw new DesignEditError('Enter a text');
  if (text.length > MAX_TEXT) throw new DesignEditError(`At most ${MAX_TEXT} characters`);
  return text;
}

/**
 * Buttons become outputs named after their labels and items are tracked by theirs, so two of
 * either saying the same would print two outputs of one name, or two rows of one key.
 */
function refuseTwin(model: ComponentModel, ref: PartRef, text: string): void {
  if (ref.kind === 'action') {
    const twin = model.actions.some(
      (action, i) => i !== ref.index && outputName(action.label) === outputName(text),
    );
    if (twin) throw new DesignEditError(`Another button already says “${text}”`);
  }
  if (ref.kind === 'item') {
    const twin = model.items.some(
      (item, i) => i !== ref.index && item.toLowerCase() === text.toLowerCase(),
    );
    if (twin) throw new DesignEditError(`Another item already says “${text}”`);
  }
}

function setText(model: ComponentModel, ref: PartRef, value: unknown): void {
  const text = textValue(value);
  refuseTwin(model, ref, text);
  switch (ref.kind) {
    case 'title':
    case 'subtitle':
    case 'message':
      model[ref.kind] = text;
      return;
    case 'field':
      model.fields[ref.index]!.label = text;
      return;
    case 'action':
      model.actions[ref.index]!.label = text;
      return;
    case 'column':
      model.data.columns[ref.index]!.label = text;
      return;
    case 'detail':
      model.details[ref.index] = text;
      return;
    case 'item': {
      // An item's own parts (a footer column's links) are listed under its label.
      const old = model.items[ref.index]!;
      model.items[ref.index] = text;
      const parts = model.itemParts?.[old];
      if (model.itemParts && parts) {
        delete model.itemParts[old];
        model.itemParts[text] = parts;
      }
    }
  }
}

function move(model: ComponentModel, ref: PartRef, direction: unknown): void {
  const kind = listPart(ref, 'moved');
  if (direction !== 'up' && direction !== 'down') throw new DesignEditError('Move it up or down');
  const list = listOf(model, kind);
  const to = ref.index + (direction === 'up' ? -1 : 1);
  if (to < 0) throw new DesignEditError(`That ${NOUNS[kind]} is already the first`);
  if (to >= list.length) throw new DesignEditError(`That ${NOUNS[kind]} is already the last`);
  for (const each of [list, ...besideList(model, kind)])
    [each[ref.index], each[to]] = [each[to], each[ref.index]];
}

function remove(model: ComponentModel, ref: PartRef): void {
  const kind = listPart(ref, 'removed');
  if (kind === 'field') {
    if (model.fields.length === 1 && FORM_ARCHETYPES.includes(model.archetype))
      throw new DesignEditError('A form needs at least one field');
    const [gone] = model.fields.splice(ref.index, 1);
    // A field that had to repeat the removed one ("Confirm password") no longer has one to repeat.
    for (const field of model.fields)
      if (field.validation.match === gone!.name) delete field.validation.match;
    return;
  }
  if (kind === 'column') {
    if (model.data.columns.length === 1)
      throw new DesignEditError('A table needs at least one column');
    const [gone] = model.data.columns.splice(ref.index, 1);
    for (const row of model.data.rows) delete row[gone!.key];
    return;
  }
  if (kind === 'item') {
    for (const beside of besideList(model, kind)) beside.splice(ref.index, 1);
    const [gone] = model.items.splice(ref.index, 1);
    if (model.itemParts && !model.items.includes(gone!)) delete model.itemParts[gone!];
    // Below its fewest (two tabs, two plans) an archetype draws sample items instead of these.
    if (model.items.length > 0 && !drawsItems(model, model.items.length))
      throw new DesignEditError(
        'This component needs more items than that: without this one it would show sample ones',
      );
    return;
  }
  listOf(model, kind).splice(ref.index, 1);
}

function choice<T extends string>(value: unknown, options: readonly T[], what: string): T {
  if (!options.includes(value as T))
    throw new DesignEditError(`Pick one of the ${what}: ${options.join(', ')}`);
  return value as T;
}

function style(model: ComponentModel, edit: Extract<DesignModelEdit, { op: 'style' }>): void {
  const styling = model.styling;
  if (edit.primary !== undefined) {
    const hex = typeof edit.primary === 'string' ? normalizeHex(edit.primary) : undefined;
    if (!hex) throw new DesignEditError('Pick a colour as #rrggbb');
    styling.primary = hex;
    styling.onPrimary = contrastText(hex);
  }
  if (edit.radius !== undefined) styling.radius = choice(edit.radius, RADII, 'corners');
  if (edit.density !== undefined) styling.density = choice(edit.density, DENSITIES, 'spacings');
  if (edit.layout !== undefined) styling.layout = choice(edit.layout, LAYOUTS, 'layouts');
  if (edit.shadow !== undefined) {
    if (typeof edit.shadow !== 'boolean') throw new DesignEditError('Turn the shadow on or off');
    styling.shadow = edit.shadow;
  }
}

function applyOne(model: ComponentModel, edit: DesignModelEdit): void {
  switch (edit.op) {
    case 'style':
      return style(model, edit);
    case 'text':
      return setText(model, findPart(model, edit.part), edit.value);
    case 'variant': {
      const ref = findPart(model, edit.part);
      if (ref.kind !== 'action') throw new DesignEditError('Only a button has a variant');
      const action = model.actions[ref.index]!;
      action.kind = choice(edit.value, VARIANTS, 'button variants');
      if (action.submit && action.kind === 'link')
        throw new DesignEditError('The button that sends the form cannot be a link');
      return;
    }
    case 'move':
      return move(model, findPart(model, edit.part), edit.direction);
    case 'remove':
      return remove(model, findPart(model, edit.part));
    default:
      throw new DesignEditError('That edit is not one design mode knows');
  }
}

/** The model with the edits applied in order; the first edit refused throws a DesignEditError. */
export function applyDesignEdits(
  model: ComponentModel,
  edits: readonly DesignModelEdit[],
): ComponentModel {
  const next = structuredClone(model);
  for (const edit of edits) applyOne(next, edit);
  return next;
}
