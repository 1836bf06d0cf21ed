import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  skeletonVariantOptions,
} from '@kiln/design-system';

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  args: { className: 'h-24 w-64' },
  argTypes: { shape: { control: 'select', options: skeletonVariantOptions.shape } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A card while its data loads: the region says it is busy, the placeholders stay silent. */
export const LoadingCard: Story = {
  render: () => (
    <Card role="region" aria-label="Recent component" aria-busy="true" className="max-w-sm">
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3">
        <Skeleton shape="circle" className="row-span-2 size-10" />
        <Skeleton shape="text" className="w-3/5" />
        <Skeleton shape="text" className="h-3 w-2/5" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton shape="text" />
        <Skeleton shape="text" />
        <Skeleton shape="text" className="w-4/5" />
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Recent component' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    for (const skeleton of canvasElement.querySelectorAll('[data-slot="skeleton"]')) {
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Every shape at a typical size. */
export const Matrix: Story = {
  render: () => (
    <div className="grid max-w-md gap-4">
      {skeletonVariantOptions.shape.map((shape) => (
        <section key={shape} aria-label={shape} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{shape}</p>
          <Skeleton
            shape={shape}
            className={
              shape === 'circle' ? 'size-12' : shape === 'rectangle' ? 'h-20 w-full' : undefined
            }
          />
        </section>
      ))}
    </div>
  ),
};
