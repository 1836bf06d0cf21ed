/**
 * A timer's own words: the duration it starts from ("25 minutes", "showing 25:00", a pomodoro's
 * 25 minutes), the unit the person types it in ("enter the number of seconds") and the message it
 * shows when it reaches zero ("shows “Done!” when it hits 0").
 */
import type { Behaviour, ComponentModel } from '../model';
import type { Quote } from './quotes';

/** A pomodoro is 25 minutes of focus unless the description says otherwise. */
const POMODORO_MS = 25 * 60_000;

/** "when it hits 0", "at zero", "once time is up", "when it ends": the moment a timer finishes. */
const FINISHED =
  /\b(?:when|once|after|at|if)\b[^.;]{1,30}?\b(?:0|zero|ends?|ended|finish(?:es|ed)?|done|over|up|runs? out|expires?|complete[sd]?)\b/;

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
  // The quoted message said to show once the time is up, in the words around it.
  const done = quotes.find(
    (quote) => FINISHED.test(`${quote.before} ${quote.after}`) && quote.text.length <= 60,
  );
  return {
    ...(seconds ? { durationUnit: 'seconds' as const } : {}),
    ...(done ? { labels: { done: done.text } } : {}),
  };
}
