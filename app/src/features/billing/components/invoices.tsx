import * as React from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Pagination,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { downloadInvoice, useInvoice, useInvoices } from '../api/billing';
import { formatDate, formatMoney } from './format';

function InvoiceDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const invoice = useInvoice(id);
  const data = invoice.data;
  return (
    <Dialog open={id !== undefined} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{data ? `Invoice ${data.number}` : 'Invoice'}</DialogTitle>
          <DialogDescription>{data?.description ?? 'Loading…'}</DialogDescription>
        </DialogHeader>
        {data ? (
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-muted-foreground">Issued</dt>
            <dd>{formatDate(data.issuedAt)}</dd>
            <dt className="text-muted-foreground">Period</dt>
            <dd>
              {formatDate(data.periodStart)} – {formatDate(data.periodEnd)}
            </dd>
            <dt className="text-muted-foreground">Amount</dt>
            <dd>{formatMoney(data.amountCents, data.currency)}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd className="capitalize">{data.status}</dd>
          </dl>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The invoice list: each one viewable in a dialog and downloadable. */
export function Invoices() {
  const [page, setPage] = React.useState(1);
  const invoices = useInvoices(page);
  const [viewing, setViewing] = React.useState<string>();

  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-4">
      <h2 id="invoices-title" className="text-xl font-semibold">
        Invoices
      </h2>
      {invoices.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {invoices.data?.items.length === 0 ? (
        <p className="text-muted-foreground">No invoices yet: the free plan costs nothing.</p>
      ) : null}
      {invoices.data && invoices.data.items.length > 0 ? (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Number</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Amount</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invoices.data.items.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell className="font-mono">{invoice.number}</TableCell>
                <TableCell>{formatDate(invoice.issuedAt)}</TableCell>
                {/* The line wraps, so the actions stay in view on a desktop screen. */}
                <TableCell className="min-w-48 whitespace-normal">{invoice.description}</TableCell>
                <TableCell>{formatMoney(invoice.amountCents, invoice.currency)}</TableCell>
                <TableCell className="capitalize">{invoice.status}</TableCell>
                <TableCell>
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setViewing(invoice.id)}>
                      View<span className="sr-only"> invoice {invoice.number}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        void downloadInvoice(invoice.id, invoice.number).catch((error: unknown) =>
                          toast.error(describeError(error)),
                        )
                      }
                    >
                      Download<span className="sr-only"> invoice {invoice.number}</span>
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {invoices.data && invoices.data.pagination.totalPages > 1 ? (
        <Pagination
          page={page}
          pageCount={invoices.data.pagination.totalPages}
          onPageChange={setPage}
        />
      ) : null}
      <InvoiceDialog id={viewing} onClose={() => setViewing(undefined)} />
    </section>
  );
}
