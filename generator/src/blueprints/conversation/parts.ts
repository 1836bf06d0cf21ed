import type { BuildContext } from '../../blueprint';
import { focusRing } from '../common';

export function inputRule(ctx: BuildContext) {
  const { t } = ctx;
  return [
    {
      el: 'input',
      decls: {
        flex: '1',
        'min-width': '8rem',
        'min-height': '2.5rem',
        padding: '0.5rem 0.75rem',
        border: `1px solid ${t('border')}`,
        'border-radius': t('radius-sm'),
        background: t('surface'),
        color: 'inherit',
        font: 'inherit',
      },
    },
    { el: 'input', state: ':focus-visible', decls: focusRing(t) },
  ];
}
