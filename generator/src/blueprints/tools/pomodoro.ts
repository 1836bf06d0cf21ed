import type { Blueprint, BuildContext } from '../../blueprint';
import { h, interp } from '../../view';
import { blueprint } from '../common';
import { clockText, startPause } from './parts';
import { timerStyles } from './timer-styles';

/**
 * A pomodoro timer: work and break phases in turn, each counted down from its own length (a long
 * break, when the description names one, after every fourth work phase). A phase that runs out
 * stops the clock on the next one and says so; Skip moves on without counting the phase done. The
 * completed work sessions are counted. The interval is cleared on pause and on destroy.
 */
export function pomodoro(ctx: BuildContext): Blueprint {
  const { model } = ctx;
  const phases = model.behaviour?.phases ?? { work: 25, rest: 5 };
  const long = phases.long;
  const workName = phases.workName ?? 'Work';
  const named = model.behaviour?.labels ?? {};
  const lengths = `{ work: ${phases.work * 60_000}, rest: ${phases.rest * 60_000}${long ? `, long: ${long * 60_000}` : ''} }`;
  return blueprint({
    usesId: true,
    types: [`export type Phase = 'work' | 'rest'${long ? " | 'long'" : ''};`],
    constants: [
      { name: 'clock', type: '(ms: number) => string', value: clockText('none') },
      { name: 'lengths', type: 'Record<Phase, number>', value: lengths },
      {
        name: 'names',
        type: 'Record<Phase, string>',
        value: `{ work: '${workName}', rest: '${long ? 'Short break' : 'Break'}'${long ? ", long: 'Long break'" : ''} }`,
      },
    ],
    state: [
      { name: 'phase', type: 'Phase', initial: "'work'" },
      { name: 'remaining', type: 'number', initial: String(phases.work * 60_000) },
      { name: 'endsAt', type: 'number', initial: '0' },
      { name: 'running', type: 'boolean', initial: 'false' },
      { name: 'sessions', type: 'number', initial: '0' },
      { name: 'message', type: 'string', initial: "''" },
    ],
    computed: [
      // Whole seconds left, rounded up: the display reads 25:00 until a full second has passed.
      { name: 'display', expr: '@clock(Math.ceil($remaining / 1000) * 1000)' },
      { name: 'phaseName', expr: '@names[$phase]' },
      { name: 'atStart', expr: '!$running && $remaining === @lengths[$phase]' },
    ],
    methods: [
      {
        name: 'start',
        body: "set:endsAt(Date.now() + $remaining);\nset:running(true);\nset:message('');",
      },
      {
        name: 'pause',
        body: 'set:remaining(Math.max(0, $endsAt - Date.now()));\nset:running(false);',
      },
      {
        name: 'reset',
        body: "set:running(false);\nset:remaining(@lengths[$phase]);\nset:message('');",
      },
      {
        // The next phase, waiting for Start: a work phase run to its end counts as a session.
        name: 'advance',
        params: 'finished: boolean',
        body: [
          "const done = $phase === 'work' && finished ? $sessions + 1 : $sessions;",
          `const next: Phase = $phase !== 'work' ? 'work' : ${long ? "done > 0 && done % 4 === 0 && finished ? 'long' : 'rest'" : "'rest'"};`,
          'set:sessions(done);',
          'set:phase(next);',
          'set:running(false);',
          'set:remaining(@lengths[next]);',
          "set:message(finished ? (next === 'work' ? 'Break over: time to focus.' : 'Time for a break!') : '');",
        ].join('\n'),
      },
    ],
    effects: [
      {
        angular:
          'effect((onCleanup) => {\n  if (!this.running()) return;\n  const endsAt = this.endsAt();\n  const timer = setInterval(() => {\n    const left = Math.max(0, endsAt - Date.now());\n    if (left === 0) this.advance(true);\n    else this.remaining.set(left);\n  }, 100);\n  onCleanup(() => clearInterval(timer));\n});',
        react:
          'if (!running) return;\nconst timer = setInterval(() => {\n  const left = Math.max(0, endsAt - Date.now());\n  if (left === 0) advance(true);\n  else setRemaining(left);\n}, 100);\nreturn () => clearInterval(timer);',
        reactDeps: ['running', 'endsAt'],
      },
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, model.title || 'Pomodoro timer'),
        h('p.phase', {}, interp('$phaseName')),
        h(
          'p.display',
          { role: 'timer', '[aria-label]': "$phaseName + ' ' + $display" },
          interp('$display'),
        ),
        h('p.status', { 'aria-live': 'polite' }, interp('$message')),
        h(
          'div.actions',
          {},
          ...startPause(named),
          h(
            'button.button.button--secondary',
            { type: 'button', '(click)': 'reset()', '[disabled]': '$atStart' },
            named.reset ?? 'Reset',
          ),
          h(
            'button.button.button--secondary',
            { type: 'button', '(click)': 'advance(false)' },
            'Skip',
          ),
        ),
        h('p.sessions', {}, 'Sessions completed: ', interp('$sessions')),
      ),
    ],
    styles: (() => {
      const base = timerStyles(ctx);
      return {
        ...base,
        rules: [
          ...base.rules,
          { el: 'phase', decls: { margin: '0.75rem 0 0', 'font-weight': '600' } },
          { el: 'sessions', decls: { margin: '0.75rem 0 0' } },
        ],
      };
    })(),
  });
}
