import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ChatBubble,
  getConfidencePercent,
  parseMessageContent,
  type ChatMessage,
} from './chat-bubble';

const aiMessage: ChatMessage = {
  id: 'm2',
  type: 'ai',
  sender: 'Kiln AI',
  content: 'Here is your card. It uses `input()` signals.',
  timestamp: '2026-11-21T14:05:00Z',
  code: 'export class CardComponent {}',
  codeLanguage: 'typescript',
  suggestions: ['Add a dark variant', 'Make it responsive'],
  confidence: 0.86,
};

describe('given an AI message', () => {
  it('should show sender, time, text with inline code and the attached code', () => {
    render(<ChatBubble message={aiMessage} />);
    const article = screen.getByRole('article', { name: 'Kiln AI, 14:05' });
    expect(within(article).getByText('input()').tagName).toBe('CODE');
    expect(within(article).getByRole('group', { name: 'TypeScript code' })).toHaveTextContent(
      'export class CardComponent {}',
    );
    expect(within(article).getByText('Confidence 86%')).toBeInTheDocument();
  });

  it('should offer its suggestions as buttons', async () => {
    const onSuggestionClick = vi.fn();
    render(<ChatBubble message={aiMessage} onSuggestionClick={onSuggestionClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Make it responsive' }));
    expect(onSuggestionClick).toHaveBeenCalledWith('Make it responsive');
  });

  it('should apply its code on request', async () => {
    const onApplyCode = vi.fn();
    render(<ChatBubble message={aiMessage} onApplyCode={onApplyCode} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(onApplyCode).toHaveBeenCalledWith(aiMessage);
  });

  it('should say Applied once the code is applied', () => {
    render(<ChatBubble message={{ ...aiMessage, hasAppliedCode: true }} onApplyCode={vi.fn()} />);
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply code' })).not.toBeInTheDocument();
  });

  it('should not repeat an attached block that its text already contains', () => {
    const code = 'export const answer = 42;';
    render(
      <ChatBubble
        message={{
          ...aiMessage,
          content: `Try this:\n\n\`\`\`ts\n${code}\n\`\`\``,
          code: undefined,
          codeBlocks: [{ language: 'ts', code }],
        }}
      />,
    );
    expect(screen.getAllByRole('group', { name: 'TypeScript code' })).toHaveLength(1);
  });
});

describe('given a user message with markup in it', () => {
  it('should render the markup as text', () => {
    const { container } = render(
      <ChatBubble
        message={{
          id: 'm1',
          type: 'user',
          sender: 'Ada Lovelace',
          content: 'A card <img src=x onerror="alert(1)"> please',
          timestamp: '2026-11-21T14:04:00Z',
          confidence: 0.5,
        }}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('A card <img src=x onerror="alert(1)"> please')).toBeInTheDocument();
    expect(screen.queryByText(/Confidence/)).not.toBeInTheDocument();
  });
});

describe('given parseMessageContent', () => {
  it('should split paragraphs, keep line breaks and find inline code', () => {
    expect(parseMessageContent('First `a`\nsecond\n\nThird')).toEqual([
      {
        kind: 'paragraph',
        parts: [
          { kind: 'text', text: 'First ' },
          { kind: 'code', text: 'a' },
          { kind: 'break' },
          { kind: 'text', text: 'second' },
        ],
      },
      { kind: 'paragraph', parts: [{ kind: 'text', text: 'Third' }] },
    ]);
  });

  it('should extract fenced blocks longer than 10 characters and keep shorter ones as inline code', () => {
    const segments = parseMessageContent(
      'Long:\n```scss\n.card { display: grid; }\n```\nShort:\n```ts\nx = 1\n```',
    );
    expect(segments).toEqual([
      { kind: 'paragraph', parts: [{ kind: 'text', text: 'Long:' }] },
      { kind: 'code', language: 'scss', code: '.card { display: grid; }' },
      {
        kind: 'paragraph',
        parts: [
          { kind: 'text', text: 'Short:' },
          { kind: 'break' },
          { kind: 'code', text: 'x = 1' },
        ],
      },
    ]);
  });

  it('should read inline code fenced by runs of backticks', () => {
    expect(parseMessageContent('Use ```x = 1``` or ``a`b``')).toEqual([
      {
        kind: 'paragraph',
        parts: [
          { kind: 'text', text: 'Use ' },
          { kind: 'code', text: 'x = 1' },
          { kind: 'text', text: ' or ' },
          { kind: 'code', text: 'a`b' },
        ],
      },
    ]);
  });
});

describe('given getConfidencePercent', () => {
  it('should read fractions and percentages alike', () => {
    expect(getConfidencePercent(0.861)).toBe(86);
    expect(getConfidencePercent(86)).toBe(86);
    expect(getConfidencePercent(1)).toBe(100);
  });
});
