import { and, eq } from 'drizzle-orm';
import { componentVersions, components } from '../db/schema/index';
import { notFound } from '../errors';
import type { Executor } from '../lib/executor';

/**
 * One of the user's components. Another user's id is not found, the same answer as an id that
 * never existed, so ids reveal nothing. With `lock`, the row stays locked until the caller's
 * transaction ends: writes to one component's versions queue instead of racing for a number.
 */
export const ownedComponent = async (
  tx: Executor,
  userId: string,
  componentId: string,
  lock = false,
) => {
  const query = tx
    .select()
    .from(components)
    .where(and(eq(components.id, componentId), eq(components.userId, userId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Component');
  return row;
};

/** One version of one of the user's components. */
export const ownedVersion = async (
  tx: Executor,
  userId: string,
  componentId: string,
  version: number,
) => {
  const [row] = await tx
    .select()
    .from(componentVersions)
    .where(
      and(
        eq(componentVersions.componentId, componentId),
        eq(componentVersions.userId, userId),
        eq(componentVersions.version, version),
      ),
    );
  if (!row) throw notFound(`Version ${version} of this component`);
  return row;
};
