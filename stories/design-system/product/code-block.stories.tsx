import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeBlock } from '@kiln/design-system';

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

const typescript = `import { Component, input } from '@angular/core';

// A card that shows a product's name and price.
@Component({
  selector: 'kiln-product-card',
  templateUrl: './product-card.component.html',
  styleUrl: './product-card.component.scss',
})
export class ProductCardComponent {
  readonly name = input.required<string>();
  readonly price = input(0);
}
`;

const html = `<article class="product-card">
  <h3>{{ name() }}</h3>
  <p class="price">{{ price() | currency: 'EUR' }}</p>
</article>
`;

const scss = `.product-card {
  display: grid;
  gap: 0.5rem;
  padding: 1rem;

  .price {
    font-weight: 600;
  }
}
`;

const longLine = `export const columns = ['name', 'framework', 'description', 'updatedAt', 'tags', 'owner', 'visibility', 'downloads', 'rating'] as const;`;

const meta = {
  title: 'Design System/Product/CodeBlock',
  component: CodeBlock,
  args: { code: typescript, language: 'ts', showLineNumbers: true, onCopy: fn() },
  play: ({ canvasElement }) => untilHighlighted(canvasElement),
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Highlighted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilHighlighted(canvasElement);
    await expect(canvas.getByText('TypeScript')).toBeVisible();
    // The keyword takes the theme's colour instead of inheriting the block's text colour.
    const keyword = canvas.getAllByText('import')[0]!;
    const pre = canvas.getByRole('group', { name: 'TypeScript code' });
    await expect(getComputedStyle(keyword).color).not.toBe(getComputedStyle(pre).color);
  },
};

export const CopyFeedback: Story = {
  // "Copied" reverts after two seconds, so a screenshot would depend on when it is taken.
  tags: ['no-vrt'],
  play: async ({ args, canvasElement }) => {
    const writeText = fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(writeText).toHaveBeenCalledWith(typescript);
    await expect(args.onCopy).toHaveBeenCalledWith(typescript);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await untilHighlighted(canvasElement);
  },
};

export const CopyRefused: Story = {
  // "Copy failed" reverts after two seconds, so a screenshot would depend on when it is taken.
  tags: ['no-vrt'],
  play: async ({ args, canvasElement }) => {
    const writeText = fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(await canvas.findByRole('button', { name: 'Copy failed' })).toBeVisible();
    await expect(args.onCopy).not.toHaveBeenCalled();
    await untilHighlighted(canvasElement);
  },
};

export const LongLineScrolls: Story = {
  args: { code: longLine, language: 'typescript' },
  render: (args) => (
    <div className="max-w-md">
      <CodeBlock {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('group', { name: 'TypeScript code' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await untilHighlighted(canvasElement);
  },
};

export const FileLabel: Story = {
  args: { code: html, language: 'html', label: 'product-card.component.html' },
};

export const PlainText: Story = {
  args: { code: 'npm install\nnpm start', language: 'bash', showLineNumbers: false },
};

const samples = [
  { language: 'ts', code: typescript },
  { language: 'html', code: html },
  { language: 'scss', code: scss },
  { language: 'bash', code: 'npm install\nnpm start' },
] as const;

/** Every shipped grammar plus plain text, with and without line numbers. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-6 lg:grid-cols-2">
      {samples.flatMap((sample) =>
        [true, false].map((showLineNumbers) => (
          <section
            key={`${sample.language}-${showLineNumbers}`}
            aria-label={`${sample.language} ${showLineNumbers ? 'with' : 'without'} line numbers`}
            className="grid gap-2"
          >
            <p className="text-sm font-medium text-muted-foreground">
              {sample.language}, {showLineNumbers ? 'line numbers' : 'no line numbers'}
            </p>
            <CodeBlock
              {...args}
              code={sample.code}
              language={sample.language}
              showLineNumbers={showLineNumbers}
            />
          </section>
        )),
      )}
    </div>
  ),
};
