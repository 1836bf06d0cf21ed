import * as React from 'react';
import { MessageSquarePlus, Pencil, Trash2 } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Pagination,
  Skeleton,
} from '@kiln/design-system';
import type { ChatSessionSummary } from '@kiln/contract';
import { describeError } from '../../../lib/error-message';
import { useDeleteSession } from '../api/delete-session';
import { useSessions } from '../api/get-sessions';
import { useRenameSession } from '../api/patch-session';

const lastActivity = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

type Props = {
  activeId: string | undefined;
  onOpen(id: string): void;
  onNew(): void;
  /** The open conversation was deleted. */
  onDeletedActive(): void;
};

/** Past conversations, newest activity first and paged, to reopen, rename or delete. */
export function ConversationList({ activeId, onOpen, onNew, onDeletedActive }: Props) {
  const [page, setPage] = React.useState(1);
  const sessions = useSessions(page);
  const [renaming, setRenaming] = React.useState<ChatSessionSummary | null>(null);
  const [deleting, setDeleting] = React.useState<ChatSessionSummary | null>(null);
  const pagination = sessions.data?.pagination;

  return (
    <nav aria-label="Conversations" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Conversations</h2>
        <Button size="sm" variant="outline" onClick={onNew}>
          <MessageSquarePlus aria-hidden />
          New chat
        </Button>
      </div>
      {sessions.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : sessions.isError ? (
        <p className="text-sm text-muted-foreground">Your conversations could not be loaded.</p>
      ) : sessions.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No conversations yet.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {sessions.data.items.map((item) => (
            <li
              key={item.id}
              className="group flex items-center gap-1 rounded-control data-[active=true]:bg-muted"
              data-active={item.id === activeId}
            >
              <button
                type="button"
                className="flex min-w-0 flex-1 flex-col items-start rounded-control px-2 py-1.5 text-left hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-current={item.id === activeId ? 'true' : undefined}
                onClick={() => onOpen(item.id)}
              >
                <span className="w-full truncate text-sm font-medium">{item.title}</span>
                <span className="text-xs text-muted-foreground">
                  {lastActivity.format(new Date(item.lastActivity))} · {item.messageCount}{' '}
                  {item.messageCount === 1 ? 'message' : 'messages'}
                </span>
              </button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Rename ${item.title}`}
                onClick={() => setRenaming(item)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Delete ${item.title}`}
                onClick={() => setDeleting(item)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {pagination && pagination.totalPages > 1 ? (
        <Pagination
          page={pagination.page}
          pageCount={pagination.totalPages}
          onPageChange={setPage}
          aria-label="Conversation pages"
        />
      ) : null}
      <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />
      <DeleteDialog
        conversation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          if (id === activeId) onDeletedActive();
        }}
      />
    </nav>
  );
}

function RenameDialog({
  conversation,
  onClose,
}: {
  conversation: ChatSessionSummary | null;
  onClose(): void;
}) {
  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {conversation ? <RenameForm conversation={conversation} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({
  conversation,
  onClose,
}: {
  conversation: ChatSessionSummary;
  onClose(): void;
}) {
  const rename = useRenameSession();
  const [title, setTitle] = React.useState(conversation.title);
  const inputId = React.useId();
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate({ id: conversation.id, title }, { onSuccess: onClose });
      }}
    >
      <DialogHeader>
        <DialogTitle>Rename conversation</DialogTitle>
        <DialogDescription>The title shows in your list of conversations.</DialogDescription>
      </DialogHeader>
      <label htmlFor={inputId} className="text-sm font-medium">
        Title
      </label>
      <Input
        id={inputId}
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
        aria-invalid={rename.isError || undefined}
      />
      {rename.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(rename.error)}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={rename.isPending}>
          Rename
        </Button>
      </DialogFooter>
    </form>
  );
}

function DeleteDialog({
  conversation,
  onClose,
  onDeleted,
}: {
  conversation: ChatSessionSummary | null;
  onClose(): void;
  onDeleted(id: string): void;
}) {
  const remove = useDeleteSession();
  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this conversation?</DialogTitle>
          <DialogDescription>
            “{conversation?.title}” and all of its messages are deleted for good. Components you
            saved from it stay in My components.
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(remove.error)}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() => {
              if (!conversation) return;
              remove.mutate(conversation.id, {
                onSuccess: () => {
                  onDeleted(conversation.id);
                  onClose();
                },
              });
            }}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
