import * as React from 'react';
import { ChatComposer } from '@kiln/design-system';
import type { Guards } from '../chat-machine';

type Props = {
  guards: Guards;
  pending: boolean;
  disabled: boolean;
  onSend(message: string): boolean;
  onRefused(reason: 'empty' | 'busy'): void;
  onStop(): void;
  inputRef: React.Ref<HTMLTextAreaElement>;
};

/**
 * The message field. Its draft lives here, not in the page, so typing re-renders only the
 * composer however long the conversation is. Escape stops an answer being written.
 */
export function CopilotComposer({
  guards,
  pending,
  disabled,
  onSend,
  onRefused,
  onStop,
  inputRef,
}: Props) {
  return (
    <ChatComposer
      busy={pending}
      disabled={disabled}
      maxLength={guards.maxPromptLength}
      label="Describe a component or a change"
      onSend={onSend}
      onSendRefused={onRefused}
      onStop={onStop}
      inputRef={inputRef}
      onInputKeyDown={(event) => {
        if (event.key === 'Escape' && pending) {
          event.preventDefault();
          onStop();
        }
      }}
    />
  );
}
