import type { Invoice } from '@kiln/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices, users } from '../db/schema/index';
import { notFound } from '../errors';
import { money } from './money';
import { toInvoice } from './service';

/** One of the user's invoices; another user's answers 404, as if it did not exist. */
export const readOwnInvoice = async (db: Db, userId: string, invoiceId: string) => {
  const [row] = await db
    .select({
      invoice: invoices,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!row) throw notFound('Invoice');
  return { invoice: toInvoice(row.invoice), customer: row };
};

const day = (iso: string) => iso.slice(0, 10);

/** The downloadable invoice: plain text, readable anywhere and safe to open. */
export const invoiceText = (
  invoice: Invoice,
  customer: { email: string; firstName: string; lastName: string; company: string | null },
): string =>
  [
    `Kiln — Invoice ${invoice.number}`,
    '',
    `Issued:    ${day(invoice.issuedAt)}`,
    `Status:    ${invoice.status}${invoice.paidAt ? ` (paid ${day(invoice.paidAt)})` : ''}`,
    `Billed to: ${customer.firstName} ${customer.lastName}${customer.company ? `, ${customer.company}` : ''} <${customer.email}>`,
    '',
    `${invoice.description}`,
    `Period:    ${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`,
    `Amount:    ${money(invoice.amountCents, invoice.currency)}`,
    '',
  ].join('\n');
