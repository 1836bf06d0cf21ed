import type { Blueprint, BuildContext } from '../../blueprint';
import { each, h, interp, when } from '../../view';
import { blueprint } from '../common';
import { clockBlueprint } from './clock';
import { clockText, EVERY_SECOND, startPause } from './parts';
import { pomodoro } from './pomodoro';
import { timerStyles } from './timer-styles';

const UNITS = [
  { key: 'days', label: 'Days', ms: 86_400_000, wrap: 0 },
  { key: 'hours', label: 'Hours', ms: 3_600_000, wrap: 24 },
  { key: 'minutes', label: 'Minutes', ms: 60_000, wrap: 60 },
  { key: 'seconds', label: 'Seconds', ms: 1_000, wrap: 60 },
];

function countdown(ctx: BuildContext): Blueprint {
  const { model } = ctx;
  const until = model.behaviour?.until ?? '';
  return blueprint({
    usesId: true,
    constants: [
      {
        name: 'units',
        type: '{ key: string; label: string; ms: number; wrap: number }[]',
        value: `[\n${UNITS.map((u) => `  { key: '${u.key}', label: '${u.label}', ms: ${u.ms}, wrap: ${u.wrap} },`).join('\n')}\n]`,
      },
    ],
    state: [
      { name: 'target', type: 'string', initial: `'${until}'` },
      { name: 'now', type: 'number', initial: 'Date.now()' },
    ],
    computed: [
      {
        name: 'remaining',
        expr: "$target ? Math.max(0, new Date($target + 'T00:00:00').getTime() - $now) : 0",
      },
      // Each unit's two-digit value, worked out in the class (templates cannot reach Math or String).
      {
        name: 'parts',
        expr: "@units.map((unit) => ({\n    ...unit,\n    value: String(\n      unit.wrap ? Math.floor($remaining / unit.ms) % unit.wrap : Math.floor($remaining / unit.ms),\n    ).padStart(2, '0'),\n  }))",
      },
    ],
    effects: [EVERY_SECOND],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, model.title || 'Countdown'),
        h(
          'div.field',
          {},
          h(
            'label.label',
            { '[for]': "@uid + '-date'" },
            model.behaviour?.labels?.date ?? 'Count down to',
          ),
          h('input.input', { '[id]': "@uid + '-date'", type: 'date', '[(value)]': 'target' }),
        ),
        h(
          'ul.units',
          {},
          each('unit', '$parts', 'unit.key', [
            h(
              'li.unit',
              {},
              h('span.value', {}, interp('unit.value')),
              ' ',
              h('span.unit-label', {}, interp('unit.label')),
            ),
          ]),
        ),
        h(
          'p.status',
          { 'aria-live': 'polite' },
          when("$target !== '' && $remaining === 0", ['The date has arrived.']),
          when("$target === ''", ['Choose a date to start the countdown.']),
        ),
      ),
    ],
    styles: timerStyles(ctx),
  });
}

function stopwatch(ctx: BuildContext): Blueprint {
  const { model } = ctx;
  const laps = model.behaviour?.laps === true;
  const every = model.behaviour?.hundredths ? 10 : 100;
  return blueprint({
    usesId: true,
    constants: [
      {
        name: 'clock',
        type: '(ms: number) => string',
        value: clockText(model.behaviour?.hundredths ? 'hundredths' : 'tenths'),
      },
    ],
    state: [
      { name: 'elapsed', type: 'number', initial: '0' },
      { name: 'startedAt', type: 'number', initial: '0' },
      { name: 'running', type: 'boolean', initial: 'false' },
      ...(laps ? [{ name: 'laps', type: 'number[]', initial: '[]' }] : []),
    ],
    methods: [
      { name: 'start', body: 'set:startedAt(Date.now() - $elapsed);\nset:running(true);' },
      { name: 'pause', body: 'set:elapsed(Date.now() - $startedAt);\nset:running(false);' },
      {
        name: 'reset',
        body: `set:running(false);\nset:elapsed(0);${laps ? '\nset:laps([]);' : ''}`,
      },
      // A lap records the time shown now, read from the clock rather than the last update.
      ...(laps ? [{ name: 'lap', body: 'set:laps([...$laps, Date.now() - $startedAt]);' }] : []),
    ],
    // Ten updates a second while running (a hundred for hundredths); the interval is cleared on
    // pause and on destroy.
    effects: [
      {
        angular: `effect((onCleanup) => {\n  if (!this.running()) return;\n  const from = this.startedAt();\n  const timer = setInterval(() => this.elapsed.set(Date.now() - from), ${every});\n  onCleanup(() => clearInterval(timer));\n});`,
        react: `if (!running) return;\nconst timer = setInterval(() => setElapsed(Date.now() - startedAt), ${every});\nreturn () => clearInterval(timer);`,
        reactDeps: ['running', 'startedAt'],
      },
    ],
    view: controls(
      ctx,
      model.title || 'Stopwatch',
      '@clock($elapsed)',
      '$elapsed === 0',
      false,
      laps,
    ),
    styles: timerStyles(ctx),
  });
}

