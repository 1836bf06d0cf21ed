import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { componentVersions, components, shareLinks } from '../db/schema/index';
import { notFound } from '../errors';
import type { Executor } from '../lib/executor';
import { isShareToken, shareTokenHash } from './tokens';

/** Every way a link fails — unknown, revoked, expired, its version deleted — is one answer. */
export const linkNotAvailable = () => notFound('This share link');

/**
 * What a live token opens: the link, its component and exactly the shared version. A revoked or
 * expired link, a deleted component or version, and any text that is not a token are all the same
 * 404, so a holder learns nothing about links they do not have.
 */
export const liveShareLink = async (db: Executor, token: string, at: Date) => {
  if (!isShareToken(token)) throw linkNotAvailable();
  const [row] = await db
    .select({ link: shareLinks, component: components, version: componentVersions })
    .from(shareLinks)
    .innerJoin(components, eq(components.id, shareLinks.componentId))
    .innerJoin(
      componentVersions,
      and(
        eq(componentVersions.componentId, shareLinks.componentId),
        eq(componentVersions.version, shareLinks.version),
      ),
    )
    .where(
      and(
        eq(shareLinks.tokenHash, shareTokenHash(token)),
        isNull(shareLinks.revokedAt),
        or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, at)),
      ),
    );
  if (!row) throw linkNotAvailable();
  return row;
};

export type LiveShareLink = Awaited<ReturnType<typeof liveShareLink>>;
