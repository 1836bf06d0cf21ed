import { Link } from 'react-router';
import { BillingErrorCode } from '@kiln/contract';
import { ApiError } from '../lib/api/client';

/** The server refused a generation because the plan's generations are used up. */
export const isQuotaReached = (error: unknown): boolean =>
  error instanceof ApiError && error.code === BillingErrorCode.quotaExceeded;

/**
 * Where to go from a used-up allowance: the server's message says to upgrade, and this is the way
 * there. The screen passes the Billing route it knows.
 */
export function QuotaReachedLink({ billingHref }: { billingHref: string }) {
  return (
    <Link to={billingHref} className="font-medium text-foreground underline underline-offset-4">
      Upgrade your plan in Billing
    </Link>
  );
}
