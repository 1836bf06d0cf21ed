import type { CheckStatus, Scorecard } from '@kiln/contract';

/** The words the scorecard shows each status with in Kiln (colour is never the only signal). */
const STATUS_WORDS: Record<CheckStatus, string> = {
  green: 'Pass',
  amber: 'Warning',
  red: 'Fail',
  unchecked: 'Not checked',
};

const CHECKS = [
  ['compiles', 'Compiles'],
  ['renders', 'Renders'],
  ['accessible', 'Accessible'],
  ['safe', 'Safe'],
] as const;

const NEVER_CHECKED = 'no scorecard was stored for this version';

/** Markdown lines: each of the four checks with its status and reason, "Not checked" without one. */
export const scorecardLines = (scorecard: Scorecard | null): string[] => [
  'Quality checks:',
  '',
  ...CHECKS.map(([key, label]) => {
    const check = scorecard?.[key];
    const status = STATUS_WORDS[check?.status ?? 'unchecked'];
    const reason = (check?.reason ?? NEVER_CHECKED).replace(/\s+/g, ' ').trim();
    return `- ${label}: **${status}** — ${reason}`;
  }),
];
