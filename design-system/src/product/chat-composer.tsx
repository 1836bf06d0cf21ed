import * as React from 'react';
import { SendHorizontal, Square } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from '../components/button';
import { Textarea } from '../components/textarea';

/** Spec: the maximum prompt length is 2000 characters. */
export const CHAT_COMPOSER_MAX_LENGTH = 2000;

/** Share of the limit from which the counter warns. */
export const CHAT_COMPOSER_WARNING_RATIO = 0.9;

export type ChatComposerLengthState = 'ok' | 'warning' | 'over';

/** Whether a draft of `length` characters is fine, close to `maxLength`, or over it. */
export function getComposerLengthState(length: number, maxLength: number): ChatComposerLengthState {
  if (length > maxLength) return 'over';
  if (length >= Math.ceil(maxLength * CHAT_COMPOSER_WARNING_RATIO)) return 'warning';
  return 'ok';
}

export type ChatComposerKeyAction = 'send' | 'newline';

/**
 * What a key press in the composer means: Enter sends, Shift+Enter (and Enter while an input
 * method is composing text, where it confirms the composition) keeps the textarea's own newline.
 */
export function getComposerKeyAction(event: {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
}): ChatComposerKeyAction | null {
  if (event.key !== 'Enter') return null;
  return event.shiftKey || event.isComposing ? 'newline' : 'send';
}

export type ChatComposerProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /**
   * Receives the trimmed message. The draft is cleared afterwards unless this returns `false`
   * (the app refused it, say because another request is still running).
   */
  onSend: (message: string) => boolean | void;
  /** A reply is being generated: sending is blocked and the send button shows a spinner. */
  busy?: boolean;
  disabled?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Accessible name of the message field. */
  label?: string;
  defaultValue?: string;
  /** The draft, when the app holds it (for example to recall earlier prompts); pair with `onValueChange`. */
  value?: string;
  onValueChange?: (value: string) => void;
  /**
   * Called when a send is attempted that the composer does not pass on: the draft is empty after
   * trimming, or a reply is still being generated. The app tells the person why.
   */
  onSendRefused?: (reason: 'empty' | 'busy') => void;
  /** While busy, the send button becomes a Stop button that calls this. */
  onStop?: () => void;
  /** Key presses in the message field, before the composer's own (Enter sends); call preventDefault to take one over. */
  onInputKeyDown?: (event: React.KeyboardEvent<HTMLTextAreaElement>) => void;
  inputRef?: React.Ref<HTMLTextAreaElement>;
};

/** The chat input: an auto-growing message field with a character counter and a send button. */
export function ChatComposer({
  onSend,
  busy = false,
  disabled = false,
  maxLength = CHAT_COMPOSER_MAX_LENGTH,
  placeholder = 'Describe the component you want…',
  label = 'Message',
  defaultValue = '',
  value,
  onValueChange,
  onSendRefused,
  onStop,
  onInputKeyDown,
  inputRef,
  className,
  ...props
}: ChatComposerProps) {
  const [ownDraft, setOwnDraft] = React.useState(defaultValue);
  const draft = value ?? ownDraft;
  const setDraft = (next: string) => {
    if (value === undefined) setOwnDraft(next);
    onValueChange?.(next);
  };
  const counterId = React.useId();
  const lengthState = getComposerLengthState(draft.length, maxLength);
  const message = draft.trim();
  const canSend = !busy && !disabled && message.length > 0 && lengthState !== 'over';

  const send = () => {
    if (!canSend) {
      if (!disabled && lengthState !== 'over' && onSendRefused)
        onSendRefused(busy ? 'busy' : 'empty');
      return;
    }
    if (onSend(message) !== false) setDraft('');
  };
  const stopping = busy && onStop !== undefined;

  const over = draft.length - maxLength;
  const limitNotice =
    lengthState === 'over'
      ? `${over} ${over === 1 ? 'character' : 'characters'} over the limit`
      : lengthState === 'warning'
        ? `${maxLength - draft.length} ${maxLength - draft.length === 1 ? 'character' : 'characters'} left`
        : '';

  return (
    <form
      data-slot="chat-composer"
      data-state={busy ? 'busy' : 'idle'}
      aria-busy={busy || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-card border border-input bg-background p-2 shadow-card',
        'focus-within:ring-2 focus-within:ring-ring',
        lengthState === 'over' && 'border-destructive focus-within:ring-destructive',
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...props}
    >
      <Textarea
        data-slot="chat-composer-input"
        autoResize
        rows={1}
        value={draft}
        disabled={disabled}
        placeholder={placeholder}
        aria-label={label}
        aria-describedby={counterId}
        aria-invalid={lengthState === 'over' || undefined}
        onChange={(event) => setDraft(event.target.value)}
        ref={inputRef}
        onKeyDown={(event) => {
          onInputKeyDown?.(event);
          if (event.defaultPrevented) return;
          const action = getComposerKeyAction({
            key: event.key,
            shiftKey: event.shiftKey,
            isComposing: event.nativeEvent.isComposing,
          });
          if (action !== 'send') return;
          event.preventDefault();
          send();
        }}
        // The form already shows focus; a second ring on the field inside it would double it.
        className="max-h-48 border-0 bg-transparent px-2 shadow-none focus-visible:ring-0 focus-visible:ring-offset-0"
      />
      <div className="flex items-center justify-between gap-2 pl-2">
        <p
          id={counterId}
          data-slot="chat-composer-counter"
          data-state={lengthState}
          className={cn(
            'text-xs tabular-nums text-muted-foreground',
            lengthState === 'warning' && 'font-medium text-foreground',
            lengthState === 'over' && 'font-medium text-destructive',
          )}
        >
          <span aria-hidden>
            {draft.length}/{maxLength}
          </span>
          <span className="sr-only">
            {draft.length} of {maxLength} characters
          </span>
          {limitNotice ? <span>{` · ${limitNotice}`}</span> : null}
        </p>
        {stopping ? (
          <Button
            size="icon"
            variant="outline"
            data-slot="chat-composer-stop"
            aria-label="Stop generating"
            onClick={onStop}
            className="size-9"
          >
            <Square aria-hidden className="fill-current" />
          </Button>
        ) : (
          <Button
            type="submit"
            size="icon"
            data-slot="chat-composer-send"
            aria-label="Send message"
            loading={busy}
            disabled={!canSend}
            className="size-9"
          >
            {busy ? null : <SendHorizontal aria-hidden />}
          </Button>
        )}
      </div>
    </form>
  );
}
