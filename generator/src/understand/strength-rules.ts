/**
 * A password meter's levels as the description states them: "fewer than 8 characters = 'Weak';
 * 8 or more = 'Medium'; 8 or more AND a number AND a symbol = 'Strong'", or "'Strong' if it has
 * 12+ characters and a capital". Each quoted level with what it takes (a length, a number, a
 * symbol, an upper- or lower-case letter) beside it is one rule; a level said to be "otherwise"
 * takes nothing. The meter shows the first rule met, the most demanding first.
 */
import type { StrengthNeed, StrengthRule } from '../model';
import type { Quote } from './quotes';

const NEEDS: [RegExp, StrengthNeed][] = [
  [/\b(?:numbers?|digits?|numerals?)\b/, 'number'],
  [/\b(?:symbols?|special(?: characters?)?|punctuation)\b/, 'symbol'],
  [/\b(?:upper-?case|capitals?|capital letters?)\b/, 'upper'],
  [/\blower-?case\b/, 'lower'],
];
const AT_LEAST =
  /\b(?:at least|min(?:imum)?(?: of)?|more than)\s+(\d{1,2})\b|\b(\d{1,2})\s*(?:\+|or more\b|or longer\b|(?:characters?|chars?) or (?:more|longer)\b)/;
const UNDER = /\b(?:fewer than|less than|under|below|shorter than)\s+(\d{1,2})\b|<\s*(\d{1,2})\b/;
const BETWEEN = /\b(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\s*(?:characters?|chars?)\b/;
const OTHERWISE = /\b(?:otherwise|else|anything else|everything else|the rest)\b/;
/** Words that say the level follows its conditions ("'Strong' if …", "'Weak' when …"). */
const AFTER = /^\s*(?:[:=—–-]\s*)?(?:if|when|for|means|=)\b/;
const MARK = /⟦(\d+)⟧/g;

function ruleOf(level: string, clause: string): StrengthRule | undefined {
  const lower = clause.toLowerCase();
  // "8 or more but missing a number or a symbol": what is missing is not needed.
  const asked = lower.split(/\b(?:missing|without|lacking|except|but no)\b/)[0]!;
  const needs = NEEDS.flatMap(([cue, need]) => (cue.test(asked) ? [need] : []));
  const between = BETWEEN.exec(lower);
  const atLeast = AT_LEAST.exec(lower);
  const under = UNDER.exec(lower);
  const min = between ? Number(between[1]) : atLeast ? Number(atLeast[1] ?? atLeast[2]) : undefined;
  const max = between ? Number(between[2]) : under ? Number(under[1] ?? under[2]) - 1 : undefined;
  if (min === undefined && max === undefined && !needs.length && !OTHERWISE.test(lower))
    return undefined;
  // "More than 10" is 11 or more.
  const more = atLeast && /more than/.test(atLeast[0]) ? 1 : 0;
  return {
    label: level,
    ...(min !== undefined ? { min: min + more } : {}),
    ...(max !== undefined ? { max } : {}),
    needs,
  };
}

/** How demanding a rule is: what it needs, then the length it asks for. */
const demand = (rule: StrengthRule) => rule.needs.length * 100 + (rule.min ?? 0);

export function readStrengthRules(
  masked: string,
  quotes: readonly Quote[],
): StrengthRule[] | undefined {
  const marks = [...masked.matchAll(MARK)];
  const rules: StrengthRule[] = [];
  for (const [n, mark] of marks.entries()) {
    const level = quotes[Number(mark[1])]?.text;
    if (!level || level.split(/\s+/).length > 3) continue;
    const start = mark.index;
    const end = start + mark[0].length;
    const previous = n > 0 ? marks[n - 1]!.index + marks[n - 1]![0].length : 0;
    const next = marks[n + 1]?.index ?? masked.length;
    const before =
      masked
        .slice(previous, start)
        .split(/[;.\n]/)
        .at(-1) ?? '';
    const after = masked.slice(end, next).split(/[;.\n]/)[0] ?? '';
    const rule = AFTER.test(after) ? ruleOf(level, after) : ruleOf(level, before);
    if (rule && !rules.some((r) => r.label === rule.label)) rules.push(rule);
  }
  if (rules.length < 2) rules.splice(0, rules.length, ...writtenLevels(masked));
  return rules.length >= 2 ? rules.sort((a, b) => demand(b) - demand(a)) : undefined;
}

/** A level written out at the start of a sentence: "Weak = fewer than 8 characters." */
const WRITTEN_LEVEL =
  /(?:^|[.;\n]) ?(\p{Lu}\p{Ll}{2,12}(?: \p{Ll}{3,12})?)\s?(?:[=:–—]|\bmeans\b|\bif\b|\bwhen\b)\s?([^.;\n⟦]{3,120})/gu;

/** The levels written without quotes, each with what it takes. */
function writtenLevels(masked: string): StrengthRule[] {
  const rules: StrengthRule[] = [];
  for (const [, level, clause] of masked.matchAll(WRITTEN_LEVEL)) {
    const rule = ruleOf(level!, clause!);
    if (rule && !rules.some((r) => r.label === rule.label)) rules.push(rule);
  }
  return rules;
}
