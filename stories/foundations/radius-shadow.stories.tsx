import type { Meta, StoryObj } from '@storybook/react-vite';
import { Code, DocPage, DocSection, DocTable } from './doc-layout';
import { tokenGroup } from './tokens';

/** The meanings components use; the rest of each group is the primitive scale they are chosen from. */
const semanticRadii = ['control', 'card', 'pill'];
const semanticShadows = ['card', 'popover', 'overlay'];

const radii = tokenGroup('radius');
const shadows = tokenGroup('shadow');

const meta = {
  title: 'Foundations/Radius & Shadow',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RadiusAndShadow: Story = {
  name: 'Radius and shadow',
  render: () => (
    <DocPage
      title="Radius & Shadow"
      intro={
        <>
          Components round and lift by meaning: <Code>rounded-control</Code> for buttons and inputs,{' '}
          <Code>rounded-card</Code> for cards, dialogs and menus, <Code>rounded-pill</Code> for
          badges; <Code>shadow-card</Code>, <Code>shadow-popover</Code> and{' '}
          <Code>shadow-overlay</Code> by elevation. Dark mode uses deeper shadows, because a soft
          one disappears on a dark page.
        </>
      }
    >
      <DocSection title="Semantic radii">
        <div className="flex flex-wrap gap-6">
          {radii
            .filter(({ name }) => semanticRadii.includes(name))
            .map(({ name, variable, light }) => (
              <figure key={name} className="flex flex-col items-start gap-2">
                <span
                  role="img"
                  aria-label={`${name} radius`}
                  className="block h-16 w-32 border-2 border-primary bg-accent"
                  style={{ borderRadius: `var(${variable})` }}
                />
                <figcaption className="flex flex-col gap-1 text-sm">
                  <Code>{`rounded-${name}`}</Code>
                  <span className="font-mono text-xs text-muted-foreground">{light}</span>
                </figcaption>
              </figure>
            ))}
        </div>
      </DocSection>
      <DocSection title="Radius scale">
        <DocTable caption="Radius scale" columns={['Token', 'Value']}>
          {radii
            .filter(({ name }) => !semanticRadii.includes(name))
            .map(({ name, variable, light }) => (
              <tr key={name}>
                <th scope="row" className="px-3 py-2 font-normal">
                  <Code>{variable}</Code>
                </th>
                <td className="px-3 py-2 font-mono text-xs">{light}</td>
              </tr>
            ))}
        </DocTable>
      </DocSection>
      <DocSection
        title="Semantic shadows"
        description="Shown in the theme selected in the toolbar; both values are listed."
      >
        <div className="grid gap-6 rounded-card bg-muted p-6 md:grid-cols-3">
          {shadows
            .filter(({ name }) => semanticShadows.includes(name))
            .map(({ name, variable, light, dark }) => (
              <figure key={name} className="flex flex-col gap-3">
                <span
                  role="img"
                  aria-label={`${name} shadow`}
                  className="block h-20 rounded-card bg-card"
                  style={{ boxShadow: `var(${variable})` }}
                />
                <figcaption className="flex flex-col gap-1 text-xs">
                  <Code>{`shadow-${name}`}</Code>
                  <span className="font-mono text-muted-foreground">light: {light}</span>
                  <span className="font-mono text-muted-foreground">dark: {dark}</span>
                </figcaption>
              </figure>
            ))}
        </div>
      </DocSection>
    </DocPage>
  ),
};
