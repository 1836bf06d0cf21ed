import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CircleCheck } from 'lucide-react';
import { Badge, badgeVariantOptions } from '@kiln/design-system';

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  args: { children: 'Pro' },
  argTypes: {
    variant: { control: 'select', options: badgeVariantOptions.variant },
    size: { control: 'select', options: badgeVariantOptions.size },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = {
  args: {
    variant: 'success',
    children: (
      <>
        <CircleCheck aria-hidden="true" />
        Published
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Published')).toHaveAttribute(
      'data-variant',
      'success',
    );
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#templates">Templates</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Templates' });
    await expect(link).toHaveAttribute('data-slot', 'badge');
    await link.focus();
    await expect(link).toHaveFocus();
  },
};

/** Every variant × size, as text and as a link. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      {badgeVariantOptions.size.map((size) => (
        <section key={size} aria-label={size} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{size}</p>
          <div className="flex flex-wrap items-center gap-3">
            {badgeVariantOptions.variant.map((variant) => (
              <Badge key={variant} variant={variant} size={size}>
                {variant}
              </Badge>
            ))}
            {badgeVariantOptions.variant.map((variant) => (
              <Badge key={`${variant}-link`} variant={variant} size={size} asChild>
                <a href={`#${variant}`}>{`${variant} link`}</a>
              </Badge>
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
};
