/** The zip a version downloads as: the component's name in lower-case words, and the version. */
export const archiveFileName = (name: string, version: number) => {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z0-9]/)
    .filter(Boolean);
  return `${words.join('-').slice(0, 60) || 'component'}-v${version}.zip`;
};
