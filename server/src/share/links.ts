import type {
  CreateShareLinkBody,
  CreatedShareLink,
  ShareLink,
  ShareLinksQuery,
  ShareLinkStatus,
} from '@kiln/contract';
import { SHARE_PAGE_PREFIX } from '@kiln/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shareLinks, type ShareLinkRow } from '../db/schema/index';
import { notFound } from '../errors';
import { pageInfo, pageOffset } from '../lib/pagination';
import { ownedComponent, ownedVersion } from '../components/owned';
import { newShareToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export const shareLinkStatus = (row: ShareLinkRow, at: Date): ShareLinkStatus => {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= at) return 'expired';
  return 'active';
};

const toShareLink = (row: ShareLinkRow, at: Date): ShareLink => ({
  id: row.id,
  componentId: row.componentId,
  version: row.version,
  tokenHint: row.tokenHint,
  status: shareLinkStatus(row, at),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Every share link of a user, newest first: their part of the account's data export. */
export const exportShareLinks = async (db: Db, userId: string, at: Date): Promise<ShareLink[]> =>
  (
    await db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.userId, userId))
      .orderBy(desc(shareLinks.createdAt))
  ).map((row) => toShareLink(row, at));

/**
 * The owner's side of share links: create one for a version of their own component, list a
 * component's links, revoke one. Another user's component or link is not found, like one that
 * never existed.
 */
export const createShareLinks = (db: Db, now: () => Date) => ({
  create: async (userId: string, body: CreateShareLinkBody): Promise<CreatedShareLink> => {
    await ownedComponent(db, userId, body.componentId);
    await ownedVersion(db, userId, body.componentId, body.version);
    const at = now();
    const { token, hash, hint } = newShareToken();
    const [row] = await db
      .insert(shareLinks)
      .values({
        componentId: body.componentId,
        version: body.version,
        userId,
        tokenHash: hash,
        tokenHint: hint,
        createdAt: at,
        expiresAt:
          body.expiresInDays === undefined
            ? null
            : new Date(at.getTime() + body.expiresInDays * DAY_MS),
      })
      .returning();
    if (!row) throw new Error('share link insert returned no row');
    return { ...toShareLink(row, at), token, path: `${SHARE_PAGE_PREFIX}${token}` };
  },

  list: async (userId: string, query: ShareLinksQuery) => {
    await ownedComponent(db, userId, query.componentId);
    const mine = and(eq(shareLinks.componentId, query.componentId), eq(shareLinks.userId, userId));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(shareLinks)
        .where(mine)
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
        .limit(query.limit)
        .offset(pageOffset(query.page, query.limit)),
      db.select({ value: count() }).from(shareLinks).where(mine),
    ]);
    const at = now();
    return {
      items: rows.map((row) => toShareLink(row, at)),
      pagination: pageInfo(query.page, query.limit, total?.value ?? 0),
    };
  },

  /** Revoking twice keeps the first revocation's time. */
  revoke: async (userId: string, linkId: string): Promise<ShareLink> => {
    const mine = and(eq(shareLinks.id, linkId), eq(shareLinks.userId, userId));
    const [existing] = await db.select().from(shareLinks).where(mine);
    if (!existing) throw notFound('Share link');
    const at = now();
    if (existing.revokedAt) return toShareLink(existing, at);
    const [row] = await db.update(shareLinks).set({ revokedAt: at }).where(mine).returning();
    if (!row) throw notFound('Share link');
    return toShareLink(row, at);
  },
});
