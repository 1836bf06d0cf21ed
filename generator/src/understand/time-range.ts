/**
 * A dashboard's time-range choices ("a Last 7 days / 30 days / 90 days select"): periods, not
 * metrics; each choice takes the "Last" the first one was written with. Named periods ("This
 * year", "Today", "Year to date") are choices too, kept as written.
 */

const PERIOD =
  /^(last |past )?(\d{1,3}) (hours?|days?|weeks?|months?|years?)(?: (?:select|dropdown|picker|filter))?$/i;

const NAMED =
  /^(?:today|yesterday|all time|year to date|(?:this|last|past|previous) (?:week|month|quarter|year))$/i;

/** The period choices among the listed items, or none when fewer than two items are periods. */
export function readTimeRange(items: string[]): string[] {
  const periods = items.map((item) => PERIOD.exec(item.trim()));
  const named = items.map((item) => NAMED.test(item.trim()));
  if (periods.filter(Boolean).length + named.filter(Boolean).length < 2) return [];
  const lead = periods.find((period) => period?.[1])?.[1] ?? '';
  const capital = (text: string) => text.replace(/^\w/, (c) => c.toUpperCase());
  return periods.flatMap((period, index) => {
    if (named[index]) return [capital(items[index]!.trim())];
    return period ? [capital(`${lead}${period[2]} ${period[3]!.toLowerCase()}`)] : [];
  });
}
