/**
 * A component's heading and copy where the description does not quote them: a stat card's metric,
 * a card's name, a team section's heading words, a named topic's copy, a footer's copyright owner.
 */
import { topicCopy } from '../lexicon/topic-copy';
import type { Action, Archetype } from '../model';
import { pascalCase, sentenceCase } from '../text';
import { copyrightOwner } from './groups';
import type { Quote } from './quotes';

export interface Heading {
  title: string;
  subtitle?: string;
  message?: string;
}

/**
 * The word for a heading, then its text, capitalised, to the end of its phrase: "heading What our
 * customers say, …", "title: Weekly report and …".
 */
const UNQUOTED_HEADING =
  /\b(?:heading|headline|title)\s*(?::\s*)?(\p{Lu}[\p{L}\p{N}'’!?&-]*(?: [\p{L}\p{N}'’!?&-]+){0,8}?)(?=\s*(?:[,.;:(]|$)|\s(?:and|with|then|above|below|followed|on|at|in)\b)/u;

/**
 * A profile's person, named with two or three capitalised words after "for" or "of", then their
 * role and place when written capitalised after commas.
 */
const PROFILE_PERSON =
  /\b(?:for|of)\s+(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’.-]*){1,2})(?:,\s*(\p{Lu}[\p{L}&' -]{2,40}?))?(?:,\s*(\p{Lu}[\p{L}' -]{2,30}?))?(?=\s*(?:[,.;(]|$)|\s(?:with|and|who|showing)\b)/u;

/** The title, subtitle and message from the words; a topic's action is added to `actions`. */
export function readHeading(
  words: { lower: string; masked: string; rawName: string | undefined; quotes?: Quote[] },
  archetype: Archetype,
  read: {
    title: string;
    message: string | undefined;
    items: string[];
    itemParts?: Record<string, string[]>;
    /** Labels of other parts: a table's columns, a quiz's own questions. */
    partTexts?: string[];
    actions: Action[];
  },
): Heading {
  const { lower, masked, rawName } = words;
  const { items, actions } = read;
  let { title, message } = read;
  // A quote that is one of the parts (an item, a column), or what a part says, heads nothing:
  // "'Do you ship?' -> 'Yes.'" is an FAQ's first question and its answer, not its heading and copy.
  const parts = new Set(
    [...items, ...Object.values(read.itemParts ?? {}).flat(), ...(read.partTexts ?? [])].map(
      (part) => part.toLowerCase(),
    ),
  );
  if (parts.has(title.toLowerCase())) title = '';
  if (message !== undefined && parts.has(message.toLowerCase())) message = undefined;
  // "heading What our customers say, 3 quote cards": a heading written out without quotes.
  const stated = title ? undefined : UNQUOTED_HEADING.exec(masked)?.[1];
  if (stated && !parts.has(stated.toLowerCase())) title = stated;
  // "profile card for Jane Cooper, Product Designer, San Francisco", or "name 'Maya Patel',
  // title 'Product Designer', location 'Berlin'": whose profile it is.
  let subtitle: string | undefined;
  if (archetype === 'profile-card') {
    const quoted = (before: RegExp) => words.quotes?.find((q) => before.test(q.before))?.text;
    const name = quoted(/\b(?:name|named|called)\s?:?\s*$/);
    const person = name ? null : PROFILE_PERSON.exec(masked);
    const about = name
      ? [
          quoted(/\b(?:title|role|position|job|headline)\s?:?\s*$/),
          quoted(/\b(?:location|city|place|based in|from)\s?:?\s*$/),
        ]
      : [person?.[2], person?.[3]];
    if (name ?? person) {
      title = name ?? person![1]!;
      if (about.some(Boolean)) subtitle = about.filter(Boolean).join(' · ');
      if (message !== undefined && [title, ...about].includes(message)) message = undefined;
    }
  }
  // One stat card's metric is its title; several are its items.
  if (archetype === 'stat-card' && items.length < 2) {
    const metric =
      /\b(?:showing|shows|displaying|for|of)\s+(?:the\s+)?([a-z]+(?: [a-z]+)?)(?=[,.]|\s+(?:with|and)\b|$)/.exec(
        lower,
      );
    if (metric) title = sentenceCase(metric[1]!);
  }
  // A name of several words written out without quotes ("my bakery called Crumb & Co") heads the
  // component.
  if (!title && rawName && /\s/.test(rawName) && !words.quotes?.some((q) => q.text === rawName))
    title = rawName;
  if (!title && rawName && archetype === 'card')
    title = sentenceCase(
      pascalCase(rawName)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase(),
    );
  // A team section is headed by the words that name it ("meet the team section", "Our team").
  const teamHeading = /\b(meet (?:the|our) team|our team)(?= section| grid| page|$)/i.exec(masked);
  if (archetype === 'card-grid' && !title && teamHeading) title = sentenceCase(teamHeading[1]!);
  // A topic the description names but does not word (a cookie banner, a 404 page) gets its copy.
  const topic = topicCopy(lower, archetype);
  if (topic) {
    title ||= topic.title;
    if (archetype === 'empty-state') subtitle ??= topic.text;
    else message ??= topic.text;
    if (topic.action && !actions.some((a) => a.kind !== 'link'))
      actions.push({ label: topic.action, kind: 'primary' });
  }
  // An empty state's one stated text is its heading; a stated heading stays ("404", then
  // heading "Page not found").
  if (archetype === 'empty-state' && message && !title) title = message;
  // A footer's quoted copyright line is its copy, whichever quote came first.
  const copyright =
    archetype === 'footer' ? words.quotes?.find((q) => q.text.includes('©')) : undefined;
  if (copyright) message = copyright.text;
  // A footer's copyright line names whose site it is: "© 2024 Brightside Inc." → Brightside Inc.
  if (archetype === 'footer' && !title && message?.includes('©')) title = copyrightOwner(message);
  return {
    title,
    ...(subtitle !== undefined ? { subtitle } : {}),
    ...(message !== undefined ? { message } : {}),
  };
}
