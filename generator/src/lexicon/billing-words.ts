import type { Behaviour } from '../model';

/**
 * The words of a pricing table's monthly / yearly switch, one place for the switch and for what
 * the checklist counts as shown: the description's "annual" when it says that, else "Yearly".
 */
export const billingWords = (behaviour: Behaviour | undefined) => ({
  monthly: 'Monthly',
  yearly: `${behaviour?.yearlyWord === 'annual' ? 'Annual' : 'Yearly'} billing`,
});
