import { describe, expect, it } from 'vitest';
import { sendRefusal } from './send-rules';

const guards = { maxPromptLength: 10, minMessageIntervalMs: 500 };
const idle = { pending: false, lastSentAt: 1_000, at: 1_500 };

describe('given the spec send rules', () => {
  it('should let a message through when no rule refuses it', () => {
    expect(sendRefusal('hello', guards, idle)).toBeNull();
    expect(sendRefusal('hello', guards, { ...idle, lastSentAt: null })).toBeNull();
  });

  it('should refuse in the spec order, with its words', () => {
    expect(sendRefusal('', guards, { ...idle, pending: true })).toBe('Message cannot be empty');
    expect(sendRefusal('hello', guards, { ...idle, pending: true })).toBe(
      'Already processing a request',
    );
    expect(sendRefusal('hello', guards, { ...idle, at: 1_499 })).toBe(
      'Please wait before sending another message',
    );
    expect(sendRefusal('a'.repeat(11), guards, idle)).toMatch(/10/);
  });
});
