import * as React from 'react';
import type { AiGeneratedFile } from '@kiln/contract';
import { Pencil, RotateCcw } from 'lucide-react';
import { Alert, AlertDescription, Button, ChatBubble, Spinner } from '@kiln/design-system';
import { QuotaReachedLink } from '../../../components/quota-reached';
import { userMenuHrefs } from '../../../navigation';
import { previousAnswerFiles } from '../answer-files';
import type { CopilotMessage } from '../chat-machine';
import { copilotMessages } from '../messages';
import { AnswerChecklist } from '../../../lib/checklist/answer-checklist';
import { AnswerPanel } from './answer-panel';

/** The prose of a streamed answer, and the code written so far after its first fence. */
export function splitStreamed(text: string): { prose: string; code: string } {
  const fence = text.indexOf('```');
  if (fence === -1) return { prose: text, code: '' };
  const code = text
    .slice(fence)
    .split('\n')
    .filter((line) => !line.startsWith('```'))
    .join('\n');
  return { prose: text.slice(0, fence).trimEnd(), code };
}

const stageText = { validating: 'Checking the code…', repairing: 'Repairing the code…' } as const;

type RowProps = {
  message: CopilotMessage;
  sessionId: string;
  previousFiles: AiGeneratedFile[] | undefined;
  latestAnswer: boolean;
  onSuggestion(text: string, repairOf?: string): void;
  /** Puts a text in the composer, to change before sending (a clarification's suggestions). */
  onFill?(text: string): void;
  onEdit(text: string): void;
  /** An answer's design edits or variant were kept as the conversation's newest answer. */
  onKept(): void;
};

/**
 * A failed or stopped answer can be asked for again, as a new message; one refused for its words
 * (a blocked term, too long) would only be refused again, so its text goes back to the composer.
 */
function SendAgain({
  message,
  onSend,
  onEdit,
}: {
  message: CopilotMessage;
  onSend(text: string): void;
  onEdit(text: string): void;
}) {
  if (!message.prompt) return null;
  const prompt = message.prompt;
  if (message.refusedText)
    return (
      <Button size="sm" variant="outline" className="ml-11 w-fit" onClick={() => onEdit(prompt)}>
        <Pencil aria-hidden />
        Edit message
      </Button>
    );
  return (
    <Button size="sm" variant="outline" className="ml-11 w-fit" onClick={() => onSend(prompt)}>
      <RotateCcw aria-hidden />
      Send again
    </Button>
  );
}

const MessageRow = React.memo(function MessageRow({
  message,
  sessionId,
  previousFiles,
  latestAnswer,
  onSuggestion,
  onFill,
  onEdit,
  onKept,
}: RowProps) {
  if (message.type === 'user') return <ChatBubble message={message} />;

  if (message.status === 'streaming') {
    const { prose, code } = splitStreamed(message.content);
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <ChatBubble message={{ ...message, content: prose || '…' }} />
        {code ? (
          <pre
            data-testid="streaming-code"
            className="ml-11 max-h-80 overflow-auto rounded-card border border-border bg-card p-3 font-mono text-sm"
          >
            {code}
          </pre>
        ) : null}
        <p className="ml-11 flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="sm" />
          {message.stage ? stageText[message.stage] : 'Writing the answer…'}
        </p>
      </div>
    );
  }

  if (message.status === 'failed') {
    return (
      <div className="flex flex-col gap-2">
        <Alert variant="destructive" className="ml-11 w-auto" data-testid="chat-error">
          <AlertDescription>
            {message.content}
            {message.quotaReached ? <QuotaReachedLink billingHref={userMenuHrefs.billing} /> : null}
          </AlertDescription>
        </Alert>
        <SendAgain message={message} onSend={onSuggestion} onEdit={onEdit} />
      </div>
    );
  }

  const answer = message.answer;
  return (
    <div className="flex flex-col gap-3">
      <ChatBubble
        message={{
          ...message,
          content: message.content || (message.status === 'stopped' ? '…' : ''),
          codeBlocks: [],
          code: undefined,
          suggestions: message.status === 'done' ? answer?.suggestions : [],
        }}
        onSuggestionClick={answer?.clarification && onFill ? onFill : onSuggestion}
      />
      {message.status === 'stopped' ? (
        <>
          <p className="ml-11 text-sm text-muted-foreground">{copilotMessages.stopped}</p>
          <SendAgain message={message} onSend={onSuggestion} onEdit={onEdit} />
        </>
      ) : null}
      {answer && message.status === 'done' && answer.checklist.length > 0 ? (
        <AnswerChecklist items={answer.checklist} className="sm:ml-11" />
      ) : null}
      {answer && answer.files.length > 0 ? (
        <div className="sm:ml-11">
          <AnswerPanel
            answer={answer}
            prompt={message.prompt}
            sessionId={sessionId}
            previousFiles={previousFiles}
            defaultOpen={latestAnswer}
            onFollowUp={onSuggestion}
            onKept={onKept}
          />
        </div>
      ) : null}
    </div>
  );
});

type Props = {
  messages: readonly CopilotMessage[];
  sessionId: string;
  /** Sends a message: a suggestion's text, or an answer asked for again. */
  onSuggestion(text: string, repairOf?: string): void;
  /** Puts a text in the composer, to change before sending (a clarification's suggestions). */
  onFill?(text: string): void;
  /** Puts a refused message's text back in the composer to change it. */
  onEdit(text: string): void;
  /** An answer's design edits or variant were kept as the conversation's newest answer. */
  onKept(): void;
};

/** The conversation, oldest first; only the newest code answer opens its code at once. */
export function MessageList({ messages, sessionId, onSuggestion, onFill, onEdit, onKept }: Props) {
  const latestCode = messages.findLastIndex((message) => (message.answer?.files.length ?? 0) > 0);
  return (
    <ol className="flex flex-col gap-6" aria-label="Messages">
      {messages.map((message, index) => (
        <li key={message.id}>
          <MessageRow
            message={message}
            sessionId={sessionId}
            previousFiles={
              message.answer?.files.length ? previousAnswerFiles(messages, index) : undefined
            }
            latestAnswer={index === latestCode}
            onSuggestion={onSuggestion}
            {...(onFill ? { onFill } : {})}
            onEdit={onEdit}
            onKept={onKept}
          />
        </li>
      ))}
    </ol>
  );
}
