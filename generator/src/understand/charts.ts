/**
 * Charts a dashboard names ("a line chart of revenue over the last 12 months", "a bar chart of
 * signups by week", "a pie chart of traffic sources"): the kind, what it shows and what it runs
 * along, in the description's words, with sample points the engine writes of the right kind and
 * number (12 months → 12 points).
 */
import {
  ALONG,
  CATEGORIES,
  CHART,
  CHART_KINDS,
  PERIOD_POINTS,
  periodLabel,
  SPAN,
  SUBJECT_END,
} from '../lexicon/charts';
import type { ChartSpec } from '../model';
import { sentenceCase } from '../text';

const SHARES = [38, 24, 18, 12, 8];
const WIGGLE = [0, 0.08, -0.04, 0.11, 0.03, 0.14, 0.06, 0.18];

/** A sample size for what a chart shows: money in thousands, people in hundreds. */
function base(subject: string): number {
  if (/revenue|sales|income|profit|mrr|arr|spend|cost/.test(subject)) return 12000;
  if (/signups?|sign-ups|users|visitors|customers|orders|sessions|downloads/.test(subject))
    return 340;
  return 100;
}

const singular = (unit: string) => unit.replace(/s$/, '');

function points(subject: string, along: string | undefined, count?: number) {
  const period = along ? singular(along) : undefined;
  if (period && period in PERIOD_POINTS) {
    const n = count ?? PERIOD_POINTS[period]!;
    const size = base(subject);
    return Array.from({ length: n }, (_, i) => ({
      label: periodLabel(period, i, n),
      value: Math.round(size * (1 + 0.05 * i + WIGGLE[i % WIGGLE.length]!)),
    }));
  }
  const words = `${along ?? ''} ${subject}`;
  const named = CATEGORIES.find(([pattern]) => pattern.test(words))?.[1] ?? [
    'Group A',
    'Group B',
    'Group C',
    'Group D',
  ];
  const shares = SHARES.slice(0, named.length);
  const total = shares.reduce((sum, share) => sum + share, 0);
  return named.map((label, i) => ({ label, value: Math.round((shares[i]! * 100) / total) }));
}

/** The charts a (lower-case) description names, in order. */
export function readCharts(lower: string): { charts: ChartSpec[]; words: string[] } {
  const charts: ChartSpec[] = [];
  const words: string[] = [];
  for (const found of lower.matchAll(CHART)) {
    const rest = lower.slice(found.index + found[0].length, found.index + found[0].length + 90);
    const end = SUBJECT_END.exec(rest);
    let phrase = (end ? rest.slice(0, end.index) : rest).trim();
    const span = SPAN.exec(phrase);
    if (span) phrase = phrase.slice(0, span.index).trim();
    const along = ALONG.exec(phrase);
    const subject = (along ? phrase.slice(0, along.index) : phrase).trim();
    if (!subject) continue;
    const kind = CHART_KINDS[found[1]!]!;
    // A measure over no named dimension runs along the months; a pie's subject is its slices.
    const unit = span ? singular(span[2]!) : (along?.[1] ?? (kind === 'pie' ? undefined : 'month'));
    const count = span ? Math.min(Math.max(Number(span[1]), 2), 36) : undefined;
    words.push(found[1]!, 'chart', ...subject.split(' '), ...(unit ? unit.split(' ') : []));
    charts.push({
      kind,
      subject: sentenceCase(subject),
      along: sentenceCase(unit ?? 'category'),
      ...(span ? { span: span[0] } : {}),
      points: points(subject, unit, count),
    });
  }
  return { charts, words };
}
