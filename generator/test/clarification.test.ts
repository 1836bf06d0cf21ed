import { describe, expect, it } from 'vitest';
import { continueConversation, generate } from '../src/index';

describe('clarification instead of a guessed component', () => {
  it('should ask what to build when no word names an interface', () => {
    const generation = generate('zxcv plork wubba');
    expect(generation.clarification?.reason).toBe('not-understood');
    expect(generation.files).toEqual([]);
    expect(generation.codeBlocks).toEqual([]);
    expect(generation.confidence).toBe(0);
    expect(generation.reply).toBe(generation.clarification?.question);
    expect(generation.clarification?.suggestions.length).toBeGreaterThanOrEqual(2);
  });

  it('should say a task for an assistant is out of scope', () => {
    expect(generate('please order me two pizzas for tonight').clarification?.reason).toBe(
      'out-of-scope',
    );
  });

  it('should offer suggestions the engine builds without asking again', () => {
    for (const suggestion of generate('qqq www').clarification!.suggestions) {
      const built = generate(suggestion);
      expect(built.clarification).toBeUndefined();
      expect(built.files.length).toBeGreaterThan(0);
    }
  });

  it('should build a partly understood request and list what is missing', () => {
    const generation = generate('a panel with Foo, Bar and Baz toggles and some blorf');
    expect(generation.clarification).toBeUndefined();
    expect(generation.files.length).toBeGreaterThan(0);
    expect(generation.checklist.map((i) => i.label)).toEqual(['Foo', 'Bar', 'Baz']);
  });

  it('should not ask when a follow-up refines an earlier component', () => {
    const earlier = generate('a login form with email and password').model;
    const turn = continueConversation('asdfgh', earlier, undefined);
    expect(turn.generation.files.length).toBeGreaterThan(0);
  });
});
