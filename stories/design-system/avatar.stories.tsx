import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, AvatarFallback, AvatarImage, avatarVariantOptions } from '@kiln/design-system';

// A generated portrait keeps stories offline and every screenshot identical.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0e7490"/><circle cx="32" cy="26" r="12" fill="#fde68a"/><path d="M10 64c2-14 11-22 22-22s20 8 22 22z" fill="#fde68a"/></svg>',
)}`;
// A malformed data URL fails to decode at once, without a network request.
const brokenImage = 'data:image/png;base64,broken';

const meta = {
  title: 'Design System/Avatar',
  component: Avatar,
  argTypes: {
    size: { control: 'select', options: avatarVariantOptions.size },
    shape: { control: 'select', options: avatarVariantOptions.shape },
  },
  render: (args) => (
    <Avatar {...args}>
      <AvatarImage src={portrait} alt="Ada Lovelace" />
      <AvatarFallback name="Ada Lovelace" />
    </Avatar>
  ),
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(image.tagName).toBe('IMG'));
    await expect(image).toHaveAttribute('data-slot', 'avatar-image');
  },
};

export const BrokenImageFallsBack: Story = {
  render: (args) => (
    <Avatar {...args}>
      <AvatarImage src={brokenImage} alt="Grace Hopper" />
      <AvatarFallback name="Grace Hopper" />
    </Avatar>
  ),
  play: async ({ canvasElement }) => {
    const fallback = await within(canvasElement).findByRole('img', { name: 'Grace Hopper' });
    await expect(fallback).toHaveAttribute('data-slot', 'avatar-fallback');
    await expect(fallback).toHaveTextContent('GH');
  },
};

export const WithoutName: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args}>
        <AvatarFallback />
      </Avatar>
      <span className="text-sm">Guest</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

const contents = ['image', 'initials', 'icon'] as const;

/** Every size × shape × content. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      {avatarVariantOptions.shape.map((shape) => (
        <section key={shape} aria-label={shape} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{shape}</p>
          <div className="flex flex-wrap items-center gap-4">
            {contents.map((content) =>
              avatarVariantOptions.size.map((size) => (
                <Avatar key={`${content}-${size}`} size={size} shape={shape}>
                  {content === 'image' ? (
                    <AvatarImage src={portrait} alt={`Ada Lovelace ${size}`} />
                  ) : null}
                  {content === 'icon' ? (
                    <AvatarFallback />
                  ) : (
                    <AvatarFallback name={`Ada Lovelace ${size}`} />
                  )}
                </Avatar>
              )),
            )}
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Wait for the pictures so the screenshot never catches a half-loaded row.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('img[data-slot="avatar-image"]')).toHaveLength(8),
    );
  },
};
