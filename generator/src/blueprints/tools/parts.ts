/** Pieces the working tools share: a labelled field's look and the number formats they print. */
import type { BuildContext } from '../../blueprint';
import type { StyleRule } from '../../styles';
import { focusRing, textInputRules } from '../common';

/** Module constants that format numbers the same way in every framework. */
export const FORMATS = {
  money: {
    name: 'money',
    type: 'Intl.NumberFormat',
    value: "new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })",
  },
  decimal1: {
    name: 'decimal1',
    type: 'Intl.NumberFormat',
    value: "new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })",
  },
  decimal2: {
    name: 'decimal2',
    type: 'Intl.NumberFormat',
    value: "new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })",
  },
  /** Always two decimals, no currency sign ("Total: 92.00"). */
  fixed2: {
    name: 'fixed2',
    type: 'Intl.NumberFormat',
    value: "new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })",
  },
} as const;

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
