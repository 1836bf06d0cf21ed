import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer, getComposerKeyAction, getComposerLengthState } from './chat-composer';

describe('given a ChatComposer', () => {
  it('should send the trimmed message on Enter and clear the field', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, '  A pricing card  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('A pricing card');
    expect(field).toHaveValue('');
  });

  it('should insert a newline on Shift+Enter instead of sending', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(field).toHaveValue('First line\nSecond line');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('should send with the Send message button', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A login form');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledWith('A login form');
  });

  it('should not send an empty or whitespace-only message', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('should keep the draft when onSend refuses it', async () => {
    const user = userEvent.setup();
    render(<ChatComposer onSend={() => false} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, 'A navbar{Enter}');
    expect(field).toHaveValue('A navbar');
  });
});

describe('given a busy ChatComposer', () => {
  it('should block sending and mark the send button busy', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} busy defaultValue="A data table" />);
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('given a draft near or over the limit', () => {
  it('should count characters against the limit', () => {
    render(<ChatComposer onSend={vi.fn()} maxLength={20} defaultValue="Hello" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      '5 of 20 characters',
    );
  });

  it('should warn how many characters are left near the limit', () => {
    render(<ChatComposer onSend={vi.fn()} maxLength={20} defaultValue={'x'.repeat(18)} />);
    expect(screen.getByText('· 2 characters left', { exact: false })).toBeInTheDocument();
  });

  it('should refuse to send over the limit and mark the field invalid', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} maxLength={10} defaultValue={'x'.repeat(12)} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toBeInvalid();
    expect(screen.getByText('2 characters over the limit', { exact: false })).toBeInTheDocument();
    await user.type(field, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });
});

describe('given getComposerLengthState', () => {
  it('should warn from 90 % of the limit and flag anything past it', () => {
    expect(getComposerLengthState(1799, 2000)).toBe('ok');
    expect(getComposerLengthState(1800, 2000)).toBe('warning');
    expect(getComposerLengthState(2000, 2000)).toBe('warning');
    expect(getComposerLengthState(2001, 2000)).toBe('over');
  });
});

describe('given getComposerKeyAction', () => {
  it('should send on Enter, keep a newline on Shift+Enter or while composing, and ignore other keys', () => {
    expect(getComposerKeyAction({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(
      'send',
    );
    expect(getComposerKeyAction({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(
      'newline',
    );
    expect(getComposerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(
      'newline',
    );
    expect(getComposerKeyAction({ key: 'a', shiftKey: false, isComposing: false })).toBeNull();
  });
});

describe('given a ChatComposer whose app validates what is sent', () => {
  it('should report an empty send as refused', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onSendRefused = vi.fn();
    render(<ChatComposer onSend={onSend} onSendRefused={onSendRefused} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(onSendRefused).toHaveBeenCalledExactlyOnceWith('empty');
  });

  it('should report a send while busy as refused and keep the draft', async () => {
    const user = userEvent.setup();
    const onSendRefused = vi.fn();
    render(
      <ChatComposer
        onSend={vi.fn()}
        onSendRefused={onSendRefused}
        busy
        defaultValue="Add a field"
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, '{Enter}');
    expect(onSendRefused).toHaveBeenCalledExactlyOnceWith('busy');
    expect(field).toHaveValue('Add a field');
  });
});

describe('given a busy ChatComposer with onStop', () => {
  it('should show a Stop button in place of Send', async () => {
    const user = userEvent.setup();
    const onStop = vi.fn();
    render(<ChatComposer onSend={vi.fn()} busy onStop={onStop} />);
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    expect(onStop).toHaveBeenCalledOnce();
  });
});

describe('given a ChatComposer whose draft the app holds', () => {
  it('should show the value and report every change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ChatComposer onSend={vi.fn()} value="A card" onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toHaveValue('A card');
    await user.type(field, 's');
    expect(onValueChange).toHaveBeenLastCalledWith('A cards');
  });

  it('should let the app take a key press over before Enter sends', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(
      <ChatComposer
        onSend={onSend}
        onInputKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A form{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});
