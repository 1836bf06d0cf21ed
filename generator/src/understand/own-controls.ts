/**
 * A component's own controls as the description names them, which are neither its items nor extra
 * buttons: the button that opens a dialog or shows a toast, a counter's buttons, a bell's words, a
 * quiz's questions and feedback, a rating's text before a star is chosen, a pricing table's
 * period, a comment section's Post, Reply and Like. Edits `actions` and `params` in place.
 */
import type { Behaviour } from '../model';
import { words } from '../text';
import { readGuessWords } from './guess-words';
import { readLabelChange } from './label-change';
import { readQuizWords, readStatedQuestions } from './stated-quiz';
import { readStrengthRules } from './strength-rules';
import { isTally, readTallyStart } from './tally';
import type { ToolPartsIn, ToolReading } from './tool-reading';
import { readConfirmedText, readTrigger } from './trigger';
import { numberedQuotes, readNumberedLabel } from './numbered-labels';
import { readUnsetText } from './unset-text';

export function readOwnControls(
  reading: ToolReading,
  parts: ToolPartsIn,
  read: Behaviour | undefined,
): { behaviour: Behaviour | undefined; words: string[] } {
  const { written, masked, lower, quotes, archetype, presentation } = reading;
  const { items, actions, params } = parts;
  const understood: string[] = [];
  let behaviour = read;
  // A dialog behind a button: the button is its trigger, not one of its actions.
  const trigger =
    archetype === 'modal' || archetype === 'toast' ? readTrigger(masked, quotes) : undefined;
  if (trigger) {
    behaviour = { ...behaviour, trigger };
    const confirmed = archetype === 'modal' ? readConfirmedText(masked, quotes) : undefined;
    if (confirmed) behaviour.labels = { ...behaviour.labels, confirmed };
    const kept = actions.filter((action) => action.label.toLowerCase() !== trigger.toLowerCase());
    actions.splice(0, actions.length, ...kept);
    understood.push(...words(trigger.toLowerCase()));
  }
  // A search box with entries of its own suggests them as one types.
  if (archetype === 'search-bar' && items.length >= 2 && !behaviour?.autocomplete)
    behaviour = { ...behaviour, autocomplete: {} };
  // Stacked alerts close each on its own: a close button named is theirs, no extra action.
  if (archetype === 'alert' && presentation.alertStack) {
    const kept = actions.filter((action) => !/^(?:×|✕|x\b|dismiss|close)/i.test(action.label));
    actions.splice(0, actions.length, ...kept);
  }
  // A comment section's own buttons: the one that posts, and each comment's Reply and Like.
  if (behaviour?.comments) {
    const post = actions.find((action) => /^(?:post|send|submit|publish)\b/i.test(action.label));
    const has = (word: RegExp) => actions.some((action) => word.test(action.label));
    behaviour = {
      ...behaviour,
      comments: {
        ...(post ? { post: post.label } : {}),
        ...(has(/^reply$/i) ? { reply: true } : {}),
        ...(has(/^like$/i) ? { like: true } : {}),
      },
    };
    // What remains named is no button of its own: the box's label, a comment's parts.
    actions.splice(0, actions.length);
  }
  // A sidebar's Collapse / Expand button is its own toggle (blueprints/navigation/sidebar.ts).
  if (archetype === 'sidebar') {
    const toggle = actions.filter((action) => /^(?:collapse|expand)\b/i.test(action.label));
    const named = toggle.map((a) => [/^collapse/i.test(a.label) ? 'collapse' : 'expand', a.label]);
    // "… and becomes 'Expand'": what the toggle says once pressed.
    const becomes = readLabelChange(masked, quotes)?.label;
    if (becomes && /^expand\b/i.test(becomes)) named.push(['expand', becomes]);
    if (named.length)
      behaviour = { ...behaviour, labels: { ...behaviour?.labels, ...Object.fromEntries(named) } };
    actions.splice(0, actions.length, ...actions.filter((action) => !toggle.includes(action)));
  }
  // A notification menu's own bell and "Mark all as read" are no extra actions.
  if (behaviour?.notifications) {
    const kept = actions.filter(
      (action) => !/^mark all\b|\bbell\b|^notifications?\b/i.test(action.label),
    );
    actions.splice(0, actions.length, ...kept);
    // "a button that reads 'Alerts (2)'": the bell's own words around its count.
    const worded = actions.find((action) => /^\D{1,30}\d{1,3}\D{0,10}$/.test(action.label));
    if (worded) {
      actions.splice(actions.indexOf(worded), 1);
      behaviour = { ...behaviour, labels: { ...behaviour?.labels, bell: worded.label } };
    }
  }
  // A button that says something else once pressed: that label is no second button.
  const pressed =
    archetype === 'button' || archetype === 'product-card'
      ? readLabelChange(masked, quotes)
      : undefined;
  if (pressed) {
    behaviour = { ...behaviour, pressed };
    const kept = actions.filter(
      (action) => action.label.toLowerCase() !== pressed.label.toLowerCase(),
    );
    actions.splice(0, actions.length, ...kept);
    understood.push(...words(pressed.label.toLowerCase()));
  }
  // A click counter's buttons change its count; what it starts at is stated or shown.
  if (archetype === 'counter') {
    if (isTally(lower, actions, written)) {
      behaviour = { ...behaviour, tally: { buttons: [] } };
      const start = readTallyStart(lower);
      if (start !== undefined) params.start = start;
    }
  }
  // A password meter's levels, as stated ("8 or more = 'Medium'").
  if (archetype === 'password-strength') {
    const strength = readStrengthRules(masked, quotes);
    if (strength) behaviour = { ...behaviour, strength };
  }
  // Prices written "$10/mo" or "$100/yr" keep that period.
  if (archetype === 'pricing-table') {
    const periods = {
      ...(/\d ?\/ ?mo\b/.test(lower) ? { perMonth: '/mo' } : {}),
      ...(/\d ?\/ ?yr\b/.test(lower) ? { perYear: '/yr' } : {}),
    };
    if (Object.keys(periods).length)
      behaviour = { ...behaviour, labels: { ...behaviour?.labels, ...periods } };
  }
  // A quiz's own questions and the words it answers with.
  if (archetype === 'quiz') {
    const questions = readStatedQuestions(masked, quotes);
    const said = readQuizWords(masked, quotes);
    // "Play again", "Start over": the button that restarts it, not an extra action.
    const again = actions.find((a) =>
      /^(?:play again|try again|restart|start over|retry)\b/i.test(a.label),
    );
    if (again) said.restart ??= again.label;
    const own = new Set([...Object.values(said), ...questions.flatMap((q) => q.answers)]);
    // "… as buttons", "the answers are buttons": how the choices are drawn, no button's label.
    const how = /^(?:as|are|(?:the )?(?:answers|options|choices)(?: are)?)$/i;
    actions.splice(
      0,
      actions.length,
      ...actions.filter((a) => !own.has(a.label) && !how.test(a.label)),
    );
    const advance =
      /\b(?:straight|directly|right away|immediately) (?:on )?to the next\b|\bno feedback\b/.test(
        lower,
      );
    behaviour = {
      ...behaviour,
      quiz: {
        ...(behaviour?.quiz ?? { topic: 'general' as const }),
        ...(questions.length ? { questions } : {}),
        ...(advance ? { advance } : {}),
      },
      ...(Object.keys(said).length ? { labels: { ...behaviour?.labels, ...said } } : {}),
    };
  }
  // A guessing game's own words for too high, too low, found and out of range.
  if (behaviour?.game === 'guess-number') {
    const said = readGuessWords(quotes);
    if (Object.keys(said).length)
      behaviour = { ...behaviour, labels: { ...behaviour.labels, ...said } };
  }
  if (archetype === 'rating') {
    // A rating's words while no star is chosen are its own, not its copy.
    const unset = readUnsetText(masked, quotes);
    if (unset) behaviour = { ...behaviour, labels: { ...behaviour?.labels, unset } };
    // "'Rate 1' through 'Rate 5'": every star's name.
    const star = readNumberedLabel(quotes);
    if (star) behaviour = { ...behaviour, labels: { ...behaviour?.labels, star } };
    // The stars are the buttons ("five star buttons", "'Rate 1' through 'Rate 5'"): no "Star"
    // or "Rate 1" button besides them.
    const named = new Set(numberedQuotes(quotes, star).map((text) => text.toLowerCase()));
    const kept = actions.filter(
      (a) => !/^stars?$/i.test(a.label) && !named.has(a.label.toLowerCase()),
    );
    actions.splice(0, actions.length, ...kept);
  }
  return { behaviour, words: understood };
}
