import * as React from 'react';
import { ChatComposer } from '@kiln/design-system';
import type { PromptHistory } from '../../../lib/prompt-history';
import type { Guards } from '../chat-machine';

type Props = {
  guards: Guards;
  pending: boolean;
  disabled: boolean;
  onSend(message: string): boolean;
  onRefused(reason: 'empty' | 'busy'): void;
  onStop(): void;
  history: PromptHistory;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
  /** What the field holds at first (a template's prompt from the address), ready to send or change. */
  initialDraft?: string;
  /** Set here to a function that replaces the draft (a clarification's suggestion) and focuses the field. */
  fillRef?: React.RefObject<((text: string) => void) | null>;
};

const onFirstLine = (field: HTMLTextAreaElement) =>
  !field.value.slice(0, field.selectionStart).includes('\n');
const onLastLine = (field: HTMLTextAreaElement) =>
  !field.value.slice(field.selectionEnd).includes('\n');

/**
 * The message field. Its draft lives here, not in the page, so typing re-renders only the
 * composer however long the conversation is. ↑ on the first line recalls earlier prompts and ↓ on
 * the last line comes back; Escape stops an answer being written.
 */
export function CopilotComposer({
  guards,
  pending,
  disabled,
  onSend,
  onRefused,
  onStop,
  history,
  inputRef,
  initialDraft = '',
  fillRef,
}: Props) {
  const [draft, setDraft] = React.useState(initialDraft);

  const recall = (text: string | undefined) => {
    if (text === undefined) return false;
    setDraft(text);
    // Put the caret at the end, where typing goes on.
    requestAnimationFrame(() => {
      const field = inputRef.current;
      field?.setSelectionRange(field.value.length, field.value.length);
    });
    return true;
  };

  React.useEffect(() => {
    if (!fillRef) return;
    fillRef.current = (text) => {
      recall(text);
      inputRef.current?.focus();
    };
    return () => {
      fillRef.current = null;
    };
  });

  return (
    <ChatComposer
      busy={pending}
      disabled={disabled}
      maxLength={guards.maxPromptLength}
      label="Describe a component or a change"
      value={draft}
      onValueChange={(value) => {
        setDraft(value);
        history.reset();
      }}
      onSend={(message) => {
        const sent = onSend(message);
        if (sent) history.push(message);
        return sent;
      }}
      onSendRefused={onRefused}
      onStop={onStop}
      inputRef={inputRef}
      onInputKeyDown={(event) => {
        const field = event.currentTarget;
        if (event.key === 'Escape' && pending) {
          event.preventDefault();
          onStop();
        } else if (event.key === 'ArrowUp' && !event.shiftKey && onFirstLine(field)) {
          if (recall(history.older(draft))) event.preventDefault();
        } else if (event.key === 'ArrowDown' && !event.shiftKey && onLastLine(field)) {
          if (recall(history.newer())) event.preventDefault();
        }
      }}
    />
  );
}
