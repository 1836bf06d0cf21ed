import { describe, expect, it } from 'vitest';
import {
  authAnswerSchema,
  ErrorCode,
  isRetryableFailure,
  RETRYABLE_FAILURES,
  contactBodySchema,
  errorEnvelopeSchema,
  feedbackBodySchema,
  isKnownTimeZone,
  loginBodySchema,
  notificationsQuerySchema,
  pageQuerySchema,
  signupBodySchema,
  successEnvelope,
  updatePreferencesBodySchema,
  updateProfileBodySchema,
  usageTrendsQuerySchema,
  userSchema,
} from '../src/index';
import { z } from 'zod';

const user = {
  id: '2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  company: null,
  avatar: null,
  subscription: {
    plan: 'free',
    status: 'active',
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: null,
    isTrialActive: false,
  },
  usage: {
    generationsUsed: 0,
    generationsLimit: 10,
    storageUsed: 0,
    storageLimit: 104857600,
    lastResetDate: '2026-01-01T00:00:00.000Z',
  },
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('given the signup body', () => {
  it('should normalise the e-mail address to lower case without spaces', () => {
    const parsed = signupBodySchema.parse({
      email: '  Ada@Example.COM ',
      password: 'long enough pass',
      firstName: ' Ada ',
      lastName: 'Lovelace',
    });
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.firstName).toBe('Ada');
  });

  it('should refuse passwords shorter than 8 or longer than 128 characters', () => {
    const base = { email: 'a@example.com', firstName: 'A', lastName: 'B' };
    expect(signupBodySchema.safeParse({ ...base, password: '1234567' }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...base, password: 'x'.repeat(129) }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...base, password: 'x'.repeat(128) }).success).toBe(true);
  });

  it('should refuse unknown fields such as a role', () => {
    expect(
      signupBodySchema.safeParse({
        email: 'a@example.com',
        password: 'long enough pass',
        firstName: 'A',
        lastName: 'B',
        role: 'admin',
      }).success,
    ).toBe(false);
  });
});

describe('given the login body', () => {
  it('should accept any non-empty password up to 128 characters', () => {
    expect(loginBodySchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true);
    expect(loginBodySchema.safeParse({ email: 'a@example.com', password: '' }).success).toBe(false);
  });
});

describe('given answers', () => {
  it('should describe login with the token fields beside the user', () => {
    expect(
      authAnswerSchema.safeParse({
        success: true,
        user,
        token: 'jwt',
        refreshToken: 'opaque',
        expiresIn: 900,
      }).success,
    ).toBe(true);
    expect(
      authAnswerSchema.safeParse({ success: true, data: { user }, token: 'jwt' }).success,
    ).toBe(false);
  });

  it('should wrap data in the success envelope', () => {
    const schema = successEnvelope(z.object({ user: userSchema }));
    expect(schema.safeParse({ success: true, data: { user } }).success).toBe(true);
    expect(schema.safeParse({ success: false, data: { user } }).success).toBe(false);
  });

  it('should describe every failure with code and message', () => {
    expect(
      errorEnvelopeSchema.safeParse({
        success: false,
        error: { code: 'NOT_FOUND', message: 'User was not found' },
      }).success,
    ).toBe(true);
    expect(
      errorEnvelopeSchema.safeParse({ success: false, error: { message: 'no code' } }).success,
    ).toBe(false);
  });
});

describe('given query strings', () => {
  it('should default and coerce paging', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(pageQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(pageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });

  it('should default the trend period to 7d and refuse others', () => {
    expect(usageTrendsQuerySchema.parse({})).toEqual({ period: '7d' });
    expect(usageTrendsQuerySchema.safeParse({ period: '1y' }).success).toBe(false);
  });

  it('should read unreadOnly as a boolean', () => {
    expect(notificationsQuerySchema.parse({ unreadOnly: 'true' }).unreadOnly).toBe(true);
    expect(notificationsQuerySchema.parse({}).unreadOnly).toBe(false);
    expect(notificationsQuerySchema.safeParse({ unreadOnly: 'yes' }).success).toBe(false);
  });
});

describe('given preferences', () => {
  it('should accept IANA time zones, UTC and their aliases, and refuse the rest', () => {
    for (const zone of ['Europe/Paris', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Kolkata'])
      expect(isKnownTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', '+02:00', 'GMT+2', '', 'Europe'])
      expect(isKnownTimeZone(zone)).toBe(false);
  });

  it('should accept a partial update and refuse an empty one', () => {
    expect(updatePreferencesBodySchema.safeParse({ notifications: { email: false } }).success).toBe(
      true,
    );
    expect(updatePreferencesBodySchema.safeParse({}).success).toBe(false);
    expect(updatePreferencesBodySchema.safeParse({ language: 'pt-BR' }).success).toBe(true);
    expect(updatePreferencesBodySchema.safeParse({ language: '12' }).success).toBe(false);
  });
});

describe('given a profile update', () => {
  it('should accept an https avatar and clearing the company', () => {
    expect(
      updateProfileBodySchema.safeParse({ avatar: 'https://cdn.example.com/a.png', company: null })
        .success,
    ).toBe(true);
  });

  it('should refuse script and plain-http avatars', () => {
    expect(updateProfileBodySchema.safeParse({ avatar: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(updateProfileBodySchema.safeParse({ avatar: 'http://example.com/a.png' }).success).toBe(
      false,
    );
  });
});

describe('given public messages', () => {
  it('should need name, e-mail, subject and a message of at least 10 characters for contact', () => {
    const valid = {
      name: 'Grace',
      email: 'grace@example.com',
      subject: 'Hello',
      message: 'A real question here.',
    };
    expect(contactBodySchema.safeParse(valid).success).toBe(true);
    expect(contactBodySchema.safeParse({ ...valid, message: 'short' }).success).toBe(false);
  });

  it('should default the feedback category to other', () => {
    expect(feedbackBodySchema.parse({ message: 'Nice' }).category).toBe('other');
  });
});

describe('given the retryable failures', () => {
  it('should map the busy and shutting-down codes to the spec toasts', () => {
    expect(RETRYABLE_FAILURES[ErrorCode.serverBusy]).toEqual({
      toast: 'Server error - please try again later',
      aiToast: 'AI service error - Please try again',
    });
    expect(RETRYABLE_FAILURES[ErrorCode.shuttingDown].toast).toBe(
      'Server error - please try again later',
    );
  });

  it('should tell retryable codes from every other code', () => {
    expect(isRetryableFailure('SERVER_BUSY')).toBe(true);
    expect(isRetryableFailure('SHUTTING_DOWN')).toBe(true);
    expect(isRetryableFailure('QUOTA_EXCEEDED')).toBe(false);
    expect(isRetryableFailure('toString')).toBe(false);
  });
});
