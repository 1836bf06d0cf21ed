import type { BuildContext } from '../../blueprint';
import { textInputRules } from '../common';

export function inputRule(ctx: BuildContext) {
  return textInputRules(ctx.t, { flex: '1', 'min-width': '8rem' });
}
