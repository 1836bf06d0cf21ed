/**
 * Parts of page sections named beside their items: a footer's columns with their links and its
 * newsletter email field, testimonials from people named with their company, an FAQ's questions
 * written out with their answers, what each tab or panel says.
 */
import { FIELD_CUES } from '../lexicon/fields';
import type { Archetype, Field } from '../model';
import { words } from '../text';
import { namedPeople } from './data';
import { readFaqPairs, readQuotedFaqPairs } from './faq-pairs';
import { cardsByColumn } from './board-cards';
import { readItemTexts } from './item-text';
import { readGroups } from './groups';
import { figuresInLabels, quotedFigures } from './item-figures';
import type { Quote } from './quotes';
import { statedRecords } from './records';

export interface SectionParts {
  itemParts?: Record<string, string[]>;
  /** Stat cards whose figures are all stated and whose changes are neither stated nor asked for. */
  figuresOnly?: true;
  words: string[];
}

/** Words that ask a metric for its change: "trend", "vs last week", "% up", "growth". */
const ASKS_CHANGE =
  /\b(?:change[sd]?|trends?|trending|vs\.?|versus|compared|since|growth|grow(?:s|ing)|increase[sd]?|decrease[sd]?|delta|arrows?|up|down|rise|fall|last (?:week|month|year|period))\b/;

/** Quotes that are a person's full name and their company or role: "'Maria López, Brightly'". */
function quotedPeople(quotes: readonly Quote[]): { name: string; role: string }[] {
  const people = quotes.flatMap((quote) => {
    const person = /^(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’.-]*){1,2}),\s?([^,]{2,40})$/u.exec(
      quote.text,
    );
    return person ? [{ name: person[1]!, role: person[2]!.trim() }] : [];
  });
  return people.length >= 2 ? people : [];
}

/** Entries of two parts, one of them quoted: the words said and who said them, in order. */
function quotesWithAuthors(records: readonly string[][], quotes: readonly Quote[]) {
  const quoted = new Set(quotes.map((quote) => quote.text));
  const entries = records.flatMap((record) => {
    const at = record.findIndex((part) => quoted.has(part));
    return record.length === 2 && at >= 0 && !quoted.has(record[1 - at]!)
      ? [{ quote: record[at]!, author: record[1 - at]! }]
      : [];
  });
  return entries.length === records.length ? entries : [];
}

