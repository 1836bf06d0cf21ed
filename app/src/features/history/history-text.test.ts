import { describe, expect, it } from 'vitest';
import { nameFromPrompt } from './history-text';

describe('given a prompt', () => {
  it('should name a component after its first words', () => {
    expect(nameFromPrompt('  a login   form ')).toBe('a login form');
    expect(nameFromPrompt('')).toBe('Generated component');
    const long = nameFromPrompt(
      'a signup form with name, e-mail and password where the passwords must match and a terms checkbox',
    );
    expect(long.length).toBeLessThanOrEqual(61);
    expect(long.endsWith('…')).toBe(true);
  });
});
