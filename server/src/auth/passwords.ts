import { readFileSync } from 'node:fs';
import { ErrorCode } from '@kiln/contract';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import type { Argon2Cost } from '../config';
import { AppError } from '../errors';

const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** Common passwords, compared case-insensitively, and passwords that are one character repeated. */
export const isCommonPassword = (password: string): boolean =>
  commonPasswords.has(password.toLowerCase()) || /^(.)\1*$/u.test(password);

/** The refusal of a common password, naming the body field that carried it. */
export const weakPasswordError = (field: string) =>
  new AppError(
    400,
    ErrorCode.weakPassword,
    'This password is too common. Choose a less predictable one.',
    {
      location: 'body',
      fields: [{ path: field, message: 'This password is too common' }],
    },
  );

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Verifies against a fixed hash so unknown accounts take as long as known ones. */
  verifyDummy(password: string): Promise<void>;
  needsRehash(passwordHash: string): boolean;
}

/** argon2id (the library's default algorithm) with the configured cost. */
export const createPasswordHasher = async (cost: Argon2Cost): Promise<PasswordHasher> => {
  const options = {
    memoryCost: cost.memoryCost,
    timeCost: cost.timeCost,
    parallelism: cost.parallelism,
  };
  const dummyHash = await hash('kiln-dummy-password-for-timing', options);
  return {
    hash: (password) => hash(password, options),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      await verify(dummyHash, password).catch(() => false);
    },
    needsRehash: (passwordHash) => {
      try {
        const parsed = parseOptions(passwordHash);
        return (
          parsed.memoryCost !== cost.memoryCost ||
          parsed.timeCost !== cost.timeCost ||
          parsed.parallelism !== cost.parallelism
        );
      } catch {
        return true;
      }
    },
  };
};
