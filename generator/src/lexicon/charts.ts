/**
 * The words of charts: their kinds, the periods they run along and the categories of well-known
 * dimensions, from which the engine writes a chart's sample points.
 */

/** Rule: "a <kind> chart of <what it shows>": the kind and where the subject starts. */
export const CHART =
  /\b(line|bar|column|area|pie|donut|doughnut) (?:chart|graph) (?:of|showing|for|with)\b/g;

/** A listed item that is a chart ("Bar chart of signups"), not a metric card. */
export const CHART_ITEM = /^(?:line|bar|column|area|pie|donut|doughnut) (?:chart|graph)\b/i;

export type ChartKind = 'line' | 'bar' | 'pie';

export const CHART_KINDS: Record<string, ChartKind> = {
  line: 'line',
  area: 'line',
  bar: 'bar',
  column: 'bar',
  pie: 'pie',
  donut: 'pie',
  doughnut: 'pie',
};

/** Words that end a chart's subject ("revenue, and …", "signups and a table of …"). */
export const SUBJECT_END = /[,.;:()]| and (?:an?|the|some|\d+|two|three|four) | with /;

/** "over the last 12 months", "for the past 7 days". */
export const SPAN =
  /\b(?:over|in|for|during|across) (?:the )?(?:last|past|previous) (\d{1,2}) (hours?|days?|weeks?|months?|quarters?|years?)\b/;

/** "by week", "per month", "by traffic source". */
export const ALONG = /\b(?:by|per|across|over) ((?:\w+ )?\w+)$/;

/** How many points a period has when no number is written. */
export const PERIOD_POINTS: Record<string, number> = {
  hour: 24,
  day: 7,
  week: 8,
  month: 12,
  quarter: 4,
  year: 5,
};

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const DAYS = 'Mon Tue Wed Thu Fri Sat Sun'.split(' ');

/** The label of the i-th of n points along a period. */
export function periodLabel(unit: string, index: number, count: number): string {
  if (unit === 'month') return MONTHS[index % 12]!;
  if (unit === 'day' && count <= 7) return DAYS[index]!;
  if (unit === 'quarter') return `Q${(index % 4) + 1}`;
  if (unit === 'year') return String(2026 - count + 1 + index);
  if (unit === 'hour') return `${String(index % 24).padStart(2, '0')}:00`;
  return `${unit[0]!.toUpperCase()}${unit.slice(1)} ${index + 1}`;
}

/** The categories of well-known dimensions, for pie slices and bars by category. */
export const CATEGORIES: [RegExp, string[]][] = [
  [
    /\b(?:traffic|visitor|lead) sources?\b|\bchannels?\b/,
    ['Organic search', 'Direct', 'Social', 'Referral', 'Email'],
  ],
  [
    /\bregions?\b|\bcountr(?:y|ies)\b|\bmarkets?\b/,
    ['North America', 'Europe', 'Asia Pacific', 'Latin America'],
  ],
  [/\bdevices?\b|\bplatforms?\b/, ['Desktop', 'Mobile', 'Tablet']],
  [/\bbrowsers?\b/, ['Chrome', 'Safari', 'Firefox', 'Edge']],
  [/\bplans?\b|\btiers?\b|\bsubscriptions?\b/, ['Free', 'Pro', 'Team', 'Enterprise']],
  [/\bcategor(?:y|ies)\b|\bproducts?\b/, ['Electronics', 'Clothing', 'Home', 'Books']],
  [/\bstatus(?:es)?\b/, ['Open', 'In progress', 'Closed']],
];
