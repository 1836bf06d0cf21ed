/** An amount in integer cents as people read it: `$19.00`. */
export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

const calendarDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day as an invoice line names it: `27 Nov 2026` (UTC, the day the period boundaries fall on). */
export const invoiceDay = (at: Date) => calendarDay.format(at);
