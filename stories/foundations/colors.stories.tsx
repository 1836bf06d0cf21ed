import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, X } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { contrastRatio, formatRatio } from './color-contrast';
import { Code, DocPage, DocSection, DocTable } from './doc-layout';
import { themeNames, tokenGroup, tokenValue, type ThemeName } from './tokens';

type PairKind = 'text' | 'non-text' | 'decorative';
type Pair = { foreground: string; background: string; kind: PairKind };

const semanticColors = tokenGroup('color');
const colorNames = new Set(semanticColors.map((color) => color.name));

/** WCAG 2.x AA: 4.5:1 for body text (1.4.3), 3:1 for what identifies a control or focus (1.4.11). */
const requiredRatio: Record<PairKind, number | null> = {
  text: 4.5,
  'non-text': 3,
  decorative: null,
};

/** The pairing each semantic colour is designed for, by the names of the design-system contract. */
function pairOf(name: string): Pair | null {
  if (name === 'background' || name === 'foreground')
    return { foreground: 'foreground', background: 'background', kind: 'text' };
  if (name.endsWith('-foreground') && colorNames.has(name.slice(0, -'-foreground'.length))) {
    return { foreground: name, background: name.slice(0, -'-foreground'.length), kind: 'text' };
  }
  if (colorNames.has(`${name}-foreground`))
    return { foreground: `${name}-foreground`, background: name, kind: 'text' };
  if (name === 'link') return { foreground: 'link', background: 'background', kind: 'text' };
  if (name === 'input' || name === 'ring')
    return { foreground: name, background: 'background', kind: 'non-text' };
  if (name === 'border')
    return { foreground: 'border', background: 'background', kind: 'decorative' };
  return null;
}

const color = (theme: ThemeName, name: string) => tokenValue(theme, `--kiln-color-${name}`);

function ratioOf(theme: ThemeName, pair: Pair) {
  return contrastRatio(
    color(theme, pair.foreground),
    color(theme, pair.background),
    color(theme, 'background'),
  );
}

function Swatch({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <span
        role="img"
        aria-label={label}
        className="inline-block h-8 w-12 shrink-0 rounded-control border border-border"
        style={{ background: value }}
      />
      <span className="font-mono text-xs text-muted-foreground">{value}</span>
    </div>
  );
}

/** The pair as it is meant to be seen: text on its surface, or a control edge on the page. */
function PairSample({ theme, pair }: { theme: ThemeName; pair: Pair }) {
  const front = color(theme, pair.foreground);
  const back = color(theme, pair.background);
  if (pair.kind === 'text') {
    return (
      <span
        className="inline-flex h-8 w-12 items-center justify-center rounded-control text-sm font-semibold"
        style={{ color: front, background: back }}
      >
        Aa
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={`${pair.foreground} edge on ${pair.background} (${theme})`}
      className="inline-block h-8 w-12 rounded-control border-2"
      style={{ borderColor: front, background: back }}
    />
  );
}

function RatioCell({ ratio, kind }: { ratio: number; kind: PairKind }) {
  const required = requiredRatio[kind];
  if (required === null) {
    return (
      <span>
        {formatRatio(ratio)} <span className="text-muted-foreground">decorative</span>
      </span>
    );
  }
  const meets = ratio >= required;
  const Icon = meets ? Check : X;
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden className="size-4" />
      {formatRatio(ratio)}{' '}
      <span className="text-muted-foreground">
        {meets ? 'meets' : 'below'} {required}:1
      </span>
    </span>
  );
}

function SemanticColorTable() {
  return (
    <DocTable
      caption="Semantic colours with their light and dark values and the contrast of their pair"
      columns={['Token', 'Light', 'Dark', 'Pair', 'Contrast (light)', 'Contrast (dark)']}
    >
      {semanticColors.map(({ name, variable, light, dark }) => {
        const pair = pairOf(name);
        return (
          <tr key={name} data-token={name}>
            <th scope="row" className="px-3 py-2 align-top font-normal">
              <div className="flex flex-col gap-1">
                <span className="font-medium">{name}</span>
                <Code>{variable}</Code>
              </div>
            </th>
            <td className="px-3 py-2">
              <Swatch value={light} label={`${name}, light`} />
            </td>
            <td className="px-3 py-2">
              <Swatch value={dark} label={`${name}, dark`} />
            </td>
            {pair ? (
              <>
                <td className="px-3 py-2">
                  <div className="flex flex-col gap-1">
                    <span className="text-xs text-muted-foreground">
                      {pair.foreground} on {pair.background}
                    </span>
                    <div className="flex gap-2">
                      {themeNames.map((theme) => (
                        <PairSample key={theme} theme={theme} pair={pair} />
                      ))}
                    </div>
                  </div>
                </td>
                {themeNames.map((theme) => (
                  <td key={theme} className="px-3 py-2 whitespace-nowrap">
                    <RatioCell ratio={ratioOf(theme, pair)} kind={pair.kind} />
                  </td>
                ))}
              </>
            ) : (
              <td colSpan={3} className="px-3 py-2 text-muted-foreground">
                Scrim painted over the page behind modal content; it carries no text.
              </td>
            )}
          </tr>
        );
      })}
    </DocTable>
  );
}

