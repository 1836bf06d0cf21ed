import type { Db } from '../db/client';

/** An open transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A database handle or an open transaction: a write joins the caller's transaction when given one. */
export type Executor = Db | Tx;
