/**
 * A dashboard's time-range choices ("a Last 7 days / 30 days / 90 days select"): periods, not
 * metrics; each choice takes the "Last" the first one was written with.
 */

const PERIOD =
  /^(last |past )?(\d{1,3}) (hours?|days?|weeks?|months?|years?)(?: (?:select|dropdown|picker|filter))?$/i;

/** The period choices among the listed items, or none when fewer than two items are periods. */
export function readTimeRange(items: string[]): string[] {
  const periods = items.map((item) => PERIOD.exec(item.trim()));
  if (periods.filter(Boolean).length < 2) return [];
  const lead = periods.find((period) => period?.[1])?.[1] ?? '';
  return periods.flatMap((period) =>
    period
      ? [`${lead}${period[2]} ${period[3]!.toLowerCase()}`.replace(/^\w/, (c) => c.toUpperCase())]
      : [],
  );
}
