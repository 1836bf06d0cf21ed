/**
 * The playground's queries. Those of saved components start with `components`, so a change made
 * in My components refreshes them too.
 */
export const playgroundKeys = {
  components: () => ['components', 'list', 'playground'] as const,
  /** Its own shape (name, framework, version, files), so its own key under `components`. */
  code: (id: string, version: number | 'current') =>
    ['components', 'playground-code', id, version] as const,
  latestAnswer: () => ['ai', 'history', 'latest-answer'] as const,
  interface: (framework: string, files: readonly { path: string; content: string }[]) =>
    ['playground', 'interface', framework, files] as const,
  presets: (componentId: string) => ['components', 'presets', componentId] as const,
};

export const componentPath = (id: string) => `/components/${encodeURIComponent(id)}`;
export const presetsPath = (componentId: string) => `${componentPath(componentId)}/presets`;
