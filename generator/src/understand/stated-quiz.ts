/**
 * A quiz's own questions, as the description writes them: a quoted question and its choices after
 * it ("'What is 2 + 2?' with the options 3, 4 and 5", "1. 'Capital of France?' - Paris / Lyon /
 * Marseille"), and the words it says after an answer ("the right one shows 'Correct!', a wrong one
 * 'Try again'"). The right choice is the one marked "(correct)", else the sum a question asks for,
 * else the first written (`masked` holds ⟦n⟧ for quote n).
 */
import type { StatedQuestion } from '../model';
import { splitList } from '../text';
import type { Quote } from './quotes';

/** What leads from a question to its choices: a dash or colon, "with the options", "answers:". */
const LEAD =
  /^ ?(?:[-–—:→]|->|with (?:the )?(?:options|answers|choices)|(?:options|answers|choices):?)? ?(?:(?:the )?(?:options|answers|choices) (?:are )?)?:? ?/i;
/** Words after the choices that are no choice: "as buttons", "(buttons)". */
const TAIL = / ?(?:as (?:buttons|options|choices)|\(buttons?\))$/i;
/** Where the choices end: a new line, the next numbered question, the end of a sentence. */
const END =
  /\n|\s\d{1,2}[.)]\s|[.;!](?:\s|$)|\s(?=(?:The|A|An|Each|After|When|Clicking|Click|Then|Show|Answers|Options|Choices)\s)/;
const MARKED = / ?(?:\((?:correct|right|answer)\)|[*✓✔])$/i;

function rightChoice(question: string, answers: string[], marked: number): number {
  if (marked >= 0) return marked;
  // "What is 2 + 2?": the sum it asks for, when one choice is it.
  const sum = /(-?\d{1,6}) ?([+\-−x×*/÷]) ?(-?\d{1,6})/.exec(question);
  if (sum) {
    const [a, op, b] = [Number(sum[1]), sum[2]!, Number(sum[3])];
    const value =
      op === '+'
        ? a + b
        : op === '-' || op === '−'
          ? a - b
          : op === '/' || op === '÷'
            ? a / b
            : a * b;
    const at = answers.findIndex((answer) => Number(answer) === value);
    if (at >= 0) return at;
  }
  return 0;
}

/** The questions written out with two choices or more, in order; none when there are none. */
export function readStatedQuestions(masked: string, quotes: readonly Quote[]): StatedQuestion[] {
  const questions: StatedQuestion[] = [];
  for (const match of masked.matchAll(/⟦(\d+)⟧/g)) {
    const question = quotes[Number(match[1])]?.text;
    if (!question?.endsWith('?')) continue;
    const after = masked.slice(match.index + match[0].length);
    const end = END.exec(after);
    const tail = (end ? after.slice(0, end.index) : after)
      .replace(LEAD, '')
      .replace(TAIL, '')
      .trim();
    if (!tail || /⟦\d+⟧.*\?/.test(tail)) continue;
    let marked = -1;
    const answers = splitList(tail)
      .map((part) => part.replace(/^⟦(\d+)⟧$/, (all, n: string) => quotes[Number(n)]?.text ?? all))
      .map((part, index) => {
        if (!MARKED.test(part)) return part;
        marked = index;
        return part.replace(MARKED, '');
      })
      .map((part) => part.trim())
      .filter(Boolean);
    if (answers.length < 2 || answers.some((a) => a.includes('⟦') || a.split(' ').length > 6))
      continue;
    questions.push({ question, answers, correct: rightChoice(question, answers, marked) });
  }
  return questions;
}

/**
 * What the quiz says after an answer, as quoted: `correct` for a right one, `wrong` for a wrong
 * one, and `restart` for the button that starts over ("a 'Play again' button").
 */
export function readQuizWords(masked: string, quotes: readonly Quote[]): Record<string, string> {
  const words: Record<string, string> = {};
  const quoted = (pattern: RegExp) => {
    const match = pattern.exec(masked);
    return match ? quotes[Number(match[1])]?.text : undefined;
  };
  const correct = quoted(
    /\b(?:right|correct) (?:one|answer|choice)s?\b[^⟦.;]{0,24}?\b(?:shows?|says?|displays?|gives?)? ?⟦(\d+)⟧/i,
  );
  const wrong = quoted(
    /\b(?:wrong|incorrect) (?:one|answer|choice)s?\b[^⟦.;]{0,24}?\b(?:shows?|says?|displays?|gives?)? ?⟦(\d+)⟧/i,
  );
  const restart = quoted(/⟦(\d+)⟧ button (?:that|to|which) (?:starts? over|restarts?|resets?)/i);
  if (correct) words.correct = correct;
  if (wrong) words.wrong = wrong;
  if (restart) words.restart = restart;
  return words;
}
