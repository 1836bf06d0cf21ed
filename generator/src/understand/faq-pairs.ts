/**
 * An FAQ written out as questions with their answers: "1) How do I reset my password? — Use the
 * link on the login page. 2) Can I cancel anytime? — Yes.", dashed or bulleted lines, or "Q: … A:
 * …". Each question ends at its question mark; its answer is what follows it, after any separator
 * (—, –, -, :, a new line, "A:"), up to the next question's marker.
 */

import type { Quote } from './quotes';

export interface FaqPair {
  question: string;
  answer?: string;
}

/** Where an entry or its answer starts: a number, "Q:" / "A:", or a dash or bullet between spaces. */
const MARKER = /(?<=^|\s)(\d{1,2}[).]|[QA]:|[-–—•*])(?=\s)/u;

/** The questions the description writes out after markers, each with its answer when it has one. */
export function readFaqPairs(text: string): FaqPair[] {
  // Split with the markers kept: [words, marker, words, marker, words, …].
  const parts = text.split(MARKER);
  const pairs: FaqPair[] = [];
  // The words before the first marker name the component ("FAQ:"); they ask nothing.
  for (let index = 2; index < parts.length; index += 2) {
    const segment = parts[index]!.trim();
    if (!segment) continue;
    const mark = segment.indexOf('?');
    const last = pairs[pairs.length - 1];
    if (mark < 0) {
      // Words after a question that had no answer yet are its answer; a dash inside an answer
      // ("Yes - within 30 days") goes on with it.
      if (last && last.answer === undefined) last.answer = answerText(segment);
      else if (last?.answer && /^[-–—]$/u.test(parts[index - 1]!))
        last.answer = `${last.answer} ${parts[index - 1]!} ${segment}`;
      continue;
    }
    const question = segment.slice(0, mark + 1).trim();
    const answer = answerText(segment.slice(mark + 1));
    pairs.push(answer ? { question, answer } : { question });
  }
  return pairs.length >= 2 || pairs[0]?.answer ? pairs : [];
}

/** An answer without the separator before it; undefined when nothing is left. */
function answerText(rest: string): string | undefined {
  const answer = rest.replace(/^[\s:—–-]+/u, '').trim();
  return answer || undefined;
}

/** Between a quoted question and its quoted answer: an arrow, a colon, a dash, or only space. */
const ANSWERS = /^\s{0,3}(?:->|=>|[:→–—-]|A:)?\s{0,3}$/u;

/**
 * Quoted questions each followed by its quoted answer: "'Do you ship abroad?' -> 'Yes, to 40
 * countries.' 'Can I return an item?' -> 'Within 30 days.'", or by its answer in brackets
 * (`masked` holds ⟦n⟧ for quote n).
 */
export function readQuotedFaqPairs(masked: string, quotes: readonly Quote[]): FaqPair[] {
  const pairs: FaqPair[] = [];
  for (const match of masked.matchAll(/⟦(\d+)⟧([^⟦]{0,8})⟦(\d+)⟧/g)) {
    const question = quotes[Number(match[1])]?.text;
    const answer = quotes[Number(match[3])]?.text;
    if (question?.endsWith('?') && answer && !answer.endsWith('?') && ANSWERS.test(match[2]!))
      pairs.push({ question, answer });
  }
  if (pairs.length >= 2) return pairs;
  // "'What time is check-in?' (answer: From 2pm.), 'Is breakfast included?' (Yes, 7–10am.)":
  // each quoted question with its answer in brackets after it.
  const bracketed = [...masked.matchAll(/⟦(\d+)⟧\s?\((?:answer:\s*)?([^()⟦]{2,200})\)/gi)].flatMap(
    (match) => {
      const question = quotes[Number(match[1])]?.text;
      return question?.endsWith('?') ? [{ question, answer: match[2]!.trim() }] : [];
    },
  );
  return bracketed.length >= 2 ? bracketed : [];
}
