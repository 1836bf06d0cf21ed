import {
  MAX_PRESETS_PER_COMPONENT,
  PresetErrorCode,
  type CreatePresetBody,
  type Preset,
  type UpdatePresetBody,
} from '@kiln/contract';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { componentPresets, type ComponentPresetRow } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import type { Executor } from '../lib/executor';
import { ownedComponent } from './owned';

export const toPreset = (row: ComponentPresetRow): Preset => ({
  id: row.id,
  componentId: row.componentId,
  name: row.name,
  values: row.values,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const nameTaken = (name: string) =>
  new AppError(409, PresetErrorCode.presetNameTaken, `A preset named "${name}" already exists`);

/** Names are unique per component, compared as written (trimmed by the contract). */
const assertNameFree = async (tx: Executor, componentId: string, name: string, except?: string) => {
  const [clash] = await tx
    .select({ id: componentPresets.id })
    .from(componentPresets)
    .where(
      and(
        eq(componentPresets.componentId, componentId),
        eq(componentPresets.name, name),
        ...(except ? [ne(componentPresets.id, except)] : []),
      ),
    );
  if (clash) throw nameTaken(name);
};

/**
 * Named input states of a component for the playground. Every write locks the component's row
 * first (`ownedComponent` with `lock`), so the count limit and the unique name hold under
 * concurrent saves, and another user's component is not found.
 */
export const createPresets = (db: Db, now: () => Date) => ({
  list: async (userId: string, componentId: string) => {
    await ownedComponent(db, userId, componentId);
    const rows = await db
      .select()
      .from(componentPresets)
      .where(
        and(eq(componentPresets.componentId, componentId), eq(componentPresets.userId, userId)),
      )
      .orderBy(asc(componentPresets.createdAt), asc(componentPresets.id));
    return rows.map(toPreset);
  },

  create: (userId: string, componentId: string, body: CreatePresetBody) =>
    db.transaction(async (tx) => {
      await ownedComponent(tx, userId, componentId, true);
      const [kept] = await tx
        .select({ n: count() })
        .from(componentPresets)
        .where(eq(componentPresets.componentId, componentId));
      if ((kept?.n ?? 0) >= MAX_PRESETS_PER_COMPONENT)
        throw new AppError(
          409,
          PresetErrorCode.presetLimitReached,
          `A component keeps at most ${MAX_PRESETS_PER_COMPONENT} presets. Delete one first.`,
        );
      await assertNameFree(tx, componentId, body.name);
      const at = now();
      const [row] = await tx
        .insert(componentPresets)
        .values({
          componentId,
          userId,
          name: body.name,
          values: body.values,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return toPreset(row!);
    }),

  update: (userId: string, componentId: string, presetId: string, body: UpdatePresetBody) =>
    db.transaction(async (tx) => {
      await ownedComponent(tx, userId, componentId, true);
      if (body.name !== undefined) await assertNameFree(tx, componentId, body.name, presetId);
      const [row] = await tx
        .update(componentPresets)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.values !== undefined ? { values: body.values } : {}),
          updatedAt: now(),
        })
        .where(
          and(
            eq(componentPresets.id, presetId),
            eq(componentPresets.componentId, componentId),
            eq(componentPresets.userId, userId),
          ),
        )
        .returning();
      if (!row) throw notFound('Preset');
      return toPreset(row);
    }),

  remove: async (userId: string, componentId: string, presetId: string) => {
    const [row] = await db
      .delete(componentPresets)
      .where(
        and(
          eq(componentPresets.id, presetId),
          eq(componentPresets.componentId, componentId),
          eq(componentPresets.userId, userId),
        ),
      )
      .returning({ id: componentPresets.id });
    if (!row) throw notFound('Preset');
  },
});
