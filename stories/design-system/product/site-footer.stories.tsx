import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from '@kiln/design-system';

const meta = {
  title: 'Design System/Product/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { year: 2026 },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Best practices' })).toHaveAttribute(
      'href',
      '/best-practices',
    );
    await expect(canvas.getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/legal/security',
    );
    const docs = canvas.getByRole('link', { name: /Documentation/ });
    await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@kiln.dev',
    );
    await expect(canvas.getByText('© 2026 Kiln. All rights reserved.')).toBeVisible();
  },
};

export const CustomAddresses: Story = {
  args: {
    externalUrls: {
      documentation: 'https://docs.example.org',
      status: 'https://status.example.org',
    },
    emails: { support: 'help@example.org' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Documentation/ })).toHaveAttribute(
      'href',
      'https://docs.example.org',
    );
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
  },
};

/** The footer has no variants; the matrix shows it with its defaults and with overridden addresses. */
export const Matrix: Story = {
  parameters: {
    // Two footers side by side repeat the Legal navigation, which no real page does.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div className="grid gap-8 p-4">
      {[
        { label: 'Default addresses', props: {} },
        {
          label: 'Overridden addresses',
          props: { brandName: 'Kiln Enterprise', emails: { support: 'help@example.org' } },
        },
      ].map((cell) => (
        <section key={cell.label} aria-label={cell.label} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{cell.label}</p>
          <div className="overflow-hidden rounded-card border border-border">
            <SiteFooter {...args} {...cell.props} />
          </div>
        </section>
      ))}
    </div>
  ),
};
