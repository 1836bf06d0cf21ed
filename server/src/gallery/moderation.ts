import { GalleryErrorCode } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { galleryEntries, galleryReports } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import { recordAudit } from '../lib/audit';
import { visibleEntry, type Viewer } from './entries';

/** A user's report, listed in the admins' audit log beside their own actions so they act on it. */
export const GALLERY_REPORT_ACTION = 'gallery.report';

export type ModerationFlag = 'featured' | 'hidden';

const ACTIONS: Record<ModerationFlag, Record<'on' | 'off', string>> = {
  featured: { on: 'admin.gallery.feature', off: 'admin.gallery.unfeature' },
  hidden: { on: 'admin.gallery.hide', off: 'admin.gallery.unhide' },
};

/**
 * Admins feature and hide entries (the routes check the role); anyone signed in reports one. Each
 * decision and each report is written to the audit log in the same transaction.
 */
export const createGalleryModeration = (db: Db, now: () => Date) => ({
  set: (
    actorId: string,
    entryId: string,
    flag: ModerationFlag,
    value: boolean,
    ip: string | null,
  ) =>
    db.transaction(async (tx) => {
      const [entry] = await tx
        .update(galleryEntries)
        .set({ [flag]: value })
        .where(eq(galleryEntries.id, entryId))
        .returning({ id: galleryEntries.id, title: galleryEntries.title });
      if (!entry) throw notFound('Gallery entry');
      await recordAudit(tx, {
        actorId,
        action: ACTIONS[flag][value ? 'on' : 'off'],
        targetType: 'gallery_entry',
        targetId: entry.id,
        ip,
        metadata: { title: entry.title },
      });
    }),

  report: (viewer: Viewer, entryId: string, reason: string, ip: string | null) =>
    db.transaction(async (tx) => {
      const { entry } = await visibleEntry(tx, viewer, entryId);
      const inserted = await tx
        .insert(galleryReports)
        .values({ entryId, userId: viewer.userId, reason, createdAt: now() })
        .onConflictDoNothing()
        .returning({ entryId: galleryReports.entryId });
      if (inserted.length === 0)
        throw new AppError(
          409,
          GalleryErrorCode.alreadyReported,
          'You already reported this entry; an admin will look at it.',
        );
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: GALLERY_REPORT_ACTION,
        targetType: 'gallery_entry',
        targetId: entry.id,
        ip,
        metadata: { title: entry.title, reason },
      });
    }),
});
