import { useEffect, useState } from 'react';

type IndexEntry = { id: string; title: string; type: 'story' | 'docs' };
type ComponentLink = { title: string; name: string; href: string };
type Status =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; groups: [string, ComponentLink[]][] };

const sections = [
  { heading: 'Primitives', prefix: 'Design System/', exclude: 'Design System/Product/' },
  { heading: 'Product components', prefix: 'Design System/Product/', exclude: null },
] as const;

/** One link per component: its docs page when it has one, else its first story. */
export function groupComponents(entries: IndexEntry[]): [string, ComponentLink[]][] {
  return sections.map(({ heading, prefix, exclude }) => {
    const byTitle = new Map<string, IndexEntry>();
    for (const entry of entries) {
      if (!entry.title.startsWith(prefix) || (exclude && entry.title.startsWith(exclude))) continue;
      const known = byTitle.get(entry.title);
      if (!known || (known.type !== 'docs' && entry.type === 'docs'))
        byTitle.set(entry.title, entry);
    }
    const links = [...byTitle.values()]
      .map((entry) => ({
        title: entry.title,
        name: entry.title.slice(prefix.length),
        href: `./?path=/${entry.type === 'docs' ? 'docs' : 'story'}/${entry.id}`,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return [heading, links];
  });
}

/**
 * Lists every component that has stories, read from Storybook's own index so the list can never
 * fall behind the stories. Links open in the top window: this page renders inside the preview frame.
 */
export function ComponentIndex() {
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('./index.json', { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`index.json answered ${response.status}`);
        return response.json() as Promise<{ entries: Record<string, IndexEntry> }>;
      })
      .then(({ entries }) =>
        setStatus({ state: 'ready', groups: groupComponents(Object.values(entries)) }),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setStatus({
            state: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
      });
    return () => controller.abort();
  }, []);

  if (status.state === 'loading') return <p>Loading the component list…</p>;
  if (status.state === 'failed')
    return <p>The component list could not be loaded ({status.message}); use the sidebar.</p>;
  return (
    <>
      {status.groups.map(([heading, links]) => (
        <div key={heading}>
          <h3>{heading}</h3>
          <ul style={{ columns: '12rem' }}>
            {links.map((link) => (
              <li key={link.title}>
                <a href={link.href} target="_top">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
