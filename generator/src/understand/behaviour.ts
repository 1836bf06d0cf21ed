/** What a working tool does: its formula, its clock, its conversion or what it picks. */
import { readConversion, type ConversionId } from '../lexicon/conversions';
import { readCurrencies } from '../lexicon/currencies';
import { readFormula } from '../lexicon/formulas';
import { readMenuUnits, type Quantity } from '../lexicon/units';
import { NUMBER_WORDS } from '../text';
import { readQuizTopic } from '../lexicon/quiz-questions';
import { countOf } from '../check/nouns';
import { readPhases } from './timer-words';
import { boundsEntry, boundsIn } from './tool-bounds';
import { AUTOCOMPLETE, COMMENT_SECTION, NOTIFICATION_MENU, REORDER } from '../lexicon/archetypes';
import { readSuggestionTopic } from '../lexicon/suggestions';
import type { Archetype, Behaviour, StyleProperty } from '../model';
import { unmask, type Quote } from './quotes';

/**
 * An ISO date ("2030-01-01"), a written one ("31 December 2030", "December 31, 2030"), or a
 * holiday with its year ("New Year's Day 2027", "Christmas 2026"). Without a year a moment is not
 * read: the answer is the same whatever day it is asked on.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** What a style preview's controls set, by the words that name them. */
const STYLE_WORDS: [RegExp, StyleProperty][] = [
  [/\bbackground(?:[- ]colou?r)?\b|\bbg colou?r\b/, 'background'],
  [/\b(?:text|font|foreground) colou?r\b/, 'color'],
  [/\bfont[- ]size\b|\btext size\b/, 'fontSize'],
  [/\bfont[- ]weight\b|\bbold(?:ness)?\b/, 'fontWeight'],
  [/\bline[- ]height\b/, 'lineHeight'],
  [/\bletter[- ]spacing\b|\btracking\b/, 'letterSpacing'],
  [/\bpadding\b/, 'padding'],
  [/\b(?:border[- ])?radius\b|\brounded corners?\b/, 'radius'],
];

/**
 * A style preview's properties, in the order named, when the description styles text (names a
 * font size, weight, line height, letter spacing or text colour, or a sample text); else none.
 */
function readStyleProperties(lower: string): StyleProperty[] | undefined {
  if (
    !/\bfont|\btext colou?r\b|\bletter[- ]spacing\b|\bline[- ]height\b|\bsample text\b|\btypography\b/.test(
      lower,
    )
  )
    return undefined;
  const named = STYLE_WORDS.flatMap(([pattern, property]) => {
    const at = lower.search(pattern);
    return at >= 0 ? [{ at, property }] : [];
  });
  return named.length
    ? named.sort((a, b) => a.at - b.at).map((n) => n.property)
    : ['background', 'color', 'fontSize'];
}

/** The quantity a converter's words name: "length converter", "kg to lbs". */
function quantityOf(lower: string, conversion: ConversionId | undefined): Quantity | undefined {
  if (/\b(?:length|distance)\b/.test(lower)) return 'length';
  if (/\b(?:weight|mass)\b/.test(lower)) return 'mass';
  if (/\b(?:volume|liquid|cooking)\b/.test(lower)) return 'volume';
  if (conversion === 'distance' || conversion === 'length') return 'length';
  return conversion === 'weight' ? 'mass' : undefined;
}

/**
 * A converter whose units are picked from From and To menus: menus asked for, or three units
 * listed or more. Its result shows up to the decimals stated ("max 4 decimals"), else 4.
 */
function menuUnits(lower: string, conversion: ConversionId | undefined) {
  if (conversion && !['distance', 'length', 'weight'].includes(conversion)) return undefined;
  const menus = /\b(?:drop-?downs?|selects?|selectors?|menus?|pickers?)\b/.test(lower);
  const units = readMenuUnits(lower, menus ? quantityOf(lower, conversion) : undefined);
  if (!units || (!menus && units.length < 3)) return undefined;
  const stated =
    /\b(\d|one|two|three|four|five|six|seven|eight)\s(?:decimals?|decimal places|dp)\b/.exec(
      lower,
    )?.[1];
  const decimals = stated === undefined ? undefined : Number(stated) || NUMBER_WORDS[stated];
  return { units, ...(decimals !== undefined && decimals <= 8 ? { decimals } : {}) };
}

/** The currencies a converter's menus offer when the description names fewer than two. */
const MENU_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'];

