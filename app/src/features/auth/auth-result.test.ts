import { toast } from '@kiln/design-system';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { AUTH_FAILED, authErrorMessage, authOutcome, readAuthAnswer } from './auth-result';

vi.mock('@kiln/design-system', () => ({ toast: { error: vi.fn() } }));

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

describe('given the outcome of a login request', () => {
  const handlers = () => ({ onFormError: vi.fn(), onSignedIn: vi.fn() });

  it('should sign in with a valid answer and toast nothing', () => {
    vi.mocked(toast.error).mockClear();
    const on = handlers();
    authOutcome('Login failed', on).onSuccess({
      success: true,
      user: { ...user, role: 'user' },
      token: 'access',
      refreshToken: 'refresh',
      expiresIn: 900,
    });
    expect(on.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'access', refreshToken: 'refresh', expiresIn: 900 }),
    );
    expect(on.onFormError).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('should show "Login failed" in the form and toast "Authentication failed" when the request fails without a message', () => {
    vi.mocked(toast.error).mockClear();
    const on = handlers();
    authOutcome('Login failed', on).onError(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'));
    expect(on.onFormError).toHaveBeenCalledWith('Login failed');
    expect(toast.error).toHaveBeenCalledWith('Authentication failed');
    expect(on.onSignedIn).not.toHaveBeenCalled();
  });

  it('should show and toast the server message of a refused login', () => {
    vi.mocked(toast.error).mockClear();
    const on = handlers();
    authOutcome('Login failed', on).onError(
      new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid e-mail or password'),
    );
    expect(on.onFormError).toHaveBeenCalledWith('Invalid e-mail or password');
    expect(toast.error).toHaveBeenCalledWith('Invalid e-mail or password');
  });
});
