import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Textarea } from './textarea';

const lineHeight = 20;

// jsdom does no layout, so the content height is modelled as one line per line of text.
beforeEach(() => {
  vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLTextAreaElement,
  ) {
    return this.value.split('\n').length * lineHeight;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given an auto-resizing Textarea', () => {
  it('should grow to fit its content as the person types', async () => {
    render(<Textarea aria-label="Prompt" autoResize />);
    const textarea = screen.getByRole('textbox', { name: 'Prompt' });
    expect(textarea.style.height).toBe('20px');

    await userEvent.type(textarea, 'A card{Enter}with a title{Enter}and a footer');

    expect(textarea.style.height).toBe('60px');
  });

  it('should fit a controlled value that changes without typing', async () => {
    function ResettablePrompt() {
      const [value, setValue] = React.useState('one\ntwo\nthree\nfour');
      return (
        <>
          <Textarea
            aria-label="Prompt"
            autoResize
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    render(<ResettablePrompt />);
    const textarea = screen.getByRole('textbox', { name: 'Prompt' });
    expect(textarea.style.height).toBe('80px');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(textarea.style.height).toBe('20px');
  });

  it('should still call its own onInput and pass its element to a ref', async () => {
    const onInput = vi.fn();
    const ref = React.createRef<HTMLTextAreaElement>();
    render(<Textarea aria-label="Prompt" autoResize onInput={onInput} ref={ref} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'Hi');

    expect(onInput).toHaveBeenCalledTimes(2);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Prompt' }));
  });
});

describe('given an auto-resizing Textarea that is laid out only after it mounts', () => {
  it('should keep its height while it measures nothing, then fit once the observer reports a size', () => {
    let laidOut = false;
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLTextAreaElement,
    ) {
      return laidOut ? this.value.split('\n').length * lineHeight : 0;
    });
    const observers: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {
          observers.push(() => this.callback());
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(<Textarea aria-label="Prompt" autoResize defaultValue={'one\ntwo\nthree'} />);
      const textarea = screen.getByRole('textbox', { name: 'Prompt' });
      // Measured before layout: no height of 0 (a collapsed field), the rows decide.
      expect(textarea.style.height).toBe('');

      laidOut = true;
      act(() => observers.forEach((report) => report()));

      expect(textarea.style.height).toBe('60px');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('given a Textarea without autoResize', () => {
  it('should leave its height to CSS and the resize handle', async () => {
    render(<Textarea aria-label="Notes" />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });

    await userEvent.type(textarea, 'one{Enter}two{Enter}three');

    expect(textarea.style.height).toBe('');
  });
});
