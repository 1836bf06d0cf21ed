import { MAX_PROMPT_LENGTH, type PreviewProblem } from '@kiln/contract';
import { problemLocation } from './preview-state';

const INTRO = 'The preview shows these problems in the code. Please fix them:';

/** "Fix with AI" as a follow-up message: the problems in plain words, within a prompt's length. */
export function repairRequest(problems: readonly PreviewProblem[]): string {
  let text = INTRO;
  for (const problem of problems) {
    const location = problemLocation(problem);
    const line = `\n- ${location ? `${location}: ` : ''}${problem.message.replace(/\s+/g, ' ').trim()}`;
    if (text.length + line.length > MAX_PROMPT_LENGTH) break;
    text += line;
  }
  return text;
}
