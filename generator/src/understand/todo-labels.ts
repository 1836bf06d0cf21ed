/**
 * A to-do list's own words: the label of its new-item input, its Add button and its filters, as
 * the description names them ("an input 'New item' and an 'Add' button", "filters All / Open /
 * Done"), and what one of its entries is called ("a shopping list" holds items, not tasks).
 */
import { splitList } from '../text';
import { cleanItems } from './lists';
import { readUnquotedInputLabel } from './todo-input';
import type { ToolLabels, ToolParameter } from './tool-parameters';
import type { Quote } from './quotes';
import type { ListTopic } from '../model';

/** The to-do list's input, its Add button and its three views, in the order the views show. */
export const TODO_PARAMETERS: ToolParameter[] = [
  {
    key: 'newItem',
    label: 'New task',
    aliases: [
      'item',
      'entry',
      'todo',
      'to-do',
      'nouvelle',
      'nouveau',
      'tâche',
      'article',
      'neue',
      'neuer',
      'neues',
      'aufgabe',
      'eintrag',
      'artikel',
      'nueva',
      'nuevo',
      'tarea',
      'artículo',
      'elemento',
    ],
    input: true,
  },
  {
    key: 'add',
    label: 'Add',
    aliases: [
      'create',
      'save',
      'submit',
      'ajouter',
      'hinzufügen',
      'añadir',
      'agregar',
      'aggiungi',
      'adicionar',
    ],
    input: false,
  },
  {
    // Each entry's own remove button ("every item has a Remove button").
    key: 'remove',
    label: 'Delete',
    aliases: [
      'remove',
      'trash',
      'discard',
      'supprimer',
      'effacer',
      'retirer',
      'löschen',
      'entfernen',
      'eliminar',
      'borrar',
      'quitar',
    ],
    input: false,
  },
];

/** The views of a filtered to-do list, by key, in the order its buttons show them. */
export const TODO_FILTER_KEYS = ['all', 'active', 'completed'] as const;

/** "filters: A, B, C", "filters A / B / C" (also "views", "tabs"), read from the first name on. */
const FILTERS_BEFORE = [
  /\b(?:filters?|views?|tabs?)\b[^:.;(]{0,20}?[:(—–]\s*([^\s.;)][^.;)]*)/i,
  /\b(?:filters?|views?|tabs?)\s+(?:(?:named|called|labell?ed|like|such as)\s+)?([^\s.;()][^.;()]*)/i,
];
/** "with A, B and C filters", read back from the last name. */
const FILTERS_AFTER = /\bwith\s([^:;.()]+?)\s(?:filters?|views?|tabs?)\b/i;

/** A name: quoted (masked) or capitalised, a few words at most. */
const NAME = /^(?:⟦\d+⟧|[\p{Lu}\d][\p{L}\d'’-]*(?:\s[\p{Lu}\d][\p{L}\d'’-]*){0,2})$/u;

/**
 * The filter names a description gives, in order: two or three labels, each quoted or capitalised
 * (lower-case words say what is filtered, "a filter for active and completed tasks", not a name).
 */
export function readFilterLabels(masked: string, quotes: readonly Quote[]): string[] {
  const runs: string[][] = [];
  for (const pattern of FILTERS_BEFORE) {
    const match = pattern.exec(masked);
    if (!match) continue;
    const parts = splitList(match[1]!);
    const end = parts.findIndex((part) => !NAME.test(part));
    // The last name may run on into other words ("… / Done, and a count of what is left").
    const run = end < 0 ? parts : parts.slice(0, end);
    const tail = end >= 0 ? /^(⟦\d+⟧|[\p{Lu}\d][\p{L}\d'’-]*)\s/u.exec(parts[end]!) : null;
    runs.push(tail ? [...run, tail[1]!] : run);
  }
  const after = FILTERS_AFTER.exec(masked);
  if (after) {
    const parts = splitList(after[1]!).map((part) => part.replace(/^with\s+/i, ''));
    const start = parts.findLastIndex((part) => !NAME.test(part));
    runs.push(parts.slice(start + 1));
  }
  const run = runs.find((names) => names.length >= 2 && names.length <= 3);
  return run ? cleanItems(run, [...quotes]) : [];
}

/**
 * The views the named filters stand for: three are All, Active and Completed in order; two are
 * the views that split the list, Active and Completed.
 */
export function filterLabels(names: readonly string[]): Record<string, string> {
  const keys = names.length === 3 ? TODO_FILTER_KEYS : TODO_FILTER_KEYS.slice(1);
  return Object.fromEntries(names.map((name, i) => [keys[i]!, name]));
}

/**
 * What one entry of a to-do list is called: a task when the description speaks of tasks, to-dos
 * or chores, else an item ("a shopping list", "a packing checklist").
 */
export function readItemNoun(lower: string): 'task' | 'item' {
  if (/\b(?:tasks?|to-?dos?|chores?|errands?)\b/.test(lower)) return 'task';
  return /\b(?:shopping|grocery|groceries|packing|check ?list|wish ?list|items?|things?)\b/.test(
    lower,
  )
    ? 'item'
    : 'task';
}

/** The kind of list the words name ("a grocery list", "my packing list"), when not one of tasks. */
export function readListTopic(lower: string): ListTopic | undefined {
  const m = /\b(shopping|grocery|packing) ?(?:list|check ?list)\b/.exec(lower);
  return m ? (m[1] as ListTopic) : undefined;
}

/** A to-do list's own words, read beside the labels its tool reading found. */
export interface TodoWords {
  labels?: Record<string, string>;
  /** Filters named by their own names: the list is filtered, whatever they are called. */
  filtered: boolean;
  noun: 'task' | 'item';
  topic?: ListTopic;
  /** The items read are the views' names (named or the usual ones), not tasks to start with. */
  viewsAsItems: boolean;
}

export function readTodoWords(
  masked: string,
  lower: string,
  quotes: readonly Quote[],
  tool: ToolLabels,
  items: readonly string[],
): TodoWords {
  const filters = readFilterLabels(masked, quotes);
  let labels = filters.length ? { ...tool.labels, ...filterLabels(filters) } : tool.labels;
  // Its one input: a quoted label that names none of its parts is the new item's ("'Product'");
  // one with a number is a count it shows ("'3/10 packed'").
  const input = tool.extraInputs?.find((label) => !filters.includes(label) && !/\d/.test(label));
  if (input && !labels?.newItem) labels = { ...labels, newItem: input };
  // Else one named without quotes ("a text field labelled New task", "an input for the item name").
  const unquoted = labels?.newItem ? undefined : readUnquotedInputLabel(masked);
  if (unquoted) labels = { ...labels, newItem: unquoted };
  const views = [...filters, 'all', 'active', 'completed', 'done'].map((v) => v.toLowerCase());
  return {
    ...(labels ? { labels } : {}),
    filtered: filters.length > 0,
    noun: readItemNoun(lower),
    ...(readListTopic(lower) ? { topic: readListTopic(lower) } : {}),
    viewsAsItems: items.some((item) => views.includes(item.toLowerCase())),
  };
}
