import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import {
  answerReserve,
  estimateTokens,
  fitToContext,
  trimmedNote,
} from '../src/ai/producers/context-fit';
import type { LlmMessage } from '../src/ai/providers/openai';

const message = (role: LlmMessage['role'], bytes: number, mark = ''): LlmMessage => ({
  role,
  content: `${mark}${'x'.repeat(bytes - mark.length)}`,
});

describe('given the token estimate', () => {
  it('should count a token per 3 bytes of UTF-8 plus 4 per message, over-counting non-Latin text', () => {
    expect(estimateTokens(message('user', 300))).toBe(104);
    // 100 characters of CJK are 300 bytes: about one token each, never fewer than the text holds.
    expect(estimateTokens({ role: 'user', content: '字'.repeat(100) })).toBe(104);
  });

  it('should keep a quarter of the context for the answer, between 1,024 tokens and half', () => {
    expect(answerReserve(32_768)).toBe(8192);
    expect(answerReserve(4096)).toBe(1024);
    expect(answerReserve(1500)).toBe(750);
  });
});

describe('given a conversation and a context length', () => {
  const head = [message('system', 600)];
  const tail = [message('user', 300, 'NEW')];
  const history = [
    message('user', 900, 'U1'),
    message('assistant', 900, 'A1'),
    message('user', 900, 'U2'),
    message('assistant', 900, 'A2'),
  ];

  it('should send everything when the context length is unknown or large enough', () => {
    expect(fitToContext(head, history, tail, null)).toEqual({
      messages: [...head, ...history, ...tail],
      omitted: 0,
    });
    expect(fitToContext(head, history, tail, 32_768).omitted).toBe(0);
  });

  it('should leave out the oldest whole turns first, keeping the instructions and the new message', () => {
    // Budget 2048 - 1024 = 1024 tokens: 204 + 104 fixed, each history message 304.
    const fitted = fitToContext(head, history, tail, 2048);
    expect(fitted.omitted).toBe(2);
    expect(fitted.messages.map((m) => m.content.slice(0, 3))).toEqual(['xxx', 'U2x', 'A2x', 'NEW']);
  });

  it('should never start the kept history with an answer whose question was left out', () => {
    // Budget 1800 - 900 = 900: room for 596 more tokens, so only A2 would fit; it goes with U2.
    const fitted = fitToContext(head, history, tail, 1800);
    expect(fitted.omitted).toBe(4);
    expect(fitted.messages).toEqual([...head, ...tail]);
  });

  it('should refuse a message that does not fit even alone, rather than let the provider cut it', () => {
    const refused = (() => {
      try {
        fitToContext(head, history, [message('user', 6000)], 2048);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 400, code: 'PROMPT_TOO_LONG' });
    expect((refused as Error).message).toMatch(/2048/);
  });

  it('should say how much was left out', () => {
    expect(trimmedNote(1, 8192)).toMatch(/the oldest message of this conversation was left out/);
    expect(trimmedNote(3, 8192)).toMatch(/8,192 tokens.*the 3 oldest messages/);
  });
});