/** When an event happened, as a timeline writes it: a year, a date, a time or a month. */
const WHEN =
  /^(?:(?:19|20)\d{2}|\d{1,2}[:/.]\d{2}(?:[/.]\d{2,4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?: \d{1,2})?,?(?: \d{4})?|q[1-4](?: \d{4})?|(?:day|week|step|phase) \d+)$/i;

/** Entries of two parts, one of them a date or time: each event with when it happened. */
function eventsWithDates(records: readonly string[][]) {
  const entries = records.flatMap((record) => {
    const at = record.findIndex((part) => WHEN.test(part));
    return record.length === 2 && at >= 0 ? [{ when: record[at]!, event: record[1 - at]! }] : [];
  });
  return entries.length === records.length ? entries : [];
}

/** Replaces `items` with the sections' named groups and adds the fields a section asks for. */
export function readSectionParts(
  archetype: Archetype,
  written: string,
  masked: string,
  lower: string,
  quotes: Quote[],
  items: string[],
  fields: Field[],
): SectionParts {
  const understood: string[] = [];
  // A footer's columns named with their links: "Product (Features, Pricing), Company (About)".
  let itemParts: Record<string, string[]> | undefined;
  const groups = archetype === 'footer' ? readGroups(masked, quotes) : [];
  if (groups.length) {
    items.splice(0, items.length, ...groups.map((group) => group.label));
    itemParts = Object.fromEntries(groups.map((group) => [group.label, group.items]));
    understood.push(...groups.flatMap((group) => group.items.flatMap((item) => words(item))));
  }
  // Testimonials from people named with their company: "Sarah (Stripe), Mike (Notion)", "Anna
  // Lee from Acme", or quoted "'Maria López, Brightly'".
  const named = archetype === 'testimonial' ? namedPeople(masked, true) : [];
  const quoted = named.length >= 2 ? named : quotedPeople(quotes);
  if (quoted.length >= 2) {
    items.splice(0, items.length, ...quoted.map((person) => person.name));
    itemParts = Object.fromEntries(quoted.map((person) => [person.name, [person.role]]));
  }
  // Entries written out between dashes: quotes with who said them ("'Patient and fun.' – Raj
  // P."), events with their dates ("2015 – Opened our first café; 2018 – …").
  const records =
    archetype === 'testimonial' || archetype === 'timeline' || archetype === 'stat-card'
      ? statedRecords(masked, quotes)
      : [];
  const said = archetype === 'testimonial' ? quotesWithAuthors(records, quotes) : [];
  if (said.length) {
    items.splice(0, items.length, ...said.map((entry) => entry.author));
    // A testimonial's parts: who the author is (unsaid here), then their words.
    itemParts = Object.fromEntries(said.map((entry) => [entry.author, ['', entry.quote]]));
  }
  const dated = archetype === 'timeline' ? eventsWithDates(records) : [];
  if (dated.length) {
    items.splice(0, items.length, ...dated.map((entry) => entry.event));
    itemParts = Object.fromEntries(dated.map((entry) => [entry.event, [entry.when]]));
    understood.push(...dated.flatMap((entry) => words(entry.event.toLowerCase())));
  }
  // A board's cards written under their column ("To do: Restock milk, Wipe tables; Done: empty").
  const cards =
    archetype === 'kanban' && items.length >= 2 ? cardsByColumn(items, written) : undefined;
  if (cards) itemParts = cards;
  // An FAQ written out as questions with their answers: each question, in order, with its answer;
  // quoted pairs first, as their quotes bound them ("1. 'Q?' -> 'A.'").
  const quotedPairs = archetype === 'accordion' ? readQuotedFaqPairs(masked, quotes) : [];
  const faq =
    archetype === 'accordion' && !quotedPairs.length ? readFaqPairs(written) : quotedPairs;
  if (faq.length) {
    items.splice(0, items.length, ...faq.map((pair) => pair.question));
    const answered = faq.filter((pair) => pair.answer !== undefined);
    if (answered.length)
      itemParts = Object.fromEntries(answered.map((pair) => [pair.question, [pair.answer!]]));
    understood.push(...faq.flatMap((pair) => words(pair.question.toLowerCase())));
  }
  // Tabs or panels named with what each says: "Specs shows 'Weight: 1.2 kg'".
  if (!itemParts && (archetype === 'tabs' || archetype === 'accordion')) {
    itemParts = readItemTexts(masked, quotes, items);
    for (const text of Object.values(itemParts ?? {}).flat())
      understood.push(...words(text.toLowerCase()));
  }
  // Metrics and a profile's counts with their figures: "'Revenue' $48,200 (+12%), 'NPS' 61",
  // "Orders 892 / Conversion rate 3.4%", "(Followers 1.2k, Posts 42)".
  if (!itemParts && (archetype === 'stat-card' || archetype === 'profile-card'))
    itemParts = quotedFigures(masked, quotes, items) ?? figuresInLabels(items);
  // Metrics written with their figure in brackets or after a dash, when no figure was read
  // otherwise ("Steps (8,432), Calories (512 kcal)", "Revenue – $48,200").
  if (!itemParts && archetype === 'stat-card' && records[0]?.length === 2) {
    items.splice(0, items.length, ...records.map((record) => record[0]!));
    itemParts = Object.fromEntries(records.map((record) => [record[0]!, [record[1]!]]));
  }
  // A footer's newsletter sign-up ("a newsletter email input"): the email field it asks for.
  if (
    archetype === 'footer' &&
    /\b(?:newsletter|e-?mail (?:input|field|box|sign[- ]?up))\b/.test(lower) &&
    !fields.some((field) => field.type === 'email')
  ) {
    const email = FIELD_CUES.find(([cue]) => cue.source.includes('mail'))![1]();
    fields.push({ ...email, validation: email.validation ?? {} });
  }
  const figuresOnly =
    archetype === 'stat-card' &&
    items.length > 0 &&
    items.every((item) => itemParts?.[item]?.[0] && itemParts[item]!.length === 1) &&
    !ASKS_CHANGE.test(lower);
  return {
    ...(itemParts ? { itemParts } : {}),
    ...(figuresOnly ? { figuresOnly } : {}),
    words: understood,
  };
}