function countdownTimer(ctx: BuildContext): Blueprint {
  const { model } = ctx;
  const duration = model.params.durationMs ?? 5 * 60_000;
  // The duration the person types: minutes, or seconds where the description counts in seconds.
  const unitMs = model.behaviour?.durationUnit === 'seconds' ? 1000 : 60_000;
  return blueprint({
    usesId: true,
    constants: [{ name: 'clock', type: '(ms: number) => string', value: clockText('none') }],
    state: [
      {
        name: 'minutes',
        type: 'string',
        initial: `'${Math.max(1, Math.round(duration / unitMs))}'`,
      },
      { name: 'remaining', type: 'number', initial: String(duration) },
      { name: 'endsAt', type: 'number', initial: '0' },
      { name: 'running', type: 'boolean', initial: 'false' },
    ],
    computed: [
      // Whole seconds left, rounded up: the display reads 05:00 until a full second has passed.
      { name: 'display', expr: '@clock(Math.ceil($remaining / 1000) * 1000)' },
      {
        name: 'atStart',
        expr: `!$running && $remaining === Math.max(0, Number($minutes) || 0) * ${unitMs}`,
      },
    ],
    methods: [
      {
        name: 'start',
        body: 'if ($remaining <= 0) return;\nset:endsAt(Date.now() + $remaining);\nset:running(true);',
      },
      {
        name: 'pause',
        body: 'set:remaining(Math.max(0, $endsAt - Date.now()));\nset:running(false);',
      },
      {
        name: 'reset',
        body: `set:running(false);\nset:remaining(Math.max(0, Number($minutes) || 0) * ${unitMs});`,
      },
      {
        name: 'changeMinutes',
        params: 'event: Event',
        body: `const value = (event.target as HTMLInputElement).value;\nset:minutes(value);\nif (!$running) set:remaining(Math.max(0, Number(value) || 0) * ${unitMs});`,
      },
    ],
    effects: [
      {
        angular:
          'effect((onCleanup) => {\n  if (!this.running()) return;\n  const endsAt = this.endsAt();\n  const timer = setInterval(() => {\n    const left = Math.max(0, endsAt - Date.now());\n    this.remaining.set(left);\n    if (left === 0) this.running.set(false);\n  }, 100);\n  onCleanup(() => clearInterval(timer));\n});',
        react:
          'if (!running) return;\nconst timer = setInterval(() => {\n  const left = Math.max(0, endsAt - Date.now());\n  setRemaining(left);\n  if (left === 0) setRunning(false);\n}, 100);\nreturn () => clearInterval(timer);',
        reactDeps: ['running', 'endsAt'],
      },
    ],
    view: controls(ctx, model.title || 'Timer', '$display', '$atStart', true),
    styles: timerStyles(ctx),
  });
}

function controls(
  ctx: BuildContext,
  title: string,
  display: string,
  atStart: string,
  withMinutes = false,
  laps = false,
) {
  // The description's own names for the minutes and the buttons (tool-labels' timer parameters).
  const named = ctx.model.behaviour?.labels ?? {};
  return [
    h(
      'section.',
      { '[aria-labelledby]': "@uid + '-title'" },
      h('h2.title', { '[id]': "@uid + '-title'" }, title),
      withMinutes &&
        h(
          'div.field',
          {},
          h(
            'label.label',
            { '[for]': "@uid + '-minutes'" },
            named.minutes ??
              (ctx.model.behaviour?.durationUnit === 'seconds' ? 'Seconds' : 'Minutes'),
          ),
          h('input.input', {
            '[id]': "@uid + '-minutes'",
            type: 'number',
            min: 0,
            inputmode: 'numeric',
            '[disabled]': '$running',
            '[value]': '$minutes',
            '(input)': 'changeMinutes(event)',
          }),
        ),
      h('p.display', {}, interp(display)),
      withMinutes &&
        h(
          'p.status',
          { 'aria-live': 'polite' },
          when('$remaining === 0', [named.done ?? "Time's up!"]),
        ),
      h(
        'div.actions',
        {},
        ...startPause(named),
        laps &&
          h(
            'button.button.button--secondary',
            { type: 'button', '(click)': 'lap()', '[disabled]': '!$running' },
            named.lap ?? 'Lap',
          ),
        h(
          'button.button.button--secondary',
          { type: 'button', '(click)': 'reset()', '[disabled]': atStart },
          named.reset ?? 'Reset',
        ),
      ),
      laps &&
        when('$laps.length > 0', [
          h(
            'ol.laps',
            { 'aria-label': 'Laps' },
            each(
              'time',
              '$laps',
              'n',
              [h('li', {}, 'Lap ', interp('n + 1'), ': ', interp('@clock(time)'))],
              {
                index: 'n',
              },
            ),
          ),
        ]),
    ),
  ];
}

/**
 * Counts down to a date, counts up (stopwatch), counts down a duration (timer) or tells the time
 * (clock), per the model.
 */
export function timerBlueprint(ctx: BuildContext): Blueprint {
  const clock = ctx.model.behaviour?.clock ?? 'timer';
  if (clock === 'countdown') return countdown(ctx);
  if (clock === 'stopwatch') return stopwatch(ctx);
  if (clock === 'clock') return clockBlueprint(ctx);
  if (clock === 'pomodoro') return pomodoro(ctx);
  return countdownTimer(ctx);
}
