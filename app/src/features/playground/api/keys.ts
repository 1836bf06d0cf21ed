/** The playground's queries. Saved components and versions share My components' keys' shape. */
export const playgroundKeys = {
  components: () => ['components', 'list', 'playground'] as const,
  current: (id: string) => ['components', 'detail', id] as const,
  version: (id: string, version: number) => ['components', 'version', id, version] as const,
  latestAnswer: () => ['ai', 'history', 'latest-answer'] as const,
  interface: (framework: string, files: readonly { path: string; content: string }[]) =>
    ['playground', 'interface', framework, files] as const,
  presets: (componentId: string) => ['components', 'presets', componentId] as const,
};

export const componentPath = (id: string) => `/components/${encodeURIComponent(id)}`;
export const presetsPath = (componentId: string) => `${componentPath(componentId)}/presets`;
