import type { OpenTarget } from './open-component';

/**
 * The editor's queries start with `components`, the prefix My components uses too, so a saved
 * version refreshes both.
 */
const componentsKey = ['components'] as const;

export const editorKeys = {
  all: componentsKey,
  open: ({ componentId, version }: OpenTarget) =>
    [...componentsKey, 'editor', componentId ?? 'last', version ?? 'current'] as const,
};
