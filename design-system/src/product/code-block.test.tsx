import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_BLOCK_COPY_FEEDBACK_MS, CodeBlock, getCodeLanguageLabel } from './code-block';
import { highlightCode, resolveHighlightLanguage } from './code-highlighter';

const sample = "const greeting: string = 'hello';\nconsole.log(greeting);\n";

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('given a CodeBlock', () => {
  it('should show the code as text at once, one line per source line, without the final newline', () => {
    render(<CodeBlock code={sample} language="ts" />);
    const pre = screen.getByRole('group', { name: 'TypeScript code' });
    expect(pre).toHaveTextContent("const greeting: string = 'hello'; console.log(greeting);", {
      normalizeWhitespace: true,
    });
    expect(pre.querySelectorAll('[data-slot="code-block-line"]')).toHaveLength(2);
  });

  it('should label the block with the language name or the given label', () => {
    const { rerender } = render(<CodeBlock code="<p>hi</p>" language="html" />);
    expect(screen.getByText('HTML')).toBeInTheDocument();
    rerender(<CodeBlock code="<p>hi</p>" language="html" label="card.component.html" />);
    expect(screen.getByText('card.component.html')).toBeInTheDocument();
  });

  it('should colour the same lines once the highlighter has loaded', async () => {
    const { container } = render(<CodeBlock code={sample} language="typescript" />);
    const figure = container.querySelector('[data-slot="code-block"]');
    expect(figure).toHaveAttribute('data-state', 'plain');
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'highlighted'), {
      timeout: 10_000,
    });
    expect(container.querySelectorAll('[data-slot="code-block-line"]')).toHaveLength(2);
    const keyword = screen
      .getAllByText('const')
      .find((element) => element.style.getPropertyValue('--code-light'));
    expect(keyword?.style.getPropertyValue('--code-light')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(keyword?.style.getPropertyValue('--code-dark')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('should keep a language it has no grammar for as plain text', () => {
    const { container } = render(<CodeBlock code="print('hi')" language="python" />);
    expect(screen.getByText('python')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="code-block"]')).toHaveAttribute(
      'data-language',
      'plain',
    );
  });
});

describe('given the copy button', () => {
  it('should copy the code, say "Copied" and call onCopy, then reset after the feedback time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // After setup, which installs a clipboard of its own.
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const onCopy = vi.fn();
    render(<CodeBlock code={sample} language="ts" onCopy={onCopy} />);

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(sample);
    expect(onCopy).toHaveBeenCalledWith(sample);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(CODE_BLOCK_COPY_FEEDBACK_MS));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('should say the copy failed and not call onCopy when the clipboard refuses', async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    const onCopy = vi.fn();
    render(<CodeBlock code={sample} language="ts" onCopy={onCopy} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
    expect(onCopy).not.toHaveBeenCalled();
  });
});

describe('given highlightCode', () => {
  it('should load each grammar on demand and colour it in both themes', async () => {
    const [html, scss] = await Promise.all([
      highlightCode('<p class="lead">Hi</p>', 'html'),
      highlightCode('.lead { color: red; }', 'scss'),
    ]);
    const tag = html[0]?.find((token) => token.content === 'p');
    expect(tag?.light).toMatch(/^#[0-9a-f]{6}$/i);
    expect(tag?.dark).toMatch(/^#[0-9a-f]{6}$/i);
    expect(tag?.light).not.toBe(tag?.dark);
    expect(scss[0]?.map((token) => token.content).join('')).toBe('.lead { color: red; }');
  }, 15_000);
});

describe('given language names', () => {
  it('should map aliases to the four shipped grammars and everything else to none', () => {
    expect(resolveHighlightLanguage('TS')).toBe('typescript');
    expect(resolveHighlightLanguage('javascript')).toBe('typescript');
    expect(resolveHighlightLanguage('jsx')).toBe('tsx');
    expect(resolveHighlightLanguage('css')).toBe('scss');
    expect(resolveHighlightLanguage('python')).toBeNull();
    expect(resolveHighlightLanguage(undefined)).toBeNull();
  });

  it('should give each a readable label', () => {
    expect(getCodeLanguageLabel('typescript')).toBe('TypeScript');
    expect(getCodeLanguageLabel('scss')).toBe('SCSS');
    expect(getCodeLanguageLabel('')).toBe('Plain text');
    expect(getCodeLanguageLabel('rust')).toBe('rust');
  });
});
