import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** E-mail addresses are compared case-insensitively, so they are normalised before they are stored. */
export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }))
  .transform((email) => email.toLowerCase());

/** Rules for a new password; whether it is common is checked by the server against its list. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being checked, not chosen: only the length bound that keeps hashing cheap. */
export const suppliedPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
