import * as React from 'react';
import {
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { useAuditLog } from '../api/admin';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(iso),
  );

const change = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
  after
    ? Object.keys(after)
        .map(
          (key) =>
            `${key}: ${JSON.stringify(before?.[key] ?? null)} → ${JSON.stringify(after[key])}`,
        )
        .join('; ')
    : '';

/** Who did what, when, from where. */
export function AuditLog() {
  const [page, setPage] = React.useState(1);
  const log = useAuditLog(page);
  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h2 id="audit-title" className="text-xl font-semibold">
        Audit log
      </h2>
      {log.isError ? <p role="alert">{describeError(log.error)}</p> : null}
      <div className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Who</TableHead>
              <TableHead>What</TableHead>
              <TableHead>Change</TableHead>
              <TableHead>From</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(log.data?.items ?? []).map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap">{when(entry.createdAt)}</TableCell>
                <TableCell>{entry.actor?.email ?? 'system'}</TableCell>
                <TableCell className="font-mono text-sm">{entry.action}</TableCell>
                <TableCell className="text-sm">{change(entry.before, entry.after)}</TableCell>
                <TableCell className="font-mono text-sm">{entry.ip ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {log.data && log.data.pagination.totalPages > 1 ? (
        <Pagination page={page} pageCount={log.data.pagination.totalPages} onPageChange={setPage} />
      ) : null}
    </section>
  );
}
