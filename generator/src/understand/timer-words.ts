/**
 * A timer's own words: the duration it starts from ("25 minutes", "showing 25:00", a pomodoro's
 * 25 minutes), the unit the person types it in ("enter the number of seconds") and the message it
 * shows when it reaches zero ("shows “Done!” when it hits 0").
 */
import type { Behaviour, ComponentModel } from '../model';
import type { Quote } from './quotes';

/** A pomodoro is 25 minutes of focus unless the description says otherwise. */
const POMODORO_MS = 25 * 60_000;

/**
 * "when it hits 0", "gets to 00:00", "at zero", "once time is up", "when it ends": the moment a
 * timer finishes.
 */
const FINISHED =
  /\b(?:when|once|after|at|if)\b[^.;]{1,30}?\b(?:0+(?::0+)*|zero|ends?|ended|finish(?:es|ed)?|done|over|up|runs? out|expires?|complete[sd]?)\b/i;

/**
 * The words of the quote's sentence before it ("When it reaches 0 it stops and shows …"), the
 * quote written out or masked (`⟦n⟧`).
 */
function sentenceBefore(lower: string, quote: Quote, index: number): string {
  const masked = lower.indexOf(`⟦${index}⟧`);
  const at = masked >= 0 ? masked : lower.indexOf(quote.text.toLowerCase());
  if (at < 0) return quote.before;
  const before = lower.slice(Math.max(0, at - 120), at);
  const end = Math.max(...['.', ';', '!', '?'].map((mark) => before.lastIndexOf(mark)));
  return before.slice(end + 1);
}

export function readTimerWords(
  lower: string,
  quotes: readonly Quote[],
  params: ComponentModel['params'],
): Pick<Behaviour, 'durationUnit' | 'labels'> {
  const minutes = /\b(\d+)[- ]?(?:minutes?|mins?)\b/.exec(lower);
  const shown = /(?<![\d:])(\d{1,3}):([0-5]\d)(?![\d:])/.exec(lower);
  if (!params.durationMs) {
    if (minutes) params.durationMs = Number(minutes[1]) * 60_000;
    else if (shown) params.durationMs = (Number(shown[1]) * 60 + Number(shown[2])) * 1000;
    else if (/\bpomodoro\b/.test(lower)) params.durationMs = POMODORO_MS;
  }
  // Seconds typed by the person: "the number of seconds", "a Seconds field"; never "5 minutes".
  const seconds =
    !minutes &&
    /\b(?:seconds?|secs|secondes|sekunden|segundos)\b/.test(lower) &&
    !/\bminutes?\b/.test(lower);
  // The quoted message said to show once the time is up, in the words of its sentence.
  const done = quotes.find(
    (quote, index) =>
      quote.text.length <= 60 &&
      FINISHED.test(`${sentenceBefore(lower, quote, index)} ${quote.after}`),
  );
  return {
    ...(seconds ? { durationUnit: 'seconds' as const } : {}),
    ...(done ? { labels: { done: done.text } } : {}),
  };
}

/** "a 15 minute long break", "long break of 15 min", "long breaks: 15 minutes". */
const LONG =
  /(\d{1,3})[- ]?(?:minutes?|mins?|m)[- ]long[- ]breaks?\b|\blong[- ]breaks?(?: of| for|:)? (\d{1,3})[- ]?(?:minutes?|mins?|m)\b/;
/** "5 minute breaks", "a break of 5 minutes", "short break: 5 min". */
const REST =
  /(\d{1,3})[- ]?(?:minutes?|mins?|m)[- ](?:short[- ])?breaks?\b|\b(?:short[- ])?breaks?(?: of| for|:)? (\d{1,3})[- ]?(?:minutes?|mins?|m)\b/;
/** "25 minute work", "25-minute focus sessions", "work: 25 min", "study for 50 minutes". */
const WORK =
  /(\d{1,3})[- ]?(?:minutes?|mins?|m)[- ](?:of )?(?:work|focus|study|pomodoros?|sessions?)\b|\b(?:work|focus|study)(?: sessions?| time| periods?)?(?: of| for|:)? (\d{1,3})[- ]?(?:minutes?|mins?|m)\b/;

/**
 * A pomodoro's phases in minutes: work (25), a break (5) and, where the description names one, a
 * long break after every fourth work phase. "25/5" in a pomodoro is work then break. Work is
 * called Focus or Study where the description says so.
 */
export function readPhases(lower: string): NonNullable<Behaviour['phases']> | undefined {
  const long = LONG.exec(lower);
  const rest = REST.exec(long ? lower.replace(long[0], ' ') : lower);
  const work = WORK.exec(lower);
  const pair = /\bpomodoro\b/.test(lower) ? /\b(\d{1,2}) ?\/ ?(\d{1,2})\b/.exec(lower) : null;
  const pomodoro = /\bpomodoro\b/.test(lower) || (!!work && !!rest);
  if (!pomodoro) return undefined;
  const minutes = (match: RegExpExecArray | null) =>
    match ? Number(match[1] ?? match[2]) : undefined;
  // What the work phase is called, when the description calls it otherwise.
  const workName = /\bfocus\b/.test(lower)
    ? 'Focus'
    : /\bstudy\b/.test(lower)
      ? 'Study'
      : undefined;
  const phases: NonNullable<Behaviour['phases']> = {
    ...(workName ? { workName } : {}),
    work: minutes(work) ?? (pair ? Number(pair[1]) : 25),
    rest: minutes(rest) ?? (pair ? Number(pair[2]) : 5),
    ...(long || /\blong[- ]breaks?\b/.test(lower) ? { long: minutes(long) ?? 15 } : {}),
  };
  return phases.work > 0 && phases.rest > 0 ? phases : undefined;
}
