/**
 * Entries a description writes out in full, each with its parts between spaced dashes: a table's
 * rows ("Rows: Ana – Monthly – 12, Ben – Annual – 30"), a timeline's events ("2015 – Opened our
 * first café; 2018 – Second location"), quotes with their authors ("'Patient and fun.' – Raj P.");
 * or each with one detail in brackets ("Dana Whitfield (Finance), Omar Haddad (Engineering)").
 */
import { unmask, type Quote } from './quotes';

/** A spaced dash between two parts of one entry ("Ana – Monthly"); a hyphen inside a word is none. */
const PART_DASH = /\s[–—-]\s/;

/**
 * Where a sentence ends: a stop followed by a capital or the end, but not an initial ("Helen M.,"
 * or "Raj P. Next" keep their stop) and not a decimal.
 */
const SENTENCE_END = /(?<!(?:^|\s)\p{Lu})[.!?](?=\s+[\p{Lu}⟦]|\s*$)/gu;

/** How prose between dashes starts, which an entry's part never does ("The Beatles" is a name). */
const PROSE_START = /^(?:A|An|an?|the|and|with|plus|or)\s/;

/** A part without the stop that closed its sentence; an initial keeps its own ("Helen M."). */
const tidy = (part: string) => part.trim().replace(/(?<!(?:^|\s)\p{Lu})[.;,]$/u, '');

/** An entry written with its detail in brackets: "Dana Whitfield (Finance)". */
const BRACKETED = /^([^()]{1,60}?)\s*\(([^()]{1,40})\)(?:[.!?](?:\s.*)?)?$/;

/**
 * Entries each written with one detail in brackets ("people: Dana Whitfield (Finance), Omar
 * Haddad (Engineering)"): the longest run of two or more, each as its name and its detail.
 */
function bracketedRecords(sentence: string, quotes: readonly Quote[]): string[][] {
  let best: string[][] = [];
  let run: string[][] = [];
  // A comma inside a number ("Steps (8,432)") separates nothing.
  for (const entry of sentence.split(/,(?!\d{3}(?!\d))|;|\band\s/)) {
    // The first entry of a run may follow the words that open it ("people: Dana (Finance)"), the
    // last may end the sentence ("Sven (Engineering). Show them as a list").
    // "stats: four cards - Steps (8,432)": the words that open the run end at a colon or a dash.
    const match = BRACKETED.exec(entry.trim().replace(/^[^()]*(?::|\s[-–—])\s/, ''));
    const name = match?.[1]!.trim();
    // One detail, not a list of them ("three plans (Free, Pro, Team)").
    if (match && name && !PROSE_START.test(name) && !/,\s/.test(match[2]!)) {
      run.push([unmask(name, quotes), unmask(match[2]!.trim(), quotes)]);
      if (run.length > best.length) best = run;
    } else run = [];
  }
  return best.length >= 2 ? best : [];
}

/** The entries of one sentence, or none when it writes out fewer than two. */
function sentenceRecords(sentence: string, quotes: readonly Quote[]): string[][] {
  const firstDash = PART_DASH.exec(sentence);
  const dashed = firstDash ? dashedRecords(sentence, firstDash.index, quotes) : [];
  return dashed.length ? dashed : bracketedRecords(sentence, quotes);
}

/** The entries of one sentence written with their parts between dashes, from its first dash. */
function dashedRecords(sentence: string, firstDash: number, quotes: readonly Quote[]): string[][] {
  // "Rows: …", "Use: …": the entries start after the colon that opens them.
  const opened = sentence.slice(0, firstDash).lastIndexOf(': ');
  const body = opened >= 0 ? sentence.slice(opened + 2) : sentence;
  // Entries are separated by semicolons when the writer used them, else by commas.
  const entries = body.split(body.includes(';') ? /;/ : /,(?!\d)/);
  const records = entries
    .map((entry) =>
      entry
        .trim()
        .replace(/^(?:and|[&ey]|et|und)\s+/i, '')
        .split(PART_DASH)
        .map((part) => unmask(tidy(part), quotes))
        .filter(Boolean),
    )
    .filter((parts) => parts.length >= 2);
  // Written-out entries share their shape and name things; "a table - three plans - Free" is prose
  // between dashes.
  const width = records[0]?.length;
  const alike = records.every((record) => record.length === width);
  const named = records.every((record) => record.every((part) => !PROSE_START.test(part)));
  return records.length >= 2 && alike && named ? records : [];
}

/**
 * The entries the description writes out, each as its parts in order; the first sentence that
 * writes out two or more wins. Every entry has the same number of parts, at least two.
 */
export function statedRecords(masked: string, quotes: readonly Quote[]): string[][] {
  let at = 0;
  for (const end of [...masked.matchAll(SENTENCE_END), { index: masked.length }]) {
    const sentence = masked.slice(at, end.index);
    at = end.index + 1;
    const records = sentenceRecords(sentence, quotes);
    if (records.length) return records;
  }
  return [];
}
