import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatBubble, type ChatMessage } from '@kiln/design-system';

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

const question: ChatMessage = {
  id: 'm1',
  type: 'user',
  sender: 'Ada Lovelace',
  content: 'A product card with an image, the name, a price and an `Add to cart` button.',
  timestamp: '2026-11-21T14:04:00Z',
};

const answer: ChatMessage = {
  id: 'm2',
  type: 'ai',
  sender: 'Kiln AI',
  content:
    'Here is a standalone card. The inputs are signals, so use `name()` and `price()` in the template.\n\nThe button emits `addToCart` with the product.',
  timestamp: '2026-11-21T14:05:00Z',
  codeBlocks: [
    {
      language: 'typescript',
      code: `import { Component, input, output } from '@angular/core';

@Component({
  selector: 'kiln-product-card',
  templateUrl: './product-card.component.html',
})
export class ProductCardComponent {
  readonly name = input.required<string>();
  readonly price = input(0);
  readonly addToCart = output<string>();
}`,
    },
  ],
  suggestions: ['Add a sale badge', 'Make it responsive', 'Add a dark variant'],
  confidence: 0.86,
};

const meta = {
  title: 'Design System/Product/ChatBubble',
  component: ChatBubble,
  args: {
    message: answer,
    onSuggestionClick: fn(),
    onApplyCode: fn(),
    onCopyCode: fn(),
    applying: false,
  },
  render: (args) => (
    <div className="max-w-2xl">
      <ChatBubble {...args} />
    </div>
  ),
  play: ({ canvasElement }) => untilHighlighted(canvasElement),
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const UserMessage: Story = {
  args: { message: question },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Ada Lovelace, 14:04' });
    await expect(within(article).getByText('Add to cart').tagName).toBe('CODE');
    await expect(within(article).queryByText(/Confidence/)).not.toBeInTheDocument();
    await untilHighlighted(canvasElement);
  },
};

export const AiAnswer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Confidence 86%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a dark variant' }));
    await expect(args.onSuggestionClick).toHaveBeenCalledWith('Add a dark variant');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply code' }));
    await expect(args.onApplyCode).toHaveBeenCalledWith(answer);
    await untilHighlighted(canvasElement);
  },
};

export const Applying: Story = { args: { applying: true } };

export const Applied: Story = {
  args: { message: { ...answer, hasAppliedCode: true, suggestions: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Applied')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply code' })).not.toBeInTheDocument();
    await untilHighlighted(canvasElement);
  },
};

export const FencedCodeInText: Story = {
  args: {
    message: {
      id: 'm3',
      type: 'ai',
      sender: 'Kiln AI',
      content:
        'Add this to the stylesheet:\n\n```scss\n.product-card {\n  display: grid;\n  gap: 0.5rem;\n}\n```\n\nShort snippets such as ```x = 1``` stay inline.',
      timestamp: '2026-11-21T14:06:00Z',
      confidence: 0.92,
    },
  },
};

export const MarkupStaysText: Story = {
  args: {
    message: {
      ...question,
      id: 'm4',
      content: 'Show <b>bold</b> and <img src="x" alt="x"> as typed',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b, img')).toBeNull();
    await expect(
      within(canvasElement).getByText('Show <b>bold</b> and <img src="x" alt="x"> as typed'),
    ).toBeVisible();
    await untilHighlighted(canvasElement);
  },
};

/** A short conversation covering user text, an AI answer with code, suggestions, applying and applied. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid max-w-2xl gap-6">
      <ChatBubble {...args} message={question} />
      <ChatBubble {...args} message={{ ...answer, id: 'a1' }} />
      <ChatBubble {...args} message={{ ...answer, id: 'a2', suggestions: [] }} applying />
      <ChatBubble
        {...args}
        message={{ ...answer, id: 'a3', hasAppliedCode: true, suggestions: [], confidence: 0.41 }}
      />
      <ChatBubble
        {...args}
        message={{
          id: 'a4',
          type: 'ai',
          sender: 'Kiln AI',
          content: 'Sorry, that took too long. Please try again.',
          timestamp: '2026-11-21T14:07:00Z',
        }}
      />
    </div>
  ),
};
