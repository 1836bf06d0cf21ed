/** Every query of a component's share links starts here, so creating or revoking refreshes them. */
export const shareLinksKey = ['share-links'] as const;

export const shareLinksKeys = {
  list: (componentId: string, page: number) => [...shareLinksKey, componentId, page] as const,
};
