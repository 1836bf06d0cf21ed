/** Pieces the working tools share: a labelled field's look and the number formats they print. */
import type { BuildContext } from '../../blueprint';
import type { NumberStyle } from '../../model';
import type { StyleRule } from '../../styles';
import { h, when } from '../../view';
import type { ViewNode } from '../../view';
import { focusRing, textInputRules } from '../common';

/** Module constants that format numbers the same way in every framework. */
const FORMAT_OPTIONS = {
  money: (currency: string) => `{ style: 'currency', currency: '${currency}' }`,
  decimal1: () => '{ minimumFractionDigits: 1, maximumFractionDigits: 1 }',
  decimal2: () => '{ maximumFractionDigits: 2 }',
  /** Always two decimals, no currency sign ("Total: 92.00"). */
  fixed2: () => '{ minimumFractionDigits: 2, maximumFractionDigits: 2 }',
} as const;

export type NumberFormatName = keyof typeof FORMAT_OPTIONS;

/**
 * The constant `name` formatting numbers as the description writes them (`Behaviour.numbers`):
 * en-US and dollars unless it says otherwise.
 */
export function numberFormat(name: NumberFormatName, numbers?: NumberStyle) {
  const { locale, currency } = numbers ?? { locale: 'en-US', currency: 'USD' };
  return {
    name,
    type: 'Intl.NumberFormat',
    value: `new Intl.NumberFormat('${locale}', ${FORMAT_OPTIONS[name](currency)})`,
  };
}

/** The sign its amounts are written with ("$", "€", "R$"), as the locale writes it. */
export function currencySign(numbers?: NumberStyle): string {
  const { locale, currency } = numbers ?? { locale: 'en-US', currency: 'USD' };
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

const twoDigits = (expr: string) => `String(${expr}).padStart(2, '0')`;

/** `mm:ss` (and tenths or hundredths for a stopwatch) of a number of milliseconds. */
export function clockText(fraction: 'none' | 'tenths' | 'hundredths'): string {
  const body = [
    'const seconds = Math.floor(ms / 1000);',
    `const text = ${twoDigits('Math.floor(seconds / 60)')} + ':' + ${twoDigits('seconds % 60')};`,
    fraction === 'tenths'
      ? "return text + '.' + Math.floor((ms % 1000) / 100);"
      : fraction === 'hundredths'
        ? `return text + '.' + ${twoDigits('Math.floor((ms % 1000) / 10)')};`
        : 'return text;',
  ];
  return `(ms: number): string => {\n${body.map((l) => `  ${l}`).join('\n')}\n}`;
}

/** Labels above their controls, controls as wide as the tool, a visible focus ring. */
export function fieldRules(t: BuildContext['t']): StyleRule[] {
  return [
    { el: 'field', decls: { display: 'grid', gap: '0.375rem' } },
    { el: 'label', decls: { 'font-weight': '600', 'font-size': '0.875rem' } },
    ...textInputRules(t, { width: '100%', 'box-sizing': 'border-box' }),
    { el: 'slider', decls: { width: '100%', 'accent-color': t('primary') } },
    { el: 'slider', state: ':focus-visible', decls: focusRing(t) },
    {
      el: 'title',
      decls: { margin: '0 0 1rem', 'font-size': '1.25rem' },
    },
  ];
}

/** A tool's heading: the description's own title, else the tool's name. */
export const title = (ctx: BuildContext, fallback: string): string => ctx.model.title || fallback;

/** `now` ticks once a second and stops when the component is destroyed (a countdown, a clock). */
export const EVERY_SECOND = {
  angular:
    'effect((onCleanup) => {\n  const timer = setInterval(() => this.now.set(Date.now()), 1000);\n  onCleanup(() => clearInterval(timer));\n});',
  react:
    'const timer = setInterval(() => setNow(Date.now()), 1000);\nreturn () => clearInterval(timer);',
  reactDeps: [],
};

/**
 * A timer's Start and Pause (or Stop): named both, two buttons, each enabled when it applies;
 * else one button that starts and pauses in turn. Calls the blueprint's `start()` and `pause()`
 * and reads its `running` state.
 */
export function startPause(named: { start?: string; pause?: string }): ViewNode[] {
  if (named.start !== undefined && named.pause !== undefined)
    return [
      h(
        'button.button',
        { type: 'button', '(click)': 'start()', '[disabled]': '$running' },
        named.start,
      ),
      h(
        'button.button',
        { type: 'button', '(click)': 'pause()', '[disabled]': '!$running' },
        named.pause,
      ),
    ];
  return [
    when(
      '$running',
      [h('button.button', { type: 'button', '(click)': 'pause()' }, named.pause ?? 'Pause')],
      [h('button.button', { type: 'button', '(click)': 'start()' }, named.start ?? 'Start')],
    ),
  ];
}

/** A game's button that starts it over, under the name the description gives it. */
export function restartLabel(ctx: BuildContext): string {
  return ctx.model.behaviour?.labels?.restart ?? 'New game';
}
