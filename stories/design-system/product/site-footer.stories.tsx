import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter, type SiteFooterLinks } from '@kiln/design-system';

// Sample links, as an app would pass them: the footer has none of its own.
const links: SiteFooterLinks = {
  columns: [
    {
      title: 'Product',
      links: [
        { href: '/how-it-works', label: 'How it works' },
        { href: '/best-practices', label: 'Best practices' },
        { href: '/tutorials', label: 'Tutorials' },
        { href: '/blog', label: 'Blog' },
      ],
    },
    {
      title: 'Company',
      links: [
        { href: '/about', label: 'About' },
        { href: '/contact', label: 'Contact' },
        { href: '/feedback', label: 'Feedback' },
      ],
    },
    {
      title: 'Resources',
      links: [
        { href: 'https://docs.kiln.dev', label: 'Documentation', external: true },
        { href: 'https://help.kiln.dev', label: 'Help center', external: true },
        { href: 'https://status.kiln.dev', label: 'Status', external: true },
        { href: 'https://community.kiln.dev', label: 'Community', external: true },
      ],
    },
    {
      title: 'Contact',
      links: [
        { href: 'mailto:careers@kiln.dev', label: 'Careers' },
        { href: 'mailto:press@kiln.dev', label: 'Press' },
        { href: 'mailto:partnerships@kiln.dev', label: 'Partnerships' },
        { href: 'mailto:support@kiln.dev', label: 'Support' },
      ],
    },
  ],
  legal: [
    { href: '/legal/privacy', label: 'Privacy' },
    { href: '/legal/terms', label: 'Terms' },
    { href: '/legal/cookies', label: 'Cookies' },
    { href: '/legal/data', label: 'Data protection' },
    { href: '/legal/security', label: 'Security' },
  ],
};

/** The sample links with some addresses replaced, keyed by the link's label. */
const withAddresses = (hrefs: Record<string, string>): SiteFooterLinks => ({
  ...links,
  columns: links.columns.map((column) => ({
    ...column,
    links: column.links.map((link) => ({ ...link, href: hrefs[link.label] ?? link.href })),
  })),
});

const meta = {
  title: 'Design System/Product/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { year: 2026, links },
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
    links: withAddresses({
      Documentation: 'https://docs.example.org',
      Status: 'https://status.example.org',
      Support: 'mailto:help@example.org',
    }),
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

/** The footer has no variants; the matrix shows it with the sample links and with some addresses replaced. */
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
          props: {
            brandName: 'Kiln Enterprise',
            links: withAddresses({ Support: 'mailto:help@example.org' }),
          },
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
