import { ErrorCode } from '@kiln/contract';
import { and, eq } from 'drizzle-orm';
import { readStoredModel } from '../lib/stored-model';
import type { Db } from '../db/client';
import { chatMessages, promptResponses, type StoredFile } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import { archiveSlug } from './archive';

const noFiles = () =>
  new AppError(404, ErrorCode.notFound, 'That answer has no files to download.');

/**
 * The name an answer's archive gets: the engine's selector when a model is stored, else the
 * component file's name without its extensions.
 */
const answerName = (files: readonly StoredFile[], model: unknown) => {
  const selector = readStoredModel(model)?.selector;
  if (selector) return selector;
  const main = files.find((file) => file.type === 'component') ?? files[0];
  const base = main?.path.split(/[\\/]/).pop()?.split('.')[0] ?? '';
  return archiveSlug(base);
};

/** One of the user's copilot answers (an AI turn): another user's id matches nothing. */
export const isOwnChatAnswer = (userId: string, messageId: string) =>
  and(eq(chatMessages.id, messageId), eq(chatMessages.userId, userId), eq(chatMessages.role, 'ai'));

/** One of the user's prompt or generate answers. */
export const isOwnPromptResponse = (userId: string, responseId: string) =>
  and(eq(promptResponses.id, responseId), eq(promptResponses.userId, userId));

const withFiles = (
  row: { files: StoredFile[]; componentModel: unknown } | undefined,
  what: string,
) => {
  if (!row) throw notFound(what);
  if (row.files.length === 0) throw noFiles();
  return { name: answerName(row.files, row.componentModel), files: row.files };
};

/** The files of one of the user's copilot answers (another user's answer is not found). */
export const chatAnswerFiles = async (db: Db, userId: string, messageId: string) => {
  const [row] = await db
    .select({ files: chatMessages.files, componentModel: chatMessages.componentModel })
    .from(chatMessages)
    .where(isOwnChatAnswer(userId, messageId));
  return withFiles(row, 'Chat answer');
};

/** The files of one of the user's prompt or generate answers. */
export const promptResponseFiles = async (db: Db, userId: string, responseId: string) => {
  const [row] = await db
    .select({ files: promptResponses.files, componentModel: promptResponses.componentModel })
    .from(promptResponses)
    .where(isOwnPromptResponse(userId, responseId));
  return withFiles(row, 'Generated answer');
};
