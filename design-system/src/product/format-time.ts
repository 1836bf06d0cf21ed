const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/**
 * "just now", "5 minutes ago", "yesterday", "3 days ago"; from a week on, the date ("Nov 3, 2026").
 * `now` is passed in, never read from the clock, so the same input always renders the same text.
 */
export function formatRelativeTime(
  value: Date | string | number,
  now: Date,
  locale = 'en',
): string {
  const date = toDate(value);
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE && elapsed > -MINUTE) return 'just now';
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(elapsed);
  const sign = elapsed > 0 ? -1 : 1;
  if (abs < HOUR) return relative.format(sign * Math.floor(abs / MINUTE), 'minute');
  if (abs < DAY) return relative.format(sign * Math.floor(abs / HOUR), 'hour');
  if (abs < 7 * DAY) return relative.format(sign * Math.floor(abs / DAY), 'day');
  return formatDate(date, locale);
}

/** A calendar date in UTC ("Nov 3, 2026"), so a server-rendered or screenshotted page never shifts by time zone. */
export function formatDate(value: Date | string | number, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    toDate(value),
  );
}

/** A time of day in UTC ("14:05"), for chat messages. */
export function formatClockTime(
  value: Date | string | number,
  locale = 'en',
  timeZone = 'UTC',
): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(toDate(value));
}
