import type { Blueprint, BuildContext } from '../../blueprint';
import type { ListTopic } from '../../model';
import { tsString } from '../../text';
import { each, h, icon, interp, when } from '../../view';
import { blueprint, commonRules, focusOutline, focusRing, textInputRules } from '../common';
import { countExpr } from '../count-text';
import { filterBar, type Wording } from './todo-filters';

const TASK_SAMPLES = [
  'Review the pull request',
  'Book the team retro',
  'Update the release notes',
  'Reply to design feedback',
];

/** Sample entries of a list of things to get or take, by the kind of list. */
const GROCERIES = ['Oat milk', 'Sourdough bread', 'Free-range eggs', 'Bananas'];
const TOPIC_SAMPLES: Record<ListTopic, string[]> = {
  shopping: GROCERIES,
  grocery: GROCERIES,
  packing: ['Passport', 'Phone charger', 'Toothbrush', 'Rain jacket'],
};

/**
 * Tasks the user adds, ticks off and deletes; with task filters, All / Active / Completed
 * views whose counts follow every change. The input, the Add button and the views take the labels
 * the description names (behaviour.labels), and the texts its noun for the entries.
 */
export function todoListBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  // "3 items left", "2 of 5 done": the tasks counted in the description's own words.
  const subject = model.countWording?.subject;
  const wording = subject === 'items' || subject === 'done' ? model.countWording : undefined;
  const filtered = model.behaviour?.taskFilters === true;
  const clearing = model.behaviour?.clearCompleted === true;
  const one = model.behaviour?.itemNoun ?? 'task';
  const words: Wording = { one, many: `${one}s`, labels: model.behaviour?.labels ?? {} };
  const article = /^[aeiou]/.test(one) ? 'an' : 'a';
  const empty = `Nothing left to do. Add ${article} ${one} above.`;
  // Tasks the description names are all still to do; the invented samples show one done.
  const named = model.items.length > 0;
  const topic = model.behaviour?.listTopic;
  const samples = named
    ? model.items
    : model.behaviour?.startEmpty
      ? []
      : topic
        ? TOPIC_SAMPLES[topic]
        : TASK_SAMPLES;
  return blueprint({
    usesId: true,
    types: [
      'export interface Task {\n  id: number;\n  title: string;\n  done: boolean;\n}',
      ...(filtered ? ["export type TaskFilter = 'all' | 'active' | 'completed';"] : []),
    ],
    outputs: [{ name: 'tasksChange', type: 'Task[]' }],
    constants: [
      {
        name: 'initialTasks',
        type: 'Task[]',
        value: samples.length
          ? `[\n${samples.map((title, i) => `  { id: ${i + 1}, title: ${tsString(title)}, done: ${!named && i === 1} },`).join('\n')}\n]`
          : '[]',
      },
    ],
    state: [
      { name: 'tasks', type: 'Task[]', initial: '@initialTasks' },
      { name: 'draft', type: 'string', initial: "''" },
      ...(filtered ? [{ name: 'filter', type: 'TaskFilter', initial: "'all'" }] : []),
    ],
    computed: [
      // The tasks not done, where something reads them (strict TypeScript refuses unused locals).
      ...(!wording || wording.left || filtered || clearing
        ? [{ name: 'remaining', expr: '$tasks.filter((task) => !task.done).length' }]
        : []),
      ...(wording
        ? [
            {
              name: 'countText',
              expr:
                wording.subject === 'done'
                  ? countExpr(wording, '$tasks.filter((task) => task.done).length', '$tasks.length')
                  : countExpr(wording, wording.left ? '$remaining' : '$tasks.length'),
            },
          ]
        : []),
      ...(filtered
        ? [
            {
              name: 'shown',
              expr: "$filter === 'all' ? $tasks : $tasks.filter((task) => task.done === ($filter === 'completed'))",
            },
          ]
        : []),
    ],
    methods: [
      { name: 'commit', params: 'next: Task[]', body: 'set:tasks(next);\nemit:tasksChange(next);' },
      {
        name: 'add',
        params: 'event: SubmitEvent',
        body: "event.preventDefault();\nconst title = $draft.trim();\nif (!title) return;\nconst id = Math.max(0, ...$tasks.map((task) => task.id)) + 1;\n@commit([...$tasks, { id, title, done: false }]);\nset:draft('');",
      },
      {
        name: 'toggle',
        params: 'id: number',
        body: '@commit($tasks.map((task) => (task.id === id ? { ...task, done: !task.done } : task)));',
      },
      {
        name: 'remove',
        params: 'id: number',
        body: '@commit($tasks.filter((task) => task.id !== id));',
      },
      ...(clearing
        ? [{ name: 'clearCompleted', body: '@commit($tasks.filter((task) => !task.done));' }]
        : []),
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h(
          'h2.title',
          { '[id]': "@uid + '-title'" },
          model.title ||
            (topic ? `${topic[0]!.toUpperCase()}${topic.slice(1)} list` : 'To-do list'),
        ),
        h(
          'form.add',
          { '(submit)': 'add(event)' },
          h('label.sr-only', { '[for]': "@uid + '-new'" }, words.labels.newItem ?? `New ${one}`),
          h('input.input', {
            '[id]': "@uid + '-new'",
            type: 'text',
            placeholder: `Add ${article} ${one}…`,
            autocomplete: 'off',
            '[(value)]': 'draft',
          }),
          h(
            'button.button',
            { type: 'submit', '[disabled]': "$draft.trim() === ''" },
            icon('plus'),
            words.labels.add ?? 'Add',
          ),
        ),
        filtered && filterBar(words),
        h(
          'ul.items',
          {},
          each(
            'task',
            filtered ? '$shown' : '$tasks',
            'task.id',
            [
              h(
                'li.item',
                {},
                h(
                  'label.check',
                  {},
                  h('input', {
                    type: 'checkbox',
                    '[checked]': 'task.done',
                    '(change)': 'toggle(task.id)',
                  }),
                  h('span.task', { '[class.task--done]': 'task.done' }, interp('task.title')),
                ),
                h(
                  'button.delete',
                  {
                    type: 'button',
                    '[aria-label]': `${tsString(`${model.behaviour?.labels?.remove ?? 'Delete'} `)} + task.title`,
                    '(click)': 'remove(task.id)',
                  },
                  icon('trash'),
                ),
              ),
            ],
            {
              empty: [
                filtered
                  ? when(
                      "$filter === 'completed'",
                      [
                        h(
                          'li.empty',
                          {},
                          `No ${(words.labels.completed ?? 'completed').toLowerCase()} ${words.many} yet.`,
                        ),
                      ],
                      [h('li.empty', {}, empty)],
                    )
                  : h('li.empty', {}, empty),
              ],
            },
          ),
        ),
        wording
          ? h('p.summary', { 'aria-live': 'polite' }, interp('$countText'))
          : h(
              'p.summary',
              { 'aria-live': 'polite' },
              interp('$remaining'),
              ' of ',
              interp('$tasks.length'),
              ` ${words.many} left`,
            ),
        clearing &&
          h(
            'button.button.button--secondary',
            {
              type: 'button',
              '[disabled]': '$remaining === $tasks.length',
              '(click)': 'clearCompleted()',
            },
            'Clear completed',
          ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        { el: '', decls: { 'max-width': '32rem' } },
        { el: 'title', decls: { margin: '0 0 1rem', 'font-size': '1.25rem' } },
        { el: 'add', decls: { display: 'flex', gap: '0.5rem', 'margin-bottom': '1rem' } },
        ...textInputRules(t, { flex: '1' }),
        ...(filtered
          ? [
              {
                el: 'filters',
                decls: { display: 'flex', gap: '0.25rem', 'margin-bottom': '0.5rem' },
              },
              {
                el: 'filter',
                decls: {
                  padding: '0.25rem 0.625rem',
                  border: `1px solid ${t('border')}`,
                  'border-radius': t('radius-sm'),
                  background: 'transparent',
                  color: 'inherit',
                  font: 'inherit',
                  'font-size': '0.875rem',
                  cursor: 'pointer',
                },
              },
              {
                el: 'filter--active',
                decls: {
                  background: t('primary'),
                  color: t('on-primary'),
                  'border-color': t('primary'),
                },
              },
              { el: 'filter', state: ':focus-visible', decls: focusRing(t) },
            ]
          : []),
        { el: 'items', decls: { margin: '0', padding: '0', 'list-style': 'none' } },
        {
          el: 'item',
          decls: {
            display: 'flex',
            'align-items': 'center',
            'justify-content': 'space-between',
            gap: '0.5rem',
            padding: '0.5rem 0',
            'border-bottom': `1px solid ${t('border')}`,
          },
        },
        { el: 'task--done', decls: { color: t('text-muted'), 'text-decoration': 'line-through' } },
        {
          el: 'check',
          decls: { display: 'flex', 'align-items': 'center', gap: '0.75rem', cursor: 'pointer' },
        },
        {
          el: 'check',
          state: ' input',
          decls: { width: '1.125rem', height: '1.125rem', 'accent-color': t('primary') },
        },
        {
          el: 'delete',
          decls: {
            display: 'inline-flex',
            padding: '0.375rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'transparent',
            color: t('text-muted'),
            cursor: 'pointer',
          },
        },
        {
          el: 'delete',
          state: ':hover',
          decls: { background: t('surface-muted'), color: t('danger') },
        },
        { el: 'delete', state: ':focus-visible', decls: { outline: focusOutline(t) } },
        {
          el: 'empty',
          decls: { padding: '1.5rem 0', 'text-align': 'center', color: t('text-muted') },
        },
        {
          el: 'summary',
          decls: { margin: '1rem 0 0', color: t('text-muted'), 'font-size': '0.875rem' },
        },
      ],
    },
  });
}
