/**
 * Currencies a converter names and the rate it states between them: "EUR to USD at 1.08",
 * "1 USD = 0.92 EUR", "convertisseur de devises, taux 1,10". The first currency named is the
 * left field; a rate written the other way round ("1 USD = 0.92 EUR" in a EUR → USD converter)
 * is turned round. No rate is ever invented: without one the converter asks for it.
 */

/** A currency's words (code, name, sign) and its code, most specific first. */
const CURRENCIES: [RegExp, string][] = [
  [/^(?:eur|euros?|€)$/, 'EUR'],
  [/^(?:usd|us dollars?|dollars?|dólar(?:es)?|\$)$/, 'USD'],
  [/^(?:gbp|pounds?(?: sterling)?|sterling|libras?(?: esterlinas?)?|£)$/, 'GBP'],
  [/^(?:jpy|yen(?:es)?|¥)$/, 'JPY'],
  [/^(?:chf|swiss francs?|francs?)$/, 'CHF'],
  [/^(?:cad|canadian dollars?)$/, 'CAD'],
  [/^(?:aud|australian dollars?)$/, 'AUD'],
  [/^(?:inr|rupees?)$/, 'INR'],
  [/^(?:cny|yuan|renminbi)$/, 'CNY'],
  [/^(?:ars|argentine pesos?|pesos? argentinos?)$/, 'ARS'],
  [/^(?:cop|colombian pesos?|pesos? colombianos?)$/, 'COP'],
  [/^(?:clp|chilean pesos?|pesos? chilenos?)$/, 'CLP'],
  [/^(?:mxn|mexican pesos?|pesos?(?: mexicanos?)?)$/, 'MXN'],
];

/** Any currency word or sign, for finding them in order. */
// Spanish words too ("dólares", "libras", "yenes", "pesos"); in a currency converter "pounds" are
// sterling, not weight.
const CURRENCY_WORD =
  /\b(?:eur|euros?|usd|us dollars?|canadian dollars?|australian dollars?|dollars?|dólar(?:es)?|gbp|pounds?(?: sterling)?|sterling|libras?(?: esterlinas?)?|jpy|yen(?:es)?|chf|swiss francs?|francs?|cad|aud|inr|rupees?|cny|yuan|renminbi|mxn|ars|cop|clp|(?:mexican|argentine|colombian|chilean) pesos?|pesos?(?: (?:mexicanos?|argentinos?|colombianos?|chilenos?))?)(?!\p{L})|[€$£¥]/gu;

/** "1 USD = 0.92 EUR", "1 € = 1,08 $": one of the first worth this many of the second. */
const EQUATION = /\b1\s?([a-z]{3}|[€$£¥])\s?=\s?(\d+(?:[.,]\d+)?)\s?([a-z]{3}|[€$£¥])(?![a-z])/;
/** "at 1.08", "at a rate of 1.08", "rate: 1.08", "taux 1,10", "Kurs 1,08", "tipo de cambio 1,08". */
const RATE = /\b(?:at|rate|taux|kurs|tasa|tasso|cambio)\b[^\d;.]{1,30}(\d+(?:[.,]\d+)?)/;

function code(word: string): string | undefined {
  return CURRENCIES.find(([pattern]) => pattern.test(word.trim()))?.[1];
}

function number(text: string): number {
  return Number(text.replace(',', '.'));
}

export interface CurrencyReading {
  /** The two currencies' codes, left then right, when the description names two. */
  codes?: [string, string];
  /** Every currency named, in order, when there are more than two. */
  all?: string[];
  /** How many of the right currency one of the left is worth, when the description says. */
  rate?: number;
}

/** The currencies a lower-cased description names and the rate it gives between them. */
export function readCurrencies(lower: string): CurrencyReading {
  const codes = [...new Set([...lower.matchAll(CURRENCY_WORD)].flatMap((m) => code(m[0]) ?? []))];
  const equation = EQUATION.exec(lower);
  const from = equation ? code(equation[1]!) : undefined;
  const to = equation ? code(equation[3]!) : undefined;
  // Named only in the equation: it reads left to right.
  const pair: [string, string] | undefined =
    codes.length >= 2 ? [codes[0]!, codes[1]!] : from && to && from !== to ? [from, to] : undefined;
  let rate: number | undefined;
  if (equation && pair && from && to) {
    const stated = number(equation[2]!);
    if (from === pair[0] && to === pair[1]) rate = stated;
    // Written the other way round: one of the left is worth 1 / rate of the right.
    else if (from === pair[1] && to === pair[0] && stated > 0)
      rate = Math.round((1 / stated) * 1e6) / 1e6;
  }
  if (rate === undefined) {
    const stated = RATE.exec(lower);
    if (stated && number(stated[1]!) > 0) rate = number(stated[1]!);
  }
  return {
    ...(codes.length > 2 ? { all: codes } : {}),
    ...(pair ? { codes: pair } : {}),
    ...(rate !== undefined && Number.isFinite(rate) ? { rate } : {}),
  };
}
