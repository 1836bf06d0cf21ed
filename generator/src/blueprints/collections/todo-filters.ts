/** A to-do list's views and the words its texts use: the filter bar and the entries' noun. */
import { h, interp } from '../../view';
import type { ViewNode } from '../../view';

/** The views of a filtered to-do list, in the order its buttons show them. */
const FILTERS = [
  { key: 'all', label: 'All', count: '$tasks.length' },
  { key: 'active', label: 'Active', count: '$remaining' },
  { key: 'completed', label: 'Completed', count: '$tasks.length - $remaining' },
] as const;

/** What the list's texts call its entries: "task" unless the description names another noun. */
export interface Wording {
  one: string;
  many: string;
  labels: Record<string, string>;
}

/**
 * The views' buttons under the names the description gives them (All / Active / Completed when it
 * names none), each with the number of entries it shows, pressed when chosen.
 */
export function filterBar(words: Wording): ViewNode {
  return h(
    'div.filters',
    { role: 'group', 'aria-label': `Show ${words.many}` },
    ...FILTERS.map((filter) =>
      h(
        'button.filter',
        {
          type: 'button',
          '[aria-pressed]': `$filter === '${filter.key}'`,
          '[class.filter--active]': `$filter === '${filter.key}'`,
          '(click)': `set:filter('${filter.key}')`,
        },
        `${words.labels[filter.key] ?? filter.label} (`,
        interp(filter.count),
        ')',
      ),
    ),
  );
}
