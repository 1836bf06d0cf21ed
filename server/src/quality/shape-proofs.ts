import { createHash } from 'node:crypto';
import { modelShape, type ComponentModel } from '@kiln/generator';
import type { Redis } from 'ioredis';
import { createCache } from './validation-cache';

/** Answers of the built-in engine remembered per instance: a hash and a shape key each. */
const PRINTED_ENTRIES = 20_000;
/** Shapes remembered as proven per instance; the engine's answers fall into a few hundred. */
const PROVEN_ENTRIES = 10_000;
/** As the validation cache's: a proof holds for the engine of one release. */
const REDIS_TTL_SECONDS = 24 * 60 * 60;

export interface ShapeProofsDeps {
  redis?: Redis | undefined;
  redisKeyPrefix?: string;
  /**
   * The release whose engine printed the answers: a proof is about the printers that made it, so
   * instances of another release (during a rolling update) never read each other's.
   */
  release?: string;
  onCacheError?: (error: unknown) => void;
}

/** The key a shape is proven under: the hash of the model's shape (which holds its framework). */
const shapeKey = (model: ComponentModel) =>
  createHash('sha256')
    .update(`kiln-shape:1\0${modelShape(model)}`)
    .digest('hex');

/**
 * Proofs by shape (issue #29): the code the built-in engine prints is a deterministic function of
 * its model, and models of one shape (generator/src/shape.ts) print code the full check answers
 * alike. So the files of each engine answer are remembered with their model's shape, and once one
 * answer of a shape has passed the full check without a diagnostic the shape is proven: the next
 * answers of that shape are not type-checked again. Only files the engine printed are remembered,
 * by the hash of their exact content: a model provider's answer or code edited by hand never
 * matches one and is always checked in full. A check that found anything proves nothing.
 */
export const createShapeProofs = (deps: ShapeProofsDeps = {}) => {
  const prefix = `${deps.redisKeyPrefix ?? 'kiln:'}shape:${deps.release ?? ''}:`;
  const onError = deps.onCacheError ?? (() => undefined);
  const shared = { redis: deps.redis, ttlSeconds: REDIS_TTL_SECONDS, onError };
  /** Files hash → shape key, for each answer the engine printed. */
  const printed = createCache<string>({
    ...shared,
    maxEntries: PRINTED_ENTRIES,
    prefix: `${prefix}printed:`,
  }).cache;
  /** Shape key → true, once one answer of the shape passed the full check. */
  const proven = createCache<true>({
    ...shared,
    maxEntries: PROVEN_ENTRIES,
    prefix: `${prefix}proven:`,
  }).cache;
  /** A shape's first check under way, so its other answers wait for it instead of checking too. */
  const proving = new Map<string, Promise<unknown>>();

  return {
    /**
     * The engine printed files (`hash`: their files hash) from `model`. When its shape is not
     * proven yet, `check` (of these files) is the shape's first check, unless one is under way.
     */
    printed: async (hash: string, model: ComponentModel, check: () => Promise<unknown>) => {
      const shape = shapeKey(model);
      const recorded = printed.set(hash, shape);
      // Claimed before any wait, so answers of one shape arriving together start one check.
      if (proving.has(shape)) return recorded;
      const first = (async () => {
        await recorded;
        if (!(await proven.get(shape))) await check();
      })().finally(() => proving.delete(shape));
      proving.set(shape, first);
      return first;
    },

    /** Whether these files are an engine answer of a proven shape (after its first check, if running). */
    isProven: async (hash: string): Promise<boolean> => {
      const shape = await printed.get(hash);
      if (shape === undefined) return false;
      await proving.get(shape)?.catch(() => undefined);
      return (await proven.get(shape)) === true;
    },

    /** The full check of these files found nothing: if the engine printed them, their shape is proven. */
    checkedClean: async (hash: string) => {
      const shape = await printed.get(hash);
      if (shape !== undefined) await proven.set(shape, true);
    },
  };
};

export type ShapeProofs = ReturnType<typeof createShapeProofs>;
