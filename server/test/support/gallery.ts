import {
  galleryEntryAnswerSchema,
  myGalleryEntryAnswerSchema,
  type MyGalleryEntry,
  type PublishGalleryBody,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { KilnApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { parseAnswer } from './app';
import { send } from './components';

/** Publishes one of the user's components and returns the entry, failing the test unless 200. */
export const publish = async (
  app: KilnApp,
  token: string,
  body: Partial<PublishGalleryBody> & Pick<PublishGalleryBody, 'componentId'>,
): Promise<MyGalleryEntry> => {
  const answer = await send(app, token, 'POST', '/api/gallery', {
    title: 'Pricing table',
    description: 'Three plans side by side',
    category: 'data',
    tags: ['pricing'],
    ...body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const entry = parseAnswer(myGalleryEntryAnswerSchema, answer.body).data;
  if (!entry) throw new Error('publishing answered no entry');
  return entry;
};

/** One entry as the user opens it, failing the test unless 200. */
export const openEntry = async (app: KilnApp, token: string, id: string) => {
  const answer = await send(app, token, 'GET', `/api/gallery/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return parseAnswer(galleryEntryAnswerSchema, answer.body).data;
};

export const makeAdmin = (database: Database, userId: string) =>
  database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
