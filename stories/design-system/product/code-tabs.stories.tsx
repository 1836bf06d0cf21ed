import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeTabs, tabsVariantOptions } from '@kiln/design-system';

/** Screenshots must show the coloured state, not the plain text shown until the highlighter loads. */
async function untilHighlighted(canvasElement: HTMLElement) {
  const blocks = canvasElement.querySelectorAll(
    '[data-slot="code-block"]:not([data-language="plain"])',
  );
  await waitFor(
    () => blocks.forEach((block) => expect(block).toHaveAttribute('data-state', 'highlighted')),
    { timeout: 10_000 },
  );
}

const angularFiles = [
  {
    language: 'ts',
    code: `import { Component, input } from '@angular/core';

@Component({
  selector: 'kiln-badge',
  templateUrl: './badge.component.html',
  styleUrl: './badge.component.scss',
})
export class BadgeComponent {
  readonly label = input.required<string>();
}
`,
  },
  { language: 'html', code: `<span class="badge">{{ label() }}</span>\n` },
  { language: 'scss', code: `.badge {\n  border-radius: 9999px;\n  padding: 0 0.5rem;\n}\n` },
];

const reactFiles = [
  {
    language: 'tsx',
    path: 'src/components/badge.tsx',
    code: `export function Badge({ label }: { label: string }) {\n  return <span className="badge">{label}</span>;\n}\n`,
  },
  {
    language: 'scss',
    path: 'src/components/badge.module.scss',
    code: `.badge {\n  padding: 0 0.5rem;\n}\n`,
  },
];

const meta = {
  title: 'Design System/Product/CodeTabs',
  component: CodeTabs,
  args: { files: angularFiles, label: 'Badge component files', onCopy: fn() },
  play: ({ canvasElement }) => untilHighlighted(canvasElement),
} satisfies Meta<typeof CodeTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardSwitchesFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'TypeScript',
      'HTML',
      'SCSS',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'TypeScript' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'HTML' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      '<span class="badge">{{ label() }}</span>',
    );
    await untilHighlighted(canvasElement);
  },
};

export const CopyCurrentFile: Story = {
  // "Copied" reverts after two seconds, so a screenshot would depend on when it is taken.
  tags: ['no-vrt'],
  args: { defaultIndex: 2 },
  play: async ({ args, canvasElement }) => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: fn(() => Promise.resolve()) },
      configurable: true,
    });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(args.onCopy).toHaveBeenCalledWith(angularFiles[2]);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await untilHighlighted(canvasElement);
  },
};

export const FileNames: Story = {
  args: { files: reactFiles },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'badge.tsx' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('src/components/badge.tsx')).toBeVisible();
    await untilHighlighted(canvasElement);
  },
};

/** Angular and React file sets in both tab styles, each with its first file highlighted. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-8">
      {tabsVariantOptions.variant.flatMap((variant) =>
        [
          { name: 'Angular', files: angularFiles },
          { name: 'React', files: reactFiles },
        ].map((set) => (
          <section
            key={`${variant}-${set.name}`}
            aria-label={`${set.name}, ${variant}`}
            className="grid gap-2"
          >
            <p className="text-sm font-medium text-muted-foreground">
              {set.name}, {variant} tabs
            </p>
            <CodeTabs
              {...args}
              files={set.files}
              variant={variant}
              label={`${set.name} files (${variant})`}
            />
          </section>
        )),
      )}
    </div>
  ),
};
