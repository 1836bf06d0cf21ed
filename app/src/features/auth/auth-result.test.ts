import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { AUTH_FAILED, authErrorMessage, readAuthAnswer } from './auth-result';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
};

describe('given a login answer without success, user and token', () => {
  it('should show the server message in the form and in the toast', () => {
    const result = readAuthAnswer(
      {
        success: false,
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid e-mail or password' },
      },
      'Login failed',
    );
    expect(result).toEqual({
      ok: false,
      message: 'Invalid e-mail or password',
      toastMessage: 'Invalid e-mail or password',
    });
  });

  it('should fall back to "Login failed" in the form and "Authentication failed" in the toast when the server says nothing', () => {
    const result = readAuthAnswer({ success: true, user }, 'Login failed');
    expect(result).toEqual({
      ok: false,
      message: 'Login failed',
      toastMessage: 'Authentication failed',
    });
  });
});

describe('given a failed login request', () => {
  it('should use the server message of an API error', () => {
    const error = new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid e-mail or password');
    expect(authErrorMessage(error, AUTH_FAILED)).toBe('Invalid e-mail or password');
  });

  it('should use "Authentication failed" when the request never reached the server', () => {
    const error = new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch');
    expect(authErrorMessage(error, AUTH_FAILED)).toBe('Authentication failed');
  });
});
