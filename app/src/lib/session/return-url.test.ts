import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeReturnUrl } from './return-url';

describe('given a returnUrl after login', () => {
  it.each(['/dashboard/history?page=2', '/library#recent', '/settings'])(
    'should keep the same-origin path %s',
    (value) => {
      expect(safeReturnUrl(value)).toBe(value);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
    '/auth/login',
  ])('should fall back to the dashboard for %s', (value) => {
    expect(safeReturnUrl(value)).toBe(DEFAULT_AFTER_LOGIN);
  });
});
