/**
 * What a product card's description states of its product besides the price: its name written
 * without quotes ("name Speckled Mug"), its rating and number of reviews ("a 4.5 star rating with
 * 38 reviews") and a badge ("a 'New' badge", "a Sale ribbon").
 */
import type { Quote } from './quotes';

export interface ProductFacts {
  name?: string;
  rating?: number;
  reviews?: number;
  badge?: string;
}

/** A capitalised name after "name", "called", "product" or "card:": "name Speckled Mug". */
const NAMED =
  /\b(?:name|named|called|product|card(?=\s*:))(?:\s*:)?\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|\d{1,4}\b|&|of|and|de|du|la|le))*)/u;
/** The card's parts named, not a product: "card: Name, Price and Rating". */
const PART_WORDS = /^(?:name|title|price|image|photo|picture|rating|description|button)\b/i;
/** "4.5 star rating", "rated 4.8/5", "4.2 out of 5 stars", "rating of 4.7". */
const RATING =
  /\b([0-5](?:[.,]\d)?)\s?(?:-\s?)?(?:stars?\b|\/\s?5\b|out of 5\b)|\b(?:rated|rating(?: of)?)\s+([0-5](?:[.,]\d)?)\b/i;
const REVIEWS = /\b(\d{1,3}(?:,\d{3})+|\d{1,6})\s+(?:customer\s+)?(?:reviews?|ratings?)\b/i;
/** "a 'New' badge", "badge saying 'Sale'", "a Bestseller ribbon", "badge: New". */
const BADGE_QUOTED =
  /⟦(\d+)⟧\s+(?:badge|ribbon|tag|label|pill)\b|\b(?:badge|ribbon|tag|pill)(?:\s*:|\s+(?:saying|that says|reading|with|labell?ed))?\s*⟦(\d+)⟧/i;
const BADGE_WORDS =
  /\b(?:an?|the)\s+(\p{Lu}[\p{L}%-]*(?:\s\p{Lu}[\p{L}-]*)?|-?\d{1,2}\s?%(?: off)?)\s+(?:badge|ribbon|tag|pill)\b|\b(?:badge|ribbon)\s*:\s*(\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*)?)/u;

export function readProductFacts(masked: string, quotes: readonly Quote[]): ProductFacts {
  const facts: ProductFacts = {};
  const name = NAMED.exec(masked)?.[1]?.trim();
  if (name && !PART_WORDS.test(name)) facts.name = name;
  const rating = RATING.exec(masked);
  const stars = Number((rating?.[1] ?? rating?.[2] ?? '').replace(',', '.'));
  // "a 5-star rating" is the scale, not the product's score.
  if (rating && stars > 0 && (stars < 5 || /[.,]/.test(rating[0]))) facts.rating = stars;
  const reviews = REVIEWS.exec(masked);
  if (reviews) facts.reviews = Number(reviews[1]!.replaceAll(',', ''));
  const quoted = BADGE_QUOTED.exec(masked);
  const badge = quoted
    ? quotes[Number(quoted[1] ?? quoted[2])]?.text
    : (BADGE_WORDS.exec(masked)?.slice(1).find(Boolean) ?? undefined);
  if (badge) facts.badge = badge;
  return facts;
}
