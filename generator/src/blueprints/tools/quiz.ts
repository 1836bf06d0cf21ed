import type { Blueprint, BuildContext } from '../../blueprint';
import { QUIZ_QUESTIONS } from '../../lexicon/quiz-questions';
import { tsString } from '../../text';
import { each, h, interp, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { title } from './parts';

/** Questions a quiz asks when the description names no number; at most the topic's bank. */
const QUESTIONS = 5;

/**
 * A multiple-choice quiz, one question at a time: "Question 2 of 5", four answers as buttons, the
 * answer picked marked right or wrong with the right one shown, Next (See results on the last),
 * then the score ("You scored 4 out of 5") and Restart. `finished` is emitted with the score.
 */
export function quiz(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const {
    topic,
    count,
    questions: stated,
    advance,
  } = model.behaviour?.quiz ?? {
    topic: 'general' as const,
  };
  const bank = QUIZ_QUESTIONS[topic];
  // The description's own questions, else the topic's, as many as asked.
  const questions = stated ?? bank.slice(0, Math.min(Math.max(count ?? QUESTIONS, 1), bank.length));
  const said = model.behaviour?.labels ?? {};
  // "a wrong one shows 'Try again'": a wrong choice may be taken back until the right one is.
  const retry = said.wrong !== undefined && /\bagain\b|\bretry\b/i.test(said.wrong);
  const wrong =
    said.wrong !== undefined
      ? tsString(said.wrong)
      : "'Wrong: the answer is ' + $current.answers[$current.correct] + '.'";
  const literal = questions
    .map(
      (q) =>
        `  { question: ${tsString(q.question)}, answers: [${q.answers.map((a) => tsString(a)).join(', ')}], correct: ${q.correct} },`,
    )
    .join('\n');
  return blueprint({
    usesId: true,
    types: [
      'export interface Question {\n  question: string;\n  answers: string[];\n  correct: number;\n}',
    ],
    outputs: [{ name: 'finished', type: 'number' }],
    constants: [{ name: 'questions', type: 'readonly Question[]', value: `[\n${literal}\n]` }],
    state: [
      { name: 'index', type: 'number', initial: '0' },
      ...(advance ? [] : [{ name: 'picked', type: 'number', initial: '-1' }]),
      { name: 'score', type: 'number', initial: '0' },
      { name: 'done', type: 'boolean', initial: 'false' },
    ],
    computed: [
      { name: 'current', expr: '@questions[$index]!' },
      { name: 'last', expr: '$index === @questions.length - 1' },
      ...(advance
        ? []
        : [
            {
              name: 'feedback',
              expr: `$picked < 0 ? '' : $picked === $current.correct ? ${tsString(said.correct ?? 'Correct!')} : ${wrong}`,
            },
          ]),
    ],
    methods: [
      {
        name: 'pick',
        params: 'answer: number',
        body: advance
          ? // A choice goes straight on: counted, then the next question or the score.
            'if (answer === $current.correct) set:score($score + 1);\nif ($last) {\n  set:done(true);\n  emit:finished($score + (answer === $current.correct ? 1 : 0));\n  return;\n}\nset:index($index + 1);'
          : retry
            ? // Only a right first choice scores; a wrong one may be taken back.
              'if ($picked === $current.correct) return;\nif ($picked < 0 && answer === $current.correct) set:score($score + 1);\nset:picked(answer);'
            : 'if ($picked >= 0) return;\nset:picked(answer);\nif (answer === $current.correct) set:score($score + 1);',
      },
      ...(advance
        ? []
        : [
            {
              name: 'next',
              body: 'if ($last) {\n  set:done(true);\n  emit:finished($score);\n  return;\n}\nset:index($index + 1);\nset:picked(-1);',
            },
          ]),
      {
        name: 'restart',
        body: `set:index(0);\n${advance ? '' : 'set:picked(-1);\n'}set:score(0);\nset:done(false);`,
      },
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, title(ctx, 'Quiz')),
        when(
          '!$done',
          [
            h(
              'p.progress',
              {},
              'Question ',
              interp('$index + 1'),
              ' of ',
              interp('@questions.length'),
            ),
            h('p.question', { '[id]': "@uid + '-question'" }, interp('$current.question')),
            h(
              'div.answers',
              { role: 'group', '[aria-labelledby]': "@uid + '-question'" },
              each(
                'answer',
                '$current.answers',
                'answer',
                [
                  h(
                    'button.answer',
                    {
                      type: 'button',
                      // A choice that goes straight on is marked nowhere.
                      ...(advance
                        ? {}
                        : {
                            '[class.answer--right]': retry
                              ? '$picked === a && a === $current.correct'
                              : '$picked >= 0 && a === $current.correct',
                            '[class.answer--wrong]': '$picked === a && a !== $current.correct',
                          }),
                      '[aria-pressed]': advance ? undefined : '$picked === a',
                      '[disabled]': advance
                        ? undefined
                        : retry
                          ? '$picked === $current.correct'
                          : '$picked >= 0',
                      '(click)': 'pick(a)',
                    },
                    interp('answer'),
                  ),
                ],
                { index: 'a' },
              ),
            ),
            !advance && h('p.feedback', { role: 'status' }, interp('$feedback')),
            !advance &&
              h(
                'button.button',
                {
                  type: 'button',
                  '[disabled]': retry ? '$picked !== $current.correct' : '$picked < 0',
                  '(click)': 'next()',
                },
                when('$last', ['See results'], ['Next']),
              ),
          ],
          [
            h(
              'p.score',
              { role: 'status' },
              'You scored ',
              interp('$score'),
              ' out of ',
              interp('@questions.length'),
            ),
            h(
              'button.button',
              { type: 'button', '(click)': 'restart()' },
              said.restart ?? 'Restart',
            ),
          ],
        ),
        h('p.tally', {}, 'Score: ', interp('$score')),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        { el: '', decls: { 'max-width': '32rem', display: 'grid', gap: '0.75rem' } },
        { el: 'title', decls: { margin: '0', 'font-size': '1.25rem' } },
        { el: 'progress', decls: { margin: '0', color: t('text-muted'), 'font-size': '0.875rem' } },
        { el: 'question', decls: { margin: '0', 'font-size': '1.125rem', 'font-weight': '600' } },
        { el: 'answers', decls: { display: 'grid', gap: '0.5rem' } },
        {
          el: 'answer',
          decls: {
            padding: '0.625rem 0.875rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: t('text'),
            font: 'inherit',
            'text-align': 'left',
            cursor: 'pointer',
          },
        },
        { el: 'answer', state: ':disabled', decls: { cursor: 'default' } },
        { el: 'answer', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'answer--right',
          decls: {
            'border-color': t('success'),
            'box-shadow': `inset 0 0 0 2px ${t('success')}`,
            'font-weight': '700',
          },
        },
        {
          el: 'answer--wrong',
          decls: { background: t('danger'), 'border-color': t('danger'), color: t('on-danger') },
        },
        { el: 'feedback', decls: { margin: '0', 'min-height': '1.5rem', 'font-weight': '600' } },
        { el: 'score', decls: { margin: '0', 'font-size': '1.25rem', 'font-weight': '700' } },
        { el: 'tally', decls: { margin: '0', color: t('text-muted') } },
      ],
    },
  });
}
