import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MoreHorizontal } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cardVariantOptions,
} from '@kiln/design-system';

const meta = {
  title: 'Design System/Card',
  component: Card,
  argTypes: {
    variant: { control: 'select', options: cardVariantOptions.variant },
    size: { control: 'select', options: cardVariantOptions.size },
  },
  render: (args) => (
    <Card className="max-w-sm" {...args}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Pricing table</h2>
        </CardTitle>
        <CardDescription>
          Three tiers with a yearly toggle. Angular, generated 3 days ago.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p>
          Uses Card, Badge and Switch from the design system and passes every accessibility check.
        </p>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline" size="sm">
          Preview
        </Button>
        <Button size="sm">Open</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Pricing table' }),
    ).toHaveAttribute('data-slot', 'card-title');
  },
};

export const WithAction: Story = {
  args: { variant: 'elevated' },
  render: (args) => (
    <Card className="max-w-sm" {...args}>
      <CardHeader className="border-b border-border">
        <CardTitle>Usage this month</CardTitle>
        <CardDescription>Resets on 1 December 2026.</CardDescription>
        <CardAction>
          <Button variant="ghost" size="icon" aria-label="Usage options">
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex items-baseline gap-2">
        <span className="text-3xl font-semibold">42</span>
        <span className="text-muted-foreground">of 100 generations</span>
        <Badge variant="info" className="ms-auto">
          Pro
        </Badge>
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const action = canvas.getByRole('button', { name: 'Usage options' });
    await userEvent.tab();
    await expect(action).toHaveFocus();
    // The action sits at the header's top right, beside the title.
    const title = canvas.getByText('Usage this month').getBoundingClientRect();
    const actionBox = action.getBoundingClientRect();
    await expect(actionBox.left).toBeGreaterThan(title.right);
    await expect(Math.abs(actionBox.top - title.top)).toBeLessThan(actionBox.height);
  },
};

/** Every variant × size, with and without header and footer borders. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-6">
      {cardVariantOptions.variant.map((variant) => (
        <section key={variant} aria-label={variant} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{variant}</p>
          <div className="grid grid-cols-4 items-start gap-4">
            {cardVariantOptions.size.map((size) =>
              [false, true].map((bordered) => (
                <Card key={`${size}-${String(bordered)}`} variant={variant} size={size}>
                  <CardHeader className={bordered ? 'border-b border-border' : undefined}>
                    <CardTitle>{`${variant} ${size}`}</CardTitle>
                    <CardDescription>
                      {bordered ? 'Divided sections' : 'Plain sections'}
                    </CardDescription>
                    <CardAction>
                      <Badge variant="secondary" size="sm">
                        New
                      </Badge>
                    </CardAction>
                  </CardHeader>
                  <CardContent>Card content</CardContent>
                  <CardFooter className={bordered ? 'border-t border-border' : undefined}>
                    <Button size="sm" variant="outline">
                      Action
                    </Button>
                  </CardFooter>
                </Card>
              )),
            )}
          </div>
        </section>
      ))}
    </div>
  ),
};
