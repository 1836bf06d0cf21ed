import { createHash, randomBytes } from 'node:crypto';
import { SHARE_TOKEN_PATTERN } from '@kiln/contract';

/** Bytes of randomness in a share token: 256 bits, past the 128 the links must not fall under. */
const TOKEN_BYTES = 32;
/** Characters of the token kept in clear, so the owner can tell links apart. */
const HINT_LENGTH = 4;

/** The database key of a token: its sha256, so the stored table opens no page. */
export const shareTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A fresh token, its hash and its hint. The token itself is answered once and never stored. */
export const newShareToken = () => {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: shareTokenHash(token), hint: token.slice(-HINT_LENGTH) };
};

/** Whether text can be a token at all; anything else is answered as an unknown link. */
export const isShareToken = (text: string): boolean => SHARE_TOKEN_PATTERN.test(text);

const TOKEN_IN_PATH = /(\/s\/|\/api\/share\/public\/)[^/?#]+/g;

/** A request's URL as the logs keep it: a share token in the path opens a page, so it is masked. */
export const withoutShareTokens = (url: string): string =>
  url.replace(TOKEN_IN_PATH, '$1[redacted]');
