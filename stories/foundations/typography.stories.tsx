import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Code, DocPage, DocSection, DocTable } from './doc-layout';
import { tokenGroup, tokenValue } from './tokens';

const sizes = tokenGroup('font-size');
// `--kiln-font-size-*` shares the prefix; the families are the names without a further dash.
const families = tokenGroup('font').filter(({ name }) => !name.includes('-'));
const weights = [
  { weight: 400, name: 'Regular', utility: 'font-normal' },
  { weight: 500, name: 'Medium', utility: 'font-medium' },
  { weight: 600, name: 'Semibold', utility: 'font-semibold' },
  { weight: 700, name: 'Bold', utility: 'font-bold' },
];
const specimen = 'Describe a component, get working code.';

const meta = {
  title: 'Foundations/Typography',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = {
  name: 'Type scale and families',
  render: () => (
    <DocPage
      title="Typography"
      intro={
        <>
          Two self-hosted variable fonts (shipped from <Code>@fontsource-variable</Code>, never a
          font CDN) and one type scale. Use Tailwind&apos;s size names; each sets a font size and
          its line height from the tokens.
        </>
      }
    >
      <DocSection title="Font families">
        <div className="grid gap-4 md:grid-cols-2">
          {families.map(({ name, variable, light }) => (
            <div
              key={name}
              className="flex flex-col gap-2 rounded-card border border-border bg-card p-4 text-card-foreground"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{name}</span>
                <Code>{`font-${name}`}</Code>
              </div>
              <p className="text-2xl" style={{ fontFamily: `var(${variable})` }}>
                {specimen}
              </p>
              <p className="text-sm" style={{ fontFamily: `var(${variable})` }}>
                ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789{' '}
                {'{ } < > => !== ?? &&'}
              </p>
              <span className="font-mono text-xs text-muted-foreground">{light}</span>
            </div>
          ))}
        </div>
      </DocSection>
      <DocSection
        title="Weights"
        description="Inter is variable, so every weight comes from one file."
      >
        <div className="flex flex-col gap-1">
          {weights.map(({ weight, name, utility }) => (
            <p key={weight} className="text-lg" style={{ fontWeight: weight }}>
              {name} {weight} · <Code>{utility}</Code>
            </p>
          ))}
        </div>
      </DocSection>
      <DocSection title="Type scale">
        <DocTable caption="Type scale" columns={['Utility', 'Size', 'Line height', 'Specimen']}>
          {sizes.map(({ name, variable, light }) => {
            const lineHeight = tokenValue('light', `--kiln-line-height-${name}`);
            return (
              <tr key={name} data-size={name}>
                <th scope="row" className="px-3 py-2 align-top font-normal whitespace-nowrap">
                  <Code>{`text-${name}`}</Code>
                </th>
                <td className="px-3 py-2 align-top font-mono text-xs whitespace-nowrap">{light}</td>
                <td className="px-3 py-2 align-top font-mono text-xs whitespace-nowrap">
                  {lineHeight}
                </td>
                <td
                  className="px-3 py-2"
                  style={{
                    fontSize: `var(${variable})`,
                    lineHeight: `var(--kiln-line-height-${name})`,
                  }}
                >
                  {specimen}
                </td>
              </tr>
            );
          })}
        </DocTable>
      </DocSection>
    </DocPage>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Type scale' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.getAttribute('data-size'))).toEqual(
      sizes.map(({ name }) => name),
    );
    // The specimen really is set in the token's size, not just labelled with it.
    const largest = sizes.at(-1);
    if (largest) {
      const cell = rows.at(-1)?.lastElementChild;
      await expect(cell && getComputedStyle(cell).fontSize).toBe(
        `${Number.parseFloat(largest.light) * 16}px`,
      );
    }
    await document.fonts.ready;
    await expect(document.fonts.check('16px "Inter Variable"')).toBe(true);
    await expect(document.fonts.check('16px "JetBrains Mono Variable"')).toBe(true);
  },
};
