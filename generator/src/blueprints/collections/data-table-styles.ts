import type { BuildContext } from '../../blueprint';
import type { StyleRule } from '../../styles';
import { commonRules, focusRing } from '../common';

/** The data table's style rules: toolbar, table, sort buttons, meters, selection and pages. */
export function dataTableRules(ctx: BuildContext): StyleRule[] {
  const { t } = ctx;
  return [
    ...commonRules(ctx, ['button']),
    { el: '', decls: { display: 'flex', 'flex-direction': 'column', gap: t('space') } },
    { el: 'toolbar', decls: { position: 'relative', 'max-width': '20rem' } },
    {
      el: 'toolbar-icon',
      decls: {
        position: 'absolute',
        top: '50%',
        left: '0.75rem',
        transform: 'translateY(-50%)',
        color: t('text-muted'),
        'pointer-events': 'none',
      },
    },
    {
      el: 'filter',
      decls: {
        width: '100%',
        'min-height': '2.5rem',
        padding: '0.5rem 0.75rem 0.5rem 2.5rem',
        border: `1px solid ${t('border')}`,
        'border-radius': t('radius-sm'),
        background: t('surface'),
        color: 'inherit',
        font: 'inherit',
        'box-sizing': 'border-box',
      },
    },
    { el: 'filter', state: ':focus-visible', decls: focusRing(t) },
    {
      el: 'scroll',
      decls: {
        'overflow-x': 'auto',
        border: `1px solid ${t('border')}`,
        'border-radius': t('radius'),
        background: t('surface'),
        'box-shadow': t('shadow'),
      },
    },
    {
      el: 'table',
      decls: { width: '100%', 'border-collapse': 'collapse', 'font-size': '0.875rem' },
    },
    {
      el: 'caption',
      decls: {
        padding: `${t('space')} ${t('space')} 0`,
        'text-align': 'left',
        'font-weight': '700',
        'font-size': '1rem',
      },
    },
    {
      el: 'th',
      decls: {
        padding: '0.75rem 1rem',
        'border-bottom': `1px solid ${t('border')}`,
        'text-align': 'left',
        'white-space': 'nowrap',
      },
    },
    {
      el: 'cell',
      decls: { padding: '0.75rem 1rem', 'border-bottom': `1px solid ${t('border')}` },
    },
    { el: 'row', state: ':hover', decls: { background: t('surface-muted') } },
    { el: 'row', state: ':last-child td', decls: { 'border-bottom': '0' } },
    {
      el: 'sort',
      // The whole header cell sorts: a person clicks the column's heading, not only its word.
      decls: {
        display: 'inline-flex',
        width: '100%',
        'align-items': 'center',
        gap: '0.25rem',
        padding: '0',
        border: '0',
        background: 'none',
        color: 'inherit',
        font: 'inherit',
        'font-weight': '600',
        cursor: 'pointer',
      },
    },
    { el: 'sort', state: ':focus-visible', decls: { ...focusRing(t), 'border-radius': '2px' } },
    {
      el: 'sort-icon',
      decls: {
        width: '1rem',
        height: '1rem',
        opacity: '0.4',
        transition: 'transform 150ms ease, opacity 150ms ease',
      },
    },
    {
      el: 'th',
      state: '[aria-sort="ascending"] svg',
      decls: { opacity: '1', transform: 'rotate(180deg)' },
    },
    { el: 'th', state: '[aria-sort="descending"] svg', decls: { opacity: '1' } },
    {
      el: 'empty',
      decls: { padding: '2rem 1rem', 'text-align': 'center', color: t('text-muted') },
    },
    {
      el: 'status',
      decls: {
        display: 'inline-block',
        padding: '0.125rem 0.5rem',
        'border-radius': '999px',
        background: t('surface-muted'),
        'font-size': '0.75rem',
        'font-weight': '600',
      },
    },
    {
      el: 'meter',
      decls: { width: '6rem', 'vertical-align': 'middle', 'accent-color': t('primary') },
    },
    {
      el: 'meter-value',
      decls: { 'margin-left': '0.5rem', 'font-variant-numeric': 'tabular-nums' },
    },
    {
      el: 'status',
      state: '[data-status="active"], &[data-status="paid"], &[data-status="delivered"]',
      decls: { color: t('success') },
    },
    {
      el: 'status',
      state: '[data-status="pending"], &[data-status="invited"]',
      decls: { color: t('warning') },
    },
    {
      el: 'pager',
      decls: {
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'flex-end',
        gap: '0.75rem',
      },
    },
    { el: 'page', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
    { el: 'cell', media: 'narrow', decls: { padding: '0.5rem 0.75rem' } },
  ];
}