/** Holidays on fixed dates, as MM-DD. */
const HOLIDAYS: [RegExp, string][] = [
  [/\bnew year'?s eve\b/, '12-31'],
  [/\bnew year(?:'?s(?: day)?)?\b/, '01-01'],
  [/\bchristmas eve\b/, '12-24'],
  [/\bchristmas(?: day)?\b|\bxmas\b/, '12-25'],
  [/\bhalloween\b/, '10-31'],
  [/\bvalentine'?s(?: day)?\b/, '02-14'],
];

function readDate(lower: string): string | undefined {
  const iso = /\b\d{4}-\d{2}-\d{2}\b/.exec(lower);
  if (iso) return iso[0];
  for (const [holiday, day] of HOLIDAYS) {
    const named = holiday.exec(lower);
    const year =
      named &&
      /^\W{0,3}(?:day\W{1,3})?((?:19|20)\d{2})\b/.exec(lower.slice(named.index + named[0].length));
    if (year) return `${year[1]}-${day}`;
  }
  const written =
    /\b(\d{1,2})(?:st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* (\d{4})\b/.exec(
      lower,
    ) ??
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b/.exec(
      lower,
    );
  if (!written) return undefined;
  const [day, month] = /^\d/.test(written[1]!)
    ? [written[1]!, written[2]!]
    : [written[2]!, written[1]!];
  const year = written[3]!;
  const index = MONTHS.indexOf(month) + 1;
  return `${year}-${String(index).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A to-do list's views: "filter" with what it filters by, or the views named together. */
const TASK_FILTERS =
  /\bfilter\w*\b.{1,60}\b(?:active|completed|done|open|finished)\b|\b(?:active|completed|done|open|finished)\b.{1,60}\bfilters?\b|\ball\s*(?:\/|,)\s*active\b|\bactive\s*(?:\/|and|or|,)\s*(?:completed|done)\b/;

/** "a Clear completed button", "clear all done tasks", "remove finished items". */
export const CLEAR_COMPLETED =
  /\b(?:clear|remove|delete)\s(?:all\s)?(?:the\s)?(?:completed|done|finished|checked)\b/;

/** "monthly/yearly toggle", "annual billing switch", "monthly and annual prices". */
const BILLING_TOGGLE =
  /\bmonthly\s*(?:\/|and|or|-|vs\.?|versus)\s*(?:yearly|annual(?:ly)?)\b|\b(?:yearly|annual(?:ly)?)\s*(?:\/|and|or|-)\s*monthly\b|\b(?:billing|yearly|annual) (?:toggle|switch)\b|\b(?:toggle|switch)\b[^.;]{1,60}\b(?:yearly|annual(?:ly)?) (?:price|prices|pricing|billing)\b/;

/** A sentence about paying yearly: "yearly is 20% off", "annual billing gives 3 months free". */
const YEARLY = /\b(?:yearly|annual(?:ly)?|per year|a year)\b|\/(?:year|yr)\b/;
/** What it saves: a share ("20% off", "save 15%"), or months ("3 months free"). */
const PERCENT_SAVED =
  /\b(\d{1,2}(?:\.\d)?) ?%(?=[^.;!?]*\b(?:off|discount|save[sd]?|saving|less|cheaper|reduc\w*)\b)|\b(?:off|discount|save[sd]?|saving|less|cheaper|reduc\w*)\b[^.;!?%]{1,30}?\b(\d{1,2}(?:\.\d)?) ?%/;
const MONTHS_FREE = /\b(one|two|three|four|[1-6]) months? (?:free|off)\b/;
const SMALL_NUMBERS = ['one', 'two', 'three', 'four'];

function readYearlySaving(lower: string): Behaviour['yearlySaving'] {
  for (const sentence of lower.split(/[.;!?](?:\s|$)/)) {
    if (!YEARLY.test(sentence)) continue;
    const percent = PERCENT_SAVED.exec(sentence);
    const share = Number(percent?.[1] ?? percent?.[2]);
    if (share > 0 && share < 100) return { percent: share };
    const months = MONTHS_FREE.exec(sentence)?.[1];
    if (months) {
      const count = SMALL_NUMBERS.includes(months) ? SMALL_NUMBERS.indexOf(months) + 1 : +months;
      return { monthsFree: count };
    }
  }
  return undefined;
}

/**
 * What the component does, from the masked description (`lower`); a pricing table's periods are
 * read with the quoted words in place ("a toggle between 'Monthly' and 'Yearly'").
 */
export function readBehaviour(
  lower: string,
  archetype: Archetype,
  quotes: readonly Quote[] = [],
): Behaviour | undefined {
  if (archetype === 'pricing-table') {
    const periods = unmask(lower, quotes).toLowerCase();
    if (!BILLING_TOGGLE.test(periods)) return undefined;
    const yearlySaving = readYearlySaving(periods);
    const annual = /\bannual(?:ly)?\b/.test(periods) && !/\byearly\b/.test(periods);
    return {
      billingToggle: true,
      ...(yearlySaving ? { yearlySaving } : {}),
      ...(annual ? { yearlyWord: 'annual' as const } : {}),
    };
  }
  // "a testimonial slider", "arrows to cycle through them": one testimonial shown at a time.
  if (archetype === 'testimonial')
    return /\b(?:slider|carousel|slideshow|rotat\w+|cycle|arrows?|prev(?:ious)?|next)\b/.test(lower)
      ? { slider: true }
      : undefined;
  if (archetype === 'list') {
    const clearing = CLEAR_COMPLETED.test(lower) ? { clearCompleted: true } : {};
    if (TASK_FILTERS.test(lower)) return { taskFilters: true, ...clearing };
    if (REORDER.test(lower)) return { reorder: true };
    return CLEAR_COMPLETED.test(lower) ? clearing : undefined;
  }
  if (archetype === 'calculator') {
    const formula = readFormula(lower);
    if (!formula) return undefined;
    const bounded = boundsIn(lower, formula);
    return {
      formula,
      ...(bounded ? { bounds: boundsEntry(bounded) } : {}),
    };
  }
  if (archetype === 'timer') {
    if (/\bstop ?watch\b|\blap\b|\bcounts? up\b|\belapsed\b/.test(lower))
      return {
        clock: 'stopwatch',
        ...(/\blaps?\b|\bsplit times?\b/.test(lower) ? { laps: true } : {}),
        // "hundredths", "MM:SS.hh", "like 00:00.00": two decimals of a second.
        ...(/\bhundredths?\b|\bcentiseconds?\b|\bmm:ss[.,]hh\b|\b\d{2}:\d{2}[.,]\d{2}\b/.test(lower)
          ? { hundredths: true }
          : {}),
      };
    // A clock tells the time of day; "countdown clock" and "timer" count instead.
    if (/\bclock\b/.test(lower) && !/\bcount ?down\b|\btimer\b|\bpomodoro\b/.test(lower)) {
      // It starts in the format named first: "24-hour time with a 12-hour switch", "12/24-hour".
      const h24 = lower.search(/\b24[- ]?h(?:ou)?r?\b/);
      const h12 = lower.search(/\b12(?:\s*\/|[- ]?h(?:ou)?r?\b)/);
      return { clock: 'clock', hour24: h24 >= 0 && (h12 < 0 || h24 < h12) };
    }
    const phases = readPhases(lower);
    if (phases) return { clock: 'pomodoro', phases };
    const until = readDate(lower);
    // "a countdown (timer) to / until …", or a countdown that names no duration to count down.
    const toMoment =
      /\bcount ?down(?: (?:timer|clock))? (?:to|until|till)\b|\buntil\b|\bdays?\b|\bdates?\b/.test(
        lower,
      ) ||
      (/\bcount ?down\b/.test(lower) &&
        !/\btimer\b|\b\d+[- ]?(?:minutes?|mins?|seconds?|secs?)\b/.test(lower) &&
        // "enter the number of seconds": a duration the person types, not a moment.
        !/\b(?:minutes?|mins|seconds?|secs)\b/.test(lower));
    if (until || toMoment) return { clock: 'countdown', ...(until ? { until } : {}) };
    return { clock: 'timer' };
  }
  if (archetype === 'converter') {
    const conversion = readConversion(lower);
    if (conversion === 'currency') {
      // The currencies named are the fields' labels; a rate is only ever the one stated.
      const { codes, all, rate } = readCurrencies(lower);
      // Three currencies or more, or From / To menus asked for: the pair is picked, not fixed.
      const menus = all || /\b(?:drop-?downs?|selects?|selectors?|menus?|pickers?)\b/.test(lower);
      return {
        conversion,
        ...(menus
          ? { currencies: all ?? codes ?? MENU_CURRENCIES }
          : codes
            ? { labels: { left: codes[0], right: codes[1] } }
            : {}),
        ...(rate !== undefined ? { rate } : {}),
      };
    }
    const units = menuUnits(lower, conversion);
    if (units) return { conversion: conversion ?? 'length', ...units };
    return { conversion: conversion ?? 'temperature' };
  }
  if (archetype === 'cart')
    return {
      cart: /\b(?:order|checkout|purchase) summary\b/.test(lower)
        ? 'summary'
        : /\border\b/.test(lower) && !/\bcart\b|\bbasket\b/.test(lower)
          ? 'order'
          : 'cart',
    };
  if (archetype === 'css-builder') {
    const styleProperties = readStyleProperties(lower);
    if (styleProperties) return { css: 'style', styleProperties };
    if (/\bshadow\b/.test(lower)) return { css: 'shadow' };
    if (/\bradius\b|\brounded corners?\b|\bcorners?\b/.test(lower)) return { css: 'radius' };
    return { css: 'gradient' };
  }
  if (archetype === 'game') {
    if (/\bguess/.test(lower)) return { game: 'guess-number' };
    if (/\bsimon\b/.test(lower)) return { game: 'simon' };
    if (/\bsudoku\b/.test(lower)) return { game: 'sudoku' };
    if (/\bminesweeper\b|\bmines\b/.test(lower)) {
      const side = /\b(\d{1,2}) ?[x×] ?\1\b/.exec(lower);
      const mines = /\b(\d{1,3}) mines\b/.exec(lower);
      const board = {
        ...(side ? { side: Number(side[1]) } : {}),
        ...(mines ? { mines: Number(mines[1]) } : {}),
      };
      return { game: 'minesweeper', ...(side || mines ? { board } : {}) };
    }
    if (/\bmemory\b|\bpairs?\b|\bmatching\b|\bconcentration\b|\bflip\b/.test(lower))
      return { game: 'memory' };
    if (/\brock\b.{1,20}\bpaper\b|\bscissors\b/.test(lower)) return { game: 'rock-paper-scissors' };
    if (/\bwhack[- ]?an?[- ]?mole\b|\bmoles?\b/.test(lower)) return { game: 'whack-a-mole' };
    return { game: 'tic-tac-toe' };
  }
  if (archetype === 'quiz') {
    const count = /\b(\w+) (?:multiple[- ]choice |trivia |quiz )?questions?\b/.exec(lower);
    const stated = count ? countOf(count[1]!) : undefined;
    return { quiz: { topic: readQuizTopic(lower), ...(stated ? { count: stated } : {}) } };
  }
  if (archetype === 'dropdown' && NOTIFICATION_MENU.test(lower)) return { notifications: true };
  if (archetype === 'search-bar' && AUTOCOMPLETE.test(lower)) {
    const topic = readSuggestionTopic(lower);
    return { autocomplete: topic ? { topic } : {} };
  }
  if (archetype === 'chat' && COMMENT_SECTION.test(lower)) return { comments: {} };
  if (archetype === 'reaction')
    return { reaction: /\bemoji|\bsmiley|\bfaces?\b|\bfeedback\b/.test(lower) ? 'emoji' : 'like' };
  if (archetype === 'randomizer') {
    // "a list of previous rolls", "history of flips", "the last results": what was drawn so far.
    const history =
      /\bhistory\b|\b(?:previous|past|earlier|last)\s+(?:\d+\s+)?(?:rolls?|flips?|picks?|results?|draws?|throws?)\b|\blist of (?:(?:all|the)\s+)?(?:rolls?|flips?|picks?|results?|draws?)\b/.test(
        lower,
      );
    const also = history ? { history: true } : {};
    if (/\bcoins?\b|\bheads\b|\btails\b/.test(lower)) return { pick: 'coin', ...also };
    if (/\bdic?e\b/.test(lower)) return { pick: 'dice', ...also };
    // Names the person types, one of which is drawn: a name picker, a raffle, a decision maker.
    if (
      /\b(?:names?|participants?|people|entries|options|choices)\b.{1,40}\b(?:pick|picker|draw|choose|chooser|raffle|winner)\b|\b(?:pick|picker|draw|choose|raffle|winner)\b.{1,40}\b(?:names?|participants?|people|entries|options|choices)\b|\bdecision maker\b/.test(
        lower,
      ) ||
      // "who buys lunch today?", "paste names into a textarea": one of the names typed.
      /\bwho (?:buys|pays|goes|is next|does|presents)\b|\b(?:paste|type|enter|add|list) (?:the |your |all )?names\b/.test(
        lower,
      )
    )
      return { pick: 'names', ...also };
    return { pick: 'quote', ...also };
  }
  return undefined;
}
