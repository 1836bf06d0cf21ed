import { Source, useOf } from '@storybook/addon-docs/blocks';

/**
 * The Kiln server whose `/r/<name>.json` the command names: `STORYBOOK_KILN_URL` when Storybook is
 * built for a deployed Kiln, else a local `npm start`.
 */
const kilnUrl = (import.meta.env.STORYBOOK_KILN_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/**
 * The `npx shadcn add` command of the component a docs page shows. A design-system story file is
 * named after the component family (stories/design-system/dropdown-menu.stories.tsx), as the
 * registry item is, so the name comes from the file; other docs pages show nothing.
 */
export function ShadcnAdd() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const fileName = String(preparedMeta.parameters.fileName ?? '');
  const name = /stories\/design-system\/(?:product\/)?([a-z0-9-]+)\.stories\.tsx$/.exec(
    fileName,
  )?.[1];
  if (!name) return null;
  return (
    <section aria-label="Add with the shadcn CLI">
      <p>Copy the source into a shadcn project (Tailwind v4) with the shadcn CLI:</p>
      <Source language="bash" code={`npx shadcn@latest add ${kilnUrl}/r/${name}.json`} />
    </section>
  );
}
