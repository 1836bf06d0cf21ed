import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets Kiln must read back (TOTP seeds, an AI provider's key), sealed with AES-256-GCM:
 * `v1.<iv>.<tag>.<ciphertext>`, base64url. A tampered or foreign value fails to open.
 */
export const sealSecret = (key: Buffer, plain: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

export const openSecret = (key: Buffer, sealed: string): string => {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
};
