/**
 * What the editor is asked to open: a saved component (its current version unless one is named),
 * or, with none named, the one worked on last.
 */
export type OpenTarget = { componentId?: string | undefined; version?: number | undefined };

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
