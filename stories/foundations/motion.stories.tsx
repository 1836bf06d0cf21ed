import type { Meta, StoryObj } from '@storybook/react-vite';
import { Code, DocPage, DocSection, DocTable } from './doc-layout';
import { tokenGroup } from './tokens';

const semanticDurations = ['fast', 'normal', 'slow'];
const durations = tokenGroup('duration');
const easings = [...tokenGroup('ease'), ...tokenGroup('easing')];

const curveSize = 96;
const curvePadding = 8;

/** Draws a cubic-bezier() timing function: time runs left to right, progress bottom to top. */
function EasingCurve({ name, value }: { name: string; value: string }) {
  const points = /cubic-bezier\(([^)]+)\)/.exec(value)?.[1]?.split(',').map(Number);
  if (!points || points.length !== 4 || points.some((point) => !Number.isFinite(point))) {
    return <span className="font-mono text-xs text-muted-foreground">{value}</span>;
  }
  const [x1 = 0, y1 = 0, x2 = 1, y2 = 1] = points;
  const x = (t: number) => curvePadding + t * curveSize;
  const y = (p: number) => curvePadding + (1 - p) * curveSize;
  const box = curveSize + curvePadding * 2;
  return (
    <svg
      role="img"
      aria-label={`${name} easing curve`}
      width={box}
      height={box}
      viewBox={`0 0 ${box} ${box}`}
      className="rounded-control bg-muted"
    >
      <path
        d={`M ${x(0)} ${y(0)} L ${x(1)} ${y(1)}`}
        className="stroke-border"
        strokeDasharray="4 4"
        fill="none"
      />
      <path
        d={`M ${x(0)} ${y(0)} C ${x(x1)} ${y(y1)} ${x(x2)} ${y(y2)} ${x(1)} ${y(1)}`}
        className="stroke-primary"
        strokeWidth={2.5}
        fill="none"
      />
    </svg>
  );
}

const meta = {
  title: 'Foundations/Motion',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DurationsAndEasings: Story = {
  name: 'Durations and easings',
  render: () => (
    <DocPage
      title="Motion"
      intro={
        <>
          Motion explains a change (a menu opening, a toast arriving); it never decorates. Use{' '}
          <Code>duration-(--kiln-duration-fast)</Code> for hover and press feedback,{' '}
          <Code>normal</Code> for things that appear, <Code>slow</Code> for large surfaces, with{' '}
          <Code>ease-standard</Code> or, for entrances, <Code>ease-emphasized</Code>. Components
          honour <Code>prefers-reduced-motion</Code>, and Storybook&apos;s tests and screenshots run
          with reduced motion.
        </>
      }
    >
      <DocSection title="Durations">
        <DocTable caption="Durations" columns={['Token', 'Value', 'Length']}>
          {durations.map(({ name, variable, light }) => (
            <tr key={name}>
              <th scope="row" className="px-3 py-2 font-normal">
                <div className="flex flex-col gap-1">
                  {semanticDurations.includes(name) ? (
                    <span className="font-medium">{name}</span>
                  ) : null}
                  <Code>{variable}</Code>
                </div>
              </th>
              <td className="px-3 py-2 font-mono text-xs">{light}</td>
              <td className="px-3 py-2">
                <span
                  role="img"
                  aria-label={light}
                  className="block h-3 rounded-pill bg-primary"
                  style={{ width: `calc(${Number.parseFloat(light)}px * 0.5)` }}
                />
              </td>
            </tr>
          ))}
        </DocTable>
      </DocSection>
      <DocSection title="Easings">
        <div className="flex flex-wrap gap-6">
          {easings.map(({ name, variable, light }) => (
            <figure key={variable} className="flex flex-col gap-2">
              <EasingCurve name={name} value={light} />
              <figcaption className="flex flex-col gap-1 text-xs">
                <Code>{variable}</Code>
                <span className="font-mono text-muted-foreground">{light}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </DocSection>
    </DocPage>
  ),
};
