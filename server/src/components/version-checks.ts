import type { BrowserReport, VersionScorecard } from '@kiln/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { componentVersions, versionScorecards } from '../db/schema/index';
import { ownedComponent, ownedVersion } from './owned';
import { createComponentSaving } from './saving';
import { browserChecks, worstStatus } from '../quality/scorecard';
import { checkOnServer } from '../quality/server-checks';
import { toScorecard } from '../quality/stored-scorecard';
import type { Validator } from '../quality/validator';
import { isPoolBusy } from '../workers/pool';

interface VersionChecksDeps {
  db: Db;
  validator: Validator;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Scorecards of saved versions. The server's checks run after the save has answered, one task per
 * version at a time; a version read before its checks exist (saved before they did, or checked
 * while the pool was busy) is queued again.
 */
export const createVersionChecks = ({ db, validator, now, log }: VersionChecksDeps) => {
  const running = new Map<string, Promise<void>>();

  const check = async (versionId: string) => {
    const [version] = await db
      .select({
        componentId: componentVersions.componentId,
        userId: componentVersions.userId,
        framework: componentVersions.framework,
        files: componentVersions.files,
      })
      .from(componentVersions)
      .where(eq(componentVersions.id, versionId));
    if (!version) return;
    const serverChecks = await checkOnServer(validator, version.framework, version.files, now);
    const serverStatus = worstStatus([serverChecks.compiles.status, serverChecks.safe.status]);
    await db
      .insert(versionScorecards)
      .values({
        versionId,
        componentId: version.componentId,
        userId: version.userId,
        serverChecks,
        serverStatus,
        updatedAt: now(),
      })
      .onConflictDoUpdate({
        target: versionScorecards.versionId,
        set: { serverChecks, serverStatus, updatedAt: now() },
      });
  };

  /** Starts the server's checks of a version unless they are already running. */
  const schedule = (versionId: string) => {
    if (running.has(versionId)) return;
    const task = check(versionId)
      .catch((error: unknown) =>
        // A busy pool is expected under load and says nothing about the code: one line, no stack.
        isPoolBusy(error)
          ? log.info({ versionId }, 'saved version not checked: worker pool busy; retried on read')
          : log.warn(
              { err: error, versionId },
              'saved version could not be checked; retried on read',
            ),
      )
      .finally(() => running.delete(versionId));
    running.set(versionId, task);
  };

  const versionId = async (componentId: string, version: number) => {
    const [row] = await db
      .select({ id: componentVersions.id })
      .from(componentVersions)
      .where(
        and(eq(componentVersions.componentId, componentId), eq(componentVersions.version, version)),
      );
    return row?.id;
  };

  return {
    /** After a save: checks its new current version in the background; the save does not wait. */
    afterSave: (saved: { id: string; currentVersion: number }) => {
      void versionId(saved.id, saved.currentVersion).then(
        (id) => id && schedule(id),
        (error: unknown) => log.warn({ err: error }, 'saved version could not be looked up'),
      );
    },

    /** Every version's scorecard of one of the user's components, newest first. */
    list: async (userId: string, componentId: string): Promise<VersionScorecard[]> => {
      await ownedComponent(db, userId, componentId);
      const rows = await db
        .select({
          id: componentVersions.id,
          version: componentVersions.version,
          checklist: componentVersions.checklist,
          createdAt: componentVersions.createdAt,
          serverChecks: versionScorecards.serverChecks,
          browserReport: versionScorecards.browserReport,
          browserReportedAt: versionScorecards.browserReportedAt,
        })
        .from(componentVersions)
        .leftJoin(versionScorecards, eq(versionScorecards.versionId, componentVersions.id))
        .where(
          and(eq(componentVersions.componentId, componentId), eq(componentVersions.userId, userId)),
        )
        .orderBy(desc(componentVersions.version));
      for (const row of rows) if (!row.serverChecks) schedule(row.id);
      return rows.map((row) => ({ version: row.version, scorecard: toScorecard(row, row) }));
    },

    /** Stores what the user's browser saw when it previewed a version; the last report counts. */
    report: async (
      userId: string,
      componentId: string,
      version: number,
      report: BrowserReport,
    ): Promise<VersionScorecard> => {
      const saved = await ownedVersion(db, userId, componentId, version);
      const at = now();
      const rows = browserChecks(report, at.toISOString());
      const browserStatus = worstStatus([rows.renders.status, rows.accessible.status]);
      const [row] = await db
        .insert(versionScorecards)
        .values({
          versionId: saved.id,
          componentId,
          userId,
          browserReport: report,
          browserStatus,
          browserReportedAt: at,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: versionScorecards.versionId,
          set: { browserReport: report, browserStatus, browserReportedAt: at, updatedAt: at },
        })
        .returning();
      if (!row?.serverChecks) schedule(saved.id);
      return { version, scorecard: toScorecard(row ?? null, saved) };
    },

    /** Waits for the checks under way (the server is stopping). */
    drain: async () => {
      await Promise.allSettled([...running.values()]);
    },
  };
};

export type VersionChecks = ReturnType<typeof createVersionChecks>;

/** The saving operations, each followed by a background check of the version it wrote. */
export const checkedAfterSave = <
  T extends Record<string, (...args: never[]) => Promise<{ id: string; currentVersion: number }>>,
>(
  saving: T,
  checks: Pick<VersionChecks, 'afterSave'>,
): T =>
  Object.fromEntries(
    Object.entries(saving).map(([name, operation]) => [
      name,
      async (...args: never[]) => {
        const saved = await operation(...args);
        checks.afterSave(saved);
        return saved;
      },
    ]),
  ) as T;

/**
 * Saving as every area that writes components uses it: each written version checked in the
 * background, the checks drained when the app closes.
 */
export const checkedSaving = (app: FastifyInstance) => {
  const { db, validator, now } = app.ctx;
  const checks = createVersionChecks({ db, validator, now, log: app.log });
  app.addHook('onClose', checks.drain);
  return { checks, saving: checkedAfterSave(createComponentSaving(db, now), checks) };
};
