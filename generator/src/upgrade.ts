import type { ComponentModel } from './model';
import { MODEL_SCHEMA_VERSION } from './model';
import { decidePresentation } from './presentation';

/** The model as stored before it carried a schema version: no `schemaVersion`, no `presentation`. */
type ModelVersion1 = Omit<ComponentModel, 'schemaVersion' | 'presentation'>;

function isStoredModel(value: unknown): value is ModelVersion1 & { schemaVersion?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.archetype === 'string' &&
    typeof candidate.description === 'string' &&
    Array.isArray(candidate.features)
  );
}

/**
 * Reads a component model as any version of the engine stored it (conversations, saved versions
 * and gallery snapshots keep models for good) and returns it in the current shape. Version 1
 * models get the presentation choices `interpret` would have made from their description, so
 * `fromModel` and `refine` give the same files they gave when the model was stored.
 */
export function upgradeModel(stored: unknown): ComponentModel {
  if (!isStoredModel(stored))
    throw new TypeError(
      'The stored component model is not an object with an archetype, a description and features.',
    );
  const version = stored.schemaVersion ?? 1;
  if (version === MODEL_SCHEMA_VERSION) return stored as ComponentModel;
  // Before version 4 an accordion started with its first answer open.
  const opened = (archetype: string) =>
    archetype === 'accordion' ? { firstOpen: true as const } : {};
  if (version === 2 || version === 3) {
    // Version 2 had every presentation choice but the toast's variants.
    const model = stored as unknown as ComponentModel;
    return {
      ...model,
      schemaVersion: MODEL_SCHEMA_VERSION,
      presentation: {
        ...model.presentation,
        ...(version === 2
          ? { toastVariants: decidePresentation(model.description, model.features).toastVariants }
          : {}),
        ...opened(model.archetype),
      },
    };
  }
  if (version !== 1)
    throw new TypeError(
      `The stored component model has schema version ${String(version)}; this engine reads versions 1 to ${MODEL_SCHEMA_VERSION}.`,
    );
  return {
    ...stored,
    schemaVersion: MODEL_SCHEMA_VERSION,
    presentation: {
      ...decidePresentation(stored.description, stored.features),
      ...opened(stored.archetype),
    },
  };
}
