/**
 * An FAQ written out as numbered, dashed or "Q:/A:" questions keeps each question and its answer,
 * in order, whatever separates them.
 */
import { describe, expect, it } from 'vitest';
import { generate, interpret } from '../src/index';
import { readFaqPairs } from '../src/understand/faq-pairs';

const PAIRS = [
  { question: 'How do I reset my password?', answer: 'Use the link on the login page.' },
  { question: 'Can I cancel anytime?', answer: 'Yes.' },
];

describe('given questions written out with their answers', () => {
  it('should read each pair whatever the separator', () => {
    for (const text of [
      'FAQ: 1) How do I reset my password? — Use the link on the login page. 2) Can I cancel anytime? — Yes.',
      'FAQ: 1. How do I reset my password? – Use the link on the login page. 2. Can I cancel anytime? – Yes.',
      'FAQ: 1) How do I reset my password?: Use the link on the login page. 2) Can I cancel anytime?: Yes.',
      'FAQ:\n- How do I reset my password? - Use the link on the login page.\n- Can I cancel anytime? - Yes.',
      'FAQ:\n1) How do I reset my password?\nUse the link on the login page.\n2) Can I cancel anytime?\nYes.',
      'An FAQ with Q: How do I reset my password? A: Use the link on the login page. Q: Can I cancel anytime? A: Yes.',
    ])
      expect(readFaqPairs(text)).toEqual(PAIRS);
  });

  it('should read no pairs from questions only quoted in a sentence', () => {
    expect(
      readFaqPairs("FAQ accordion with the questions 'How do I reset my password?' and 'Why?'"),
    ).toEqual([]);
  });

  it('should show each question with its own answer in the accordion', () => {
    const description =
      'FAQ: 1) How do I reset my password? — Use the link on the login page. 2) Can I cancel anytime? — Yes.';
    expect(interpret(description).items).toEqual(PAIRS.map((pair) => pair.question));
    const ts = generate(description, { framework: 'react' }).files.find(
      (file) => file.type === 'component',
    )!.content;
    expect(ts).toContain(
      "{ question: 'How do I reset my password?', answer: 'Use the link on the login page.' }",
    );
    expect(ts).toContain("{ question: 'Can I cancel anytime?', answer: 'Yes.' }");
  });
});