const textColors = ['foreground', 'muted-foreground', 'link'].filter((name) =>
  colorNames.has(name),
);
const surfaces = ['background', 'card', 'popover', 'muted'].filter((name) => colorNames.has(name));

function TextOnSurfaces({ theme }: { theme: ThemeName }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">{theme === 'light' ? 'Light' : 'Dark'}</h3>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {surfaces.map((surface) => (
          <div
            key={surface}
            className="flex flex-col gap-1 rounded-card border border-border p-3"
            style={{ background: color(theme, surface) }}
          >
            <span className="font-mono text-xs" style={{ color: color(theme, 'muted-foreground') }}>
              {surface}
            </span>
            {textColors.map((text) => (
              <span key={text} className="text-sm" style={{ color: color(theme, text) }}>
                {text} {formatRatio(contrastRatio(color(theme, text), color(theme, surface)))}
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Palette tokens grouped by hue (`indigo-500` → indigo); single colours such as white share one group. */
function paletteHues() {
  const hues = new Map<string, { step: string; variable: string; value: string }[]>();
  for (const { name, variable, light } of tokenGroup('palette')) {
    const match = /^(.+)-(\d+|light|dark)$/.exec(name);
    const [hue, step] = match ? [match[1] ?? name, match[2] ?? name] : ['base', name];
    hues.set(hue, [...(hues.get(hue) ?? []), { step, variable, value: light }]);
  }
  return [...hues];
}

function Palette() {
  return (
    <>
      {paletteHues().map(([hue, steps]) => (
        <DocSection key={hue} title={hue.charAt(0).toUpperCase() + hue.slice(1)}>
          <div className="flex flex-wrap gap-2">
            {steps.map(({ step, variable, value }) => (
              <figure key={variable} className="flex w-20 flex-col gap-1">
                <span
                  role="img"
                  aria-label={`${hue} ${step}`}
                  className="h-10 rounded-control border border-border"
                  style={{ background: value }}
                />
                <figcaption className="flex flex-col text-xs">
                  <span>{step}</span>
                  <span className="font-mono text-muted-foreground">{value}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </DocSection>
      ))}
    </>
  );
}

const meta = {
  title: 'Foundations/Colors',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SemanticColors: Story = {
  name: 'Semantic colours',
  render: () => (
    <DocPage
      title="Colours"
      intro={
        <>
          Components only use these semantic colours, as Tailwind utilities such as{' '}
          <Code>bg-primary</Code> or <Code>text-muted-foreground</Code>. Each is a CSS variable
          whose value changes with the theme, so a theme switch is a class on{' '}
          <Code>&lt;html&gt;</Code>, never a rebuild. Values are read from the built{' '}
          <Code>tokens.json</Code>.
        </>
      }
    >
      <DocSection
        title="Semantic colours"
        description="Text pairs need 4.5:1 (WCAG 1.4.3); input edges and the focus ring need 3:1 against the page (WCAG 1.4.11)."
      >
        <SemanticColorTable />
      </DocSection>
      <DocSection
        title="Text on surfaces"
        description="Every text colour on every surface it is used on, with its contrast ratio."
      >
        {themeNames.map((theme) => (
          <TextOnSurfaces key={theme} theme={theme} />
        ))}
      </DocSection>
    </DocPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /semantic colours/i });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.getAttribute('data-token'))).toEqual(
      semanticColors.map(({ name }) => name),
    );
    await expect(within(table).getByRole('img', { name: 'primary, dark' })).toBeVisible();
  },
};

export const PrimitivePalette: Story = {
  name: 'Primitive palette',
  render: () => (
    <DocPage
      title="Primitive palette"
      intro={
        <>
          The raw scales the semantic colours are chosen from. Components never use them directly:
          if a component needs a new meaning, add a semantic token in{' '}
          <Code>tokens/src/semantic</Code> for both themes.
        </>
      }
    >
      <Palette />
    </DocPage>
  ),
};
