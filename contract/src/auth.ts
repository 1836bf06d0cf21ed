import { z } from 'zod';
import { successEnvelope } from './common';
import { emailSchema, passwordSchema, suppliedPasswordSchema } from './credentials';
import { companySchema, firstNameSchema, lastNameSchema, userSchema } from './users';

export const signupBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  company: companySchema.optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: suppliedPasswordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** Login and signup keep the shape the client reads: the token fields sit beside `user`, not in `data`. */
export const authAnswerSchema = z.object({
  success: z.literal(true),
  user: userSchema,
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds until `token` expires. */
  expiresIn: z.number().int(),
});
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

/** Refresh tokens are 32 random bytes in base64url: 43 characters. */
export const refreshTokenSchema = z
  .string({ error: 'refreshToken is required' })
  .min(1, 'refreshToken is required')
  .max(256, 'refreshToken is not valid');

export const refreshBodySchema = z.strictObject({ refreshToken: refreshTokenSchema });
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const refreshAnswerSchema = successEnvelope(
  z.object({ accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number().int() }),
);
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;

export const logoutBodySchema = z.strictObject({ refreshToken: refreshTokenSchema });
export type LogoutBody = z.infer<typeof logoutBodySchema>;

export const profileAnswerSchema = successEnvelope(z.object({ user: userSchema }));
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;
