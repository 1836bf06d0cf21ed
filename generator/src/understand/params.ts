/** Numbers a description states for one part: counts, durations, page sizes, ranges, file limits. */
import type { Archetype, ComponentModel } from '../model';
import { NUMBER_WORDS } from '../text';
import { readCounterBounds } from './counter-bounds';
import { numericRanges } from './inputs';

function toNumber(word: string): number | undefined {
  const lower = word.toLowerCase();
  return /^\d+$/.test(word) ? Number(word) : lower === 'single' ? 1 : NUMBER_WORDS[lower];
}

export function readParams(lower: string, archetype: Archetype): ComponentModel['params'] {
  const params: ComponentModel['params'] = {};
  const countMatch =
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|single)[- ](?:star|digit|step|tab|question|item|plan|column|slide|character)s?\b/i.exec(
      lower,
    );
  if (countMatch) params.count = toNumber(countMatch[1]!);
  // "four KPI cards", "3 stat tiles": how many metrics a row of stat cards shows.
  const metrics =
    archetype === 'stat-card' &&
    /\b(\d+|two|three|four|five|six)\s+(?:(?:stat(?:istic)?s?|kpi|metric|summary|dashboard)\s+)?(?:cards|tiles|widgets|metrics|kpis|stats)\b/i.exec(
      lower,
    );
  if (metrics) params.count = toNumber(metrics[1]!);
  // "six features in 3 columns": how many features the grid shows, not how many columns.
  const features =
    archetype === 'feature-grid' &&
    /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:features|cards|benefits)\b/i.exec(
      lower,
    );
  if (features) params.count = toNumber(features[1]!);
  // "the logos of 6 companies": how many logos.
  const logos =
    archetype === 'logo-cloud' &&
    /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:companies|customers|clients|partners|brands|logos)\b/i.exec(
      lower,
    );
  if (logos) params.count = toNumber(logos[1]!);
  // "3 customer quotes", "4 slides": how many testimonials; a "5-star rating" counts none.
  if (archetype === 'testimonial') {
    const quotes =
      /\b(\d+|two|three|four|five|six)\s+(?:customer\s+|client\s+|user\s+)?(?:quotes|testimonials|reviews|slides)\b/i.exec(
        lower,
      );
    if (quotes) params.count = toNumber(quotes[1]!);
    else delete params.count;
  }
  // "12 likes", "starting at 40 hearts": the count a like button starts from.
  const likes = archetype === 'reaction' && /\b(\d{1,6}) (?:likes?|hearts?|upvotes?)\b/.exec(lower);
  if (likes) params.count = Number(likes[1]);
  const duration = /(?<!\d)(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?)\b/.exec(lower);
  if (duration)
    params.durationMs = Math.round(Number(duration[1]) * (duration[2]!.startsWith('m') ? 1 : 1000));
  const perPage =
    /\b(\d{1,3}) (?:rows?|items?|results?|entries|records?|[a-z]+s)? ?(?:per|a|each) page\b/.exec(
      lower,
    ) ?? /\bpage size (?:of )?(\d{1,3})\b/.exec(lower);
  if (perPage && Number(perPage[1]) > 0) params.pageSize = Number(perPage[1]);
  const range = numericRanges(lower)[0];
  if (range && (archetype === 'counter' || archetype === 'game'))
    Object.assign(params, { min: range.min, max: range.max });
  // A counter's limits, step and price of one as worded ("can't go below zero", "step of 5").
  if (archetype === 'counter') {
    const bounds = readCounterBounds(lower);
    const min = bounds.min ?? params.min;
    const max = bounds.max ?? params.max;
    if (min === undefined || max === undefined || min < max) Object.assign(params, bounds);
  }
  const size = /(?<!\d)(\d+(?:\.\d+)?)\s*(kb|mb|gb)\b/.exec(lower);
  if (size)
    params.maxBytes = Math.round(
      Number(size[1]) * { kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[size[2] as 'kb' | 'mb' | 'gb'],
    );
  const accept = [...lower.matchAll(/(?:^|\s)(\.[a-z0-9]{1,5}(?:\.[a-z0-9]{1,3})?)\b/g)].map(
    (m) => m[1]!,
  );
  if (accept.length) params.accept = [...new Set(accept)];
  else {
    const kinds = /\b(images?|pdfs?|csv|videos?)\b/.exec(lower)?.[1];
    if (kinds)
      params.accept = /image/.test(kinds)
        ? ['.png', '.jpg', '.jpeg', '.webp']
        : /pdf/.test(kinds)
          ? ['.pdf']
          : /csv/.test(kinds)
            ? ['.csv']
            : ['.mp4', '.webm'];
  }
  return params;
}
