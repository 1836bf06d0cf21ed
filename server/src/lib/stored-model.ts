import { upgradeModel, type ComponentModel } from '@kiln/generator';

/**
 * The engine's component model as answers store it (a JSON column) and read it back. Reading and
 * writing happen here only, so a change to the model's stored shape has one place to go: a model
 * stored by an earlier version is upgraded to the current schema as it is read.
 */
export const readStoredModel = (value: unknown): ComponentModel | undefined =>
  value ? upgradeModel(value) : undefined;

export const toStoredModel = (model: ComponentModel | undefined): Record<string, unknown> | null =>
  (model ?? null) as Record<string, unknown> | null;
