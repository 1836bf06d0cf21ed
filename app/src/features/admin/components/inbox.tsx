import * as React from 'react';
import { Pagination } from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { useInbox, useOutbox } from '../api/admin';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** Contact and feedback messages from the public site. */
export function Inbox() {
  const [page, setPage] = React.useState(1);
  const [kind, setKind] = React.useState<string>();
  const inbox = useInbox(page, kind);
  return (
    <section aria-labelledby="inbox-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inbox-title" className="text-xl font-semibold">
          Contact and feedback
        </h2>
        <select
          aria-label="Show messages of kind"
          className="h-9 rounded-control border border-input bg-background px-2 text-sm"
          onChange={(event) => {
            setKind(event.currentTarget.value || undefined);
            setPage(1);
          }}
        >
          <option value="">All messages</option>
          <option value="contact">Contact</option>
          <option value="feedback">Feedback</option>
        </select>
      </div>
      {inbox.isError ? <p role="alert">{describeError(inbox.error)}</p> : null}
      {inbox.data?.items.length === 0 ? (
        <p className="text-muted-foreground">No messages.</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {(inbox.data?.items ?? []).map((message) => (
          <li key={message.id} className="rounded-control border border-border p-4">
            <p className="text-sm text-muted-foreground">
              <span className="capitalize">{message.kind}</span> · {when(message.createdAt)} ·{' '}
              {message.name ?? 'Anonymous'} {message.email ? `<${message.email}>` : ''}
              {message.rating ? ` · rated ${message.rating}/5` : ''}
            </p>
            {message.subject ? <p className="font-medium">{message.subject}</p> : null}
            <p className="whitespace-pre-wrap">{message.message}</p>
          </li>
        ))}
      </ul>
      {inbox.data && inbox.data.pagination.totalPages > 1 ? (
        <Pagination
          page={page}
          pageCount={inbox.data.pagination.totalPages}
          onPageChange={setPage}
        />
      ) : null}
    </section>
  );
}

/** The mail Kiln sent or queued: how an operator passes on a link when SMTP is not configured. */
export function Outbox() {
  const [page, setPage] = React.useState(1);
  const outbox = useOutbox(page);
  return (
    <section aria-labelledby="outbox-title" className="flex flex-col gap-4">
      <h2 id="outbox-title" className="text-xl font-semibold">
        Outgoing e-mail
      </h2>
      {outbox.isError ? <p role="alert">{describeError(outbox.error)}</p> : null}
      {outbox.data?.items.length === 0 ? (
        <p className="text-muted-foreground">No e-mail yet.</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {(outbox.data?.items ?? []).map((mail) => (
          <li key={mail.id} className="rounded-control border border-border p-4">
            <p className="text-sm text-muted-foreground">
              To {mail.recipient} · {when(mail.createdAt)} ·{' '}
              {mail.sentAt
                ? 'sent'
                : mail.error
                  ? `not sent: ${mail.error}`
                  : 'outbox only (no SMTP)'}
            </p>
            <p className="font-medium">{mail.subject}</p>
            <details>
              <summary className="cursor-pointer text-sm">Show message</summary>
              <p className="mt-2 text-sm break-all whitespace-pre-wrap">{mail.body}</p>
            </details>
          </li>
        ))}
      </ul>
      {outbox.data && outbox.data.pagination.totalPages > 1 ? (
        <Pagination
          page={page}
          pageCount={outbox.data.pagination.totalPages}
          onPageChange={setPage}
        />
      ) : null}
    </section>
  );
}
