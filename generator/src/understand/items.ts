/** The items a description lists for its archetype (tabs, steps, plans with prices, details). */
import { faqQuestion } from '../lexicon/faq-topics';
import type { Archetype, Presentation } from '../model';
import { DETAIL_CUES, ITEM_CUES, PROFILE_STATS } from '../list-cues';
import { sentenceCase, words } from '../text';
import { findList } from './lists';
import { quoteAnnotations, withoutAnnotations } from './quotes';
import type { Quote } from './quotes';

export interface ItemReading {
  items: string[];
  /** Pricing plans named with a price ("Starter $9"), in the order of the items. */
  prices?: string[];
  /** A card's free-form details ("shows invoice number, due date and amount due"). */
  details: string[];
  words: string[];
}

export function readItems(
  written: string,
  archetype: Archetype,
  presentation: Presentation,
  quotes: Quote[],
): ItemReading {
  // A list of quoted labels with values or notes after them is still one list; what each one
  // shows ("Each item: an icon, the text, a timestamp") names no item.
  const masked = withoutAnnotations(written).replace(
    /\beach (?:item|entry|event|card|row|one|update|activity)\b ?(?::|shows|has|with)[^.;\n]*/gi,
    '',
  );
  const itemCues = ITEM_CUES[archetype];
  let items = itemCues ? findList(masked, itemCues, quotes) : [];
  if (archetype === 'profile-card') items = findList(masked, PROFILE_STATS, quotes);
  // A picker's names are names ("Priya, Marcus and Lena"), never how they are typed ("in a
  // textarea, one per line").
  if (
    archetype === 'randomizer' &&
    !items.every((item) => /^\p{Lu}/u.test(item) && item.split(' ').length <= 3)
  )
    items = [];
  // "each with an icon, a title and a description" says what every feature shows, not which.
  if (
    archetype === 'feature-grid' &&
    items.some((item) => /\b(?:each|icons?|descriptions?|titles?|text)\b/i.test(item))
  )
    items = [];
  if (archetype === 'accordion') {
    const asked = questionsListed(masked);
    if (asked.length >= 2) items = asked;
  }
  let prices: string[] | undefined;
  if (archetype === 'cart') {
    // "croissants ($3.50), coffee $2.80": what is sold and at what price.
    const priced = [
      ...masked.matchAll(
        /\b([A-Za-z][A-Za-z' -]{0,29}[A-Za-z])\s*(?:\(\s*)?(?:at\s+|for\s+)?([$€£])\s?(\d+(?:\.\d{1,2})?)\)?/g,
      ),
    ].filter(
      (m) =>
        !/\b(?:with|and|total|subtotal|tax|vat|shipping|delivery|fees?|discount|price|cost|costs|starts?|starting|from|is|are)\s*$/i.test(
          m[1]!,
        ),
    );
    if (priced.length >= 2) {
      items = priced.map((m) =>
        sentenceCase(
          m[1]!
            .replace(/^.*\b(?:with|of|including)\s+/i, '')
            .replace(/^(?:and|or|an?|the)\s+/i, '')
            .trim(),
        ),
      );
      prices = priced.map((m) => `${m[2]}${m[3]}`);
    }
  }
  // A product's price as written ("price €24.00", "$49.99", "24,90 €", "R$ 24,90").
  if (archetype === 'product-card') {
    const price = /(?:R\$|[$€£])\s?\d+(?:[.,]\d{1,2})?|(?<![\d.,])\d+(?:[.,]\d{1,2})?\s?[€£]/.exec(
      masked,
    );
    if (price) prices = [price[0]];
  }
  if (archetype === 'pricing-table') {
    // "Starter $9", "Drop-in $15", "10-Class Pass $130", "Pro €12,50", "Enterprise $1,200": a
    // plan's name, then its price.
    const plans = [
      ...masked.matchAll(
        /(?<![\w-])((?:\d+-)?[A-Z][\w+]*(?:-[a-z]+)?(?: [A-Z][\w+]*)?)\s*(?:plan\s*)?(?:(?:at|for|[:\-–])\s*)?([$€£])\s?(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+(?:[.,]\d{2}(?!\d))?)/g,
      ),
    ];
    if (plans.length >= 2) {
      items = plans.map((m) => m[1]!);
      prices = plans.map((m) => `${m[2]}${m[3]}`);
    } else prices = quotedPrices(written, quotes, items);
  }
  if (
    archetype === 'timeline' ||
    archetype === 'kanban' ||
    archetype === 'stepper' ||
    archetype === 'stat-card'
  )
    items = items.map((item) => sentenceCase(item));
  // An FAQ asks about the topics it lists ("questions about pricing and refunds").
  if (archetype === 'accordion' && /\b(?:faq|questions?|frequently asked)\b/i.test(masked))
    items = items.map((item) => faqQuestion(item));
  // A to-do list starts from the items named; a records list shows data rows instead.
  if (archetype === 'list' && presentation.listKind === 'records') items = [];
  const details =
    archetype === 'card'
      ? findList(masked, DETAIL_CUES)
          .filter((d) => !/\b(?:button|input|output|corners?)\b/i.test(d))
          .map((d) => sentenceCase(d))
      : [];
  return {
    items,
    ...(prices ? { prices } : {}),
    details,
    words: [...items, ...details].flatMap((item) => words(item)),
  };
}

/**
 * Questions written one after another after "Questions:" ("Questions: Is there a free trial? Can
 * I cancel anytime?"), each ending at its question mark, until a sentence that asks nothing.
 */
function questionsListed(masked: string): string[] {
  const cue = /\bquestions?\b[^:.;?]{0,30}:/i.exec(masked);
  if (!cue) return [];
  const parts = masked.slice(cue.index + cue[0].length).split('?');
  const asked: string[] = [];
  // The text after the last question mark asks nothing.
  for (const part of parts.slice(0, -1)) {
    const question = part.trim();
    if (!question || /[.;:⟦]/.test(question) || question.split(' ').length > 14) break;
    asked.push(`${question[0]!.toUpperCase()}${question.slice(1)}?`);
  }
  return asked;
}

/** Quoted plans with their prices after them ("'Starter' $10/mo and 'Pro' $25/mo"), in order. */
function quotedPrices(written: string, quotes: Quote[], items: string[]): string[] | undefined {
  const notes = quoteAnnotations(written);
  const prices = items.map((item) => {
    const index = quotes.findIndex((quote) => quote.text === item);
    return /^[$€£] ?\d+(?:\.\d{2})?/.exec(notes.get(index) ?? '')?.[0].replace(' ', '');
  });
  return items.length >= 2 && prices.every(Boolean) ? (prices as string[]) : undefined;
}
