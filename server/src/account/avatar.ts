import { AccountErrorCode, AVATAR_MAX_BYTES } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { avatars, users } from '../db/schema/index';
import { AppError } from '../errors';

/** Avatars are shown at most at 128 px; 256 keeps them sharp on dense screens. */
const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

const unsupported = () =>
  new AppError(
    415,
    AccountErrorCode.unsupportedImage,
    'Upload a PNG, JPEG or WebP image of at most 2 MB',
  );

/**
 * Decodes the upload with sharp and re-encodes it: the format is read from the bytes, never the
 * declared type, so HTML or SVG (with or without script) sent as an image is refused, and what is
 * stored and served is always a fresh square WebP without metadata.
 */
export const normaliseAvatar = async (upload: Buffer): Promise<Buffer> => {
  if (upload.length === 0 || upload.length > AVATAR_MAX_BYTES) throw unsupported();
  // sharp (a native library) loads with the first upload, not with the server.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw unsupported();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupported();
  try {
    return await sharp(upload, { limitInputPixels: 40_000_000, pages: 1 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupported();
  }
};

/** Where an uploaded avatar is served; the version makes a new upload bypass caches. */
export const avatarPath = (userId: string, version: Date) =>
  `/api/avatars/${userId}?v=${version.getTime()}`;

export const createAvatars = (db: Db, now: () => Date) => ({
  async upload(userId: string, upload: Buffer): Promise<void> {
    const image = await normaliseAvatar(upload);
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .insert(avatars)
        .values({ userId, image, updatedAt: at })
        .onConflictDoUpdate({ target: avatars.userId, set: { image, updatedAt: at } });
      await tx
        .update(users)
        .set({ avatar: avatarPath(userId, at), updatedAt: at })
        .where(eq(users.id, userId));
    });
  },

  async read(userId: string): Promise<Buffer | undefined> {
    const [row] = await db
      .select({ image: avatars.image })
      .from(avatars)
      .where(eq(avatars.userId, userId));
    return row?.image;
  },
});
