import type { Meta, StoryObj } from '@storybook/react-vite';
import { Code, DocPage, DocSection, DocTable } from './doc-layout';
import { tokenValue } from './tokens';

const base = tokenValue('light', '--kiln-spacing');
const rootFontSize = 16;
const basePixels = Number.parseFloat(base) * (base.endsWith('rem') ? rootFontSize : 1);
/** The steps components actually use; any other multiple of the base works the same way. */
const steps = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24];

const meta = {
  title: 'Foundations/Spacing',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  name: 'Spacing scale',
  render: () => (
    <DocPage
      title="Spacing"
      intro={
        <>
          One base unit, <Code>--kiln-spacing</Code> = <Code>{base}</Code> ({basePixels}px), feeds
          Tailwind&apos;s numeric scale: <Code>p-4</Code>, <Code>gap-2</Code> or <Code>h-10</Code>{' '}
          are multiples of it, so changing the base respaces every component at once.
        </>
      }
    >
      <DocSection title="Scale">
        <DocTable caption="Spacing scale" columns={['Step', 'Value', 'Pixels', 'Size']}>
          {steps.map((step) => (
            <tr key={step}>
              <th scope="row" className="px-3 py-2 font-normal">
                <Code>{`p-${step} · gap-${step}`}</Code>
              </th>
              <td className="px-3 py-2 font-mono text-xs">{`calc(${base} × ${step})`}</td>
              <td className="px-3 py-2 font-mono text-xs">{step * basePixels}px</td>
              <td className="px-3 py-2">
                <span
                  role="img"
                  aria-label={`${step * basePixels} pixels`}
                  className="block h-4 rounded-pill bg-primary"
                  style={{ width: `calc(var(--kiln-spacing) * ${step})` }}
                />
              </td>
            </tr>
          ))}
        </DocTable>
      </DocSection>
    </DocPage>
  ),
};
