/**
 * What a cart or an order summary charges besides its lines, as the description states it:
 * "Subtotal", "Shipping $5.00" (or "free shipping"), "Tax (10%)" or "Tax $3.44" (a rate of the
 * stated subtotal, so it follows the lines as they change). The total adds them up.
 */
import type { CartCharges } from '../model';

const AMOUNT = /[$€£]\s?(\d[\d,]*(?:\.\d{1,2})?)/;

/** The amount written right after a word ("Shipping $5.00", "shipping: $5"). */
function amountAfter(lower: string, word: RegExp): number | undefined {
  const at = word.exec(lower);
  if (!at) return undefined;
  const after = lower.slice(at.index + at[0].length, at.index + at[0].length + 16);
  const amount = /^[\s:=–-]{0,3}(?:of |is )?([$€£]\s?\d[\d,]*(?:\.\d{1,2})?)/.exec(after);
  return amount ? Number(AMOUNT.exec(amount[1]!)![1]!.replace(/,/g, '')) : undefined;
}

export function readCartCharges(lower: string, prices: readonly string[]): CartCharges | undefined {
  const subtotal = /\bsub-?totals?\b/.test(lower);
  const shippingNamed = /\b(?:shipping|delivery)\b/.test(lower);
  const shipping = /\bfree (?:shipping|delivery)\b/.test(lower)
    ? 0
    : amountAfter(lower, /\b(?:shipping|delivery)(?: fee| cost)?\b/);
  const rate = /\b(?:tax|vat)\b[^.;\d$€£]{1,12}(\d{1,2}(?:\.\d{1,2})?)\s?%/.exec(lower);
  const taxAmount = rate ? undefined : amountAfter(lower, /\b(?:tax|vat)\b/);
  // A tax stated as an amount is that share of the subtotal stated, or of the lines' prices.
  const base =
    amountAfter(lower, /\bsub-?total\b/) ??
    prices.reduce((sum, price) => sum + (Number(price.replace(/[^\d.]/g, '')) || 0), 0);
  const taxRate = rate
    ? Number(rate[1]) / 100
    : taxAmount !== undefined && base > 0
      ? Math.round((taxAmount / base) * 10_000) / 10_000
      : undefined;
  const taxNamed = /\b(?:tax|vat)\b/.test(lower);
  if (!subtotal && !shippingNamed && !taxNamed) return undefined;
  return {
    ...(shippingNamed ? { shipping: shipping ?? 0 } : {}),
    ...(taxNamed ? { taxRate: taxRate ?? 0 } : {}),
  };
}
