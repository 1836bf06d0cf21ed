import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeyRound } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle, alertVariantOptions } from '@kiln/design-system';

const meta = {
  title: 'Design System/Alert',
  component: Alert,
  args: {
    variant: 'info',
    children: (
      <>
        <AlertTitle>Using offline user data</AlertTitle>
        <AlertDescription>
          Your profile could not be refreshed. Changes are saved once you are back online.
        </AlertDescription>
      </>
    ),
  },
  argTypes: { variant: { control: 'select', options: alertVariantOptions.variant } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ErrorsInterrupt: Story = {
  args: {
    variant: 'destructive',
    children: (
      <>
        <AlertTitle>Failed to get AI response</AlertTitle>
        <AlertDescription>The AI service did not answer. Please try again.</AlertDescription>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to get AI response');
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const ConfirmationsWaitTheirTurn: Story = {
  args: {
    variant: 'success',
    children: <AlertTitle>Profile updated successfully</AlertTitle>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Profile updated successfully',
    );
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const CustomIcon: Story = {
  args: {
    variant: 'warning',
    icon: <KeyRound aria-hidden />,
    children: (
      <>
        <AlertTitle>OpenAI API Key Required</AlertTitle>
        <AlertDescription>Add a key in your settings to use the OpenAI provider.</AlertDescription>
      </>
    ),
  },
};

const states = ['title and description', 'title only', 'description only', 'no icon'] as const;

/** Every variant × content state. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-6">
      {alertVariantOptions.variant.map((variant) => (
        <section key={variant} aria-label={variant} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{variant}</p>
          <div className="grid gap-3 md:grid-cols-2">
            {states.map((state) => (
              <Alert key={state} variant={variant} icon={state === 'no icon' ? null : undefined}>
                {state === 'description only' ? null : (
                  <AlertTitle>{`${variant}: ${state}`}</AlertTitle>
                )}
                {state === 'title only' ? null : (
                  <AlertDescription>
                    {state === 'description only' ? `${variant}: ${state}. ` : ''}
                    Generated code is checked before it is shown.
                  </AlertDescription>
                )}
              </Alert>
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
};
