import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Eraser } from 'lucide-react';
import { Button, EmptyState, Skeleton } from '@kiln/design-system';
import { referenceFromSearch } from '../../../lib/copilot-reference';
import { QueryProvider } from '../../../lib/query';
import { sessionsQueryKey } from '../api/get-sessions';
import { defaultGuards, useGuards } from '../api/get-guards';
import { copilot, promptHistory, useCopilot } from '../app-copilot';
import { ConversationList } from '../components/conversation-list';
import { CopilotComposer } from '../components/copilot-composer';
import { CopilotStatus } from '../components/copilot-status';
import { Customizing } from '../components/customizing';
import { MessageList } from '../components/message-list';
import { forgetSavedComponent } from '../saved-components';

const examples = [
  'A login form with email and password and a remember-me checkbox',
  'A pricing table with three plans and a monthly/yearly toggle',
  'A data table of users with name, email and role, sortable and paginated',
];

function Copilot() {
  const state = useCopilot();
  const guards = useGuards().data ?? defaultGuards;
  const queryClient = useQueryClient();
  // "Use in copilot" (Templates) opens the copilot with its prompt in the message field.
  const [search] = useSearchParams();
  const initialDraft = search.get('prompt') ?? '';
  const inputRef = React.useRef<HTMLTextAreaElement>(null);
  // Puts a text in the composer to change before sending: a clarification's suggestion, or the
  // text of a message refused for its words ("Edit message").
  const fillRef = React.useRef<((text: string) => void) | null>(null);
  const fill = React.useCallback((text: string) => fillRef.current?.(text), []);
  const endRef = React.useRef<HTMLDivElement>(null);
  const { session, messages, pending } = state;
  const last = messages.at(-1);

  // "Customize in copilot" names a component in the address: start from it once, then drop the
  // reference from the address so a reload reopens that conversation instead of starting another.
  const [searchParams, setSearchParams] = useSearchParams();
  const [reference] = React.useState(() => referenceFromSearch(searchParams));
  // Not a dependency: clearing the address gives setSearchParams a new identity.
  const forgetReference = React.useEffectEvent(() => setSearchParams({}, { replace: true }));
  React.useEffect(() => {
    if (reference) {
      void copilot.startFrom(reference);
      forgetReference();
    } else void copilot.start();
    return () => copilot.leave();
  }, [reference]);

  // A finished answer changes the conversation's title and activity in the list.
  React.useEffect(() => {
    if (!pending) void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
  }, [pending, queryClient]);

  React.useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.content, last?.status]);

  const send = React.useCallback(
    (text: string, repairOf?: string) => {
      const sent = copilot.send(text, guards, repairOf);
      if (sent) inputRef.current?.focus();
      return sent;
    },
    [guards],
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">AI copilot</h1>
          <CopilotStatus />
        </div>
        <Button variant="outline" onClick={() => void copilot.clear()}>
          <Eraser aria-hidden />
          Clear chat
        </Button>
      </header>
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="order-2 lg:order-1">
          <details className="rounded-card border border-border p-3 lg:hidden">
            <summary className="cursor-pointer text-sm font-semibold">Past conversations</summary>
            <div className="mt-3">
              <Conversations activeId={session?.id} />
            </div>
          </details>
          <div className="hidden lg:block">
            <Conversations activeId={session?.id} />
          </div>
        </aside>
        <section aria-label="Chat" className="order-1 flex min-w-0 flex-col gap-4 lg:order-2">
          {session ? (
            <h2 className="truncate text-lg font-semibold" title={session.title}>
              {session.title}
            </h2>
          ) : null}
          {session?.from ? (
            <Customizing
              key={session.id}
              origin={session.from}
              open={!messages.some((message) => message.answer)}
            />
          ) : null}
          {state.sessionStatus === 'starting' && messages.length === 0 ? (
            <div className="flex flex-col gap-3">
              <Skeleton className="h-16" />
              <Skeleton className="h-24" />
            </div>
          ) : messages.length === 0 && !session?.from ? (
            <EmptyState
              variant="bordered"
              title="Describe the component you want"
              description={
                <>
                  Say what it shows, what it does and how it should look; then refine it by
                  chatting. For example: “{examples[0]}”, “{examples[1]}” or “{examples[2]}”.
                </>
              }
            />
          ) : session ? (
            <>
              {state.hasEarlier ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="self-center"
                  onClick={() => void copilot.loadEarlier()}
                >
                  Show earlier messages
                </Button>
              ) : null}
              <MessageList
                messages={messages}
                sessionId={session.id}
                onSuggestion={(text, repairOf) => void send(text, repairOf)}
                onFill={fill}
                onEdit={fill}
                // A kept design or variant is the conversation's newest answer: read it again.
                onKept={() => void copilot.open(session.id)}
              />
            </>
          ) : null}
          <div ref={endRef} />
          <div className="sticky bottom-0 bg-background pt-2 pb-4">
            <CopilotComposer
              guards={guards}
              pending={pending}
              disabled={state.sessionStatus !== 'ready'}
              onSend={send}
              onRefused={copilot.refuse}
              onStop={() => void copilot.stop()}
              history={promptHistory}
              inputRef={inputRef}
              initialDraft={initialDraft}
              fillRef={fillRef}
            />
            {state.sessionStatus === 'failed' ? (
              <div className="mt-2 flex items-center gap-3 text-sm text-destructive">
                <span>Failed to create AI session</span>
                <Button size="sm" variant="outline" onClick={() => void copilot.start()}>
                  Try again
                </Button>
              </div>
            ) : null}
          </div>
          <p aria-live="polite" className="sr-only">
            {state.announcement}
          </p>
        </section>
      </div>
    </div>
  );
}

function Conversations({ activeId }: { activeId: string | undefined }) {
  return (
    <ConversationList
      activeId={activeId}
      onOpen={(id) => void copilot.open(id)}
      onNew={() => void copilot.clear()}
      onDeletedActive={() => {
        if (activeId) forgetSavedComponent(activeId);
        void copilot.clear();
      }}
    />
  );
}

export default function CopilotPage() {
  return (
    <QueryProvider>
      <Copilot />
    </QueryProvider>
  );
}
