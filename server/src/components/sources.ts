import {
  ComponentErrorCode,
  type AiFramework,
  type ComponentSource,
  type RequirementItem,
  type VersionProvenance,
} from '@kiln/contract';
import { frameworkOf } from '@kiln/generator';
import { and, desc, eq, lte } from 'drizzle-orm';
import { readStoredModel, toStoredModel } from '../lib/stored-model';
import {
  chatMessages,
  promptResponses,
  prompts,
  type StoredFile,
  type StoredValidation,
} from '../db/schema/index';
import { AppError, notFound } from '../errors';
import { isOwnChatAnswer, isOwnPromptResponse } from '../export/answer-files';
import type { Executor } from '../lib/executor';
import { storedJsonBytes } from '../quota/storage';

/** The code and history of a version about to be written. */
export interface VersionDraft {
  framework: AiFramework;
  files: StoredFile[];
  componentModel: Record<string, unknown> | null;
  validation: StoredValidation | null;
  provenance: VersionProvenance;
  /** The checklist of the answer saved, kept with the version; absent for code without one. */
  checklist?: RequirementItem[] | null;
}

/**
 * Turns of the conversation a chat answer ended kept with its version: the latest ones only, since
 * a version's provenance counts toward the plan's storage like its code.
 */
export const MAX_PROVENANCE_TURNS = 40;

const noProvenance: Omit<VersionProvenance, 'source'> = {
  sourceId: null,
  prompt: null,
  conversation: [],
  model: null,
  provider: null,
  restoredFrom: null,
  basedOnVersion: null,
  copiedFrom: null,
};

const nothingToSave = () =>
  new AppError(
    400,
    ComponentErrorCode.nothingToSave,
    'That answer has no code to save. Save an answer that shows files.',
  );

/** A stored model brought to the current schema as it is copied, so every version keeps one shape. */
const copyModel = (value: unknown) => toStoredModel(readStoredModel(value));

const fromChatAnswer = async (
  tx: Executor,
  userId: string,
  messageId: string,
): Promise<VersionDraft> => {
  const [answer] = await tx.select().from(chatMessages).where(isOwnChatAnswer(userId, messageId));
  if (!answer) throw notFound('Chat answer');
  if (answer.files.length === 0) throw nothingToSave();
  const turns = await tx
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, answer.sessionId), lte(chatMessages.seq, answer.seq)))
    .orderBy(desc(chatMessages.seq))
    .limit(MAX_PROVENANCE_TURNS);
  const conversation = turns.reverse();
  const prompt = conversation.findLast((turn) => turn.role === 'user')?.content ?? null;
  return {
    framework: frameworkOf(answer.framework) ?? 'angular',
    files: answer.files,
    componentModel: copyModel(answer.componentModel),
    validation: answer.validation,
    checklist: answer.checklist,
    provenance: {
      ...noProvenance,
      source: 'chat-message',
      sourceId: answer.id,
      prompt,
      conversation,
      model: answer.model,
      provider: answer.provider,
    },
  };
};

const fromPromptResponse = async (
  tx: Executor,
  userId: string,
  responseId: string,
): Promise<VersionDraft> => {
  const [row] = await tx
    .select({ response: promptResponses, prompt: prompts.content })
    .from(promptResponses)
    .innerJoin(prompts, eq(prompts.id, promptResponses.promptId))
    .where(isOwnPromptResponse(userId, responseId));
  if (!row) throw notFound('Generated answer');
  const { response } = row;
  if (response.files.length === 0) throw nothingToSave();
  const validation = response.metadata.validation as StoredValidation | undefined;
  return {
    framework: frameworkOf(response.framework) ?? 'angular',
    files: response.files,
    componentModel: copyModel(response.componentModel),
    validation: validation ?? null,
    checklist: response.checklist,
    provenance: {
      ...noProvenance,
      source: 'prompt-response',
      sourceId: response.id,
      prompt: row.prompt,
      conversation: [{ role: 'user', content: row.prompt }],
      model: response.model,
      provider: response.provider,
    },
  };
};

/**
 * The version a source describes. Answers are read from the user's own stored rows (another
 * user's answer is not found), so only edited code travels in the request.
 */
export const draftFromSource = (
  tx: Executor,
  userId: string,
  source: ComponentSource,
): Promise<VersionDraft> => {
  switch (source.kind) {
    case 'chat-message':
      return fromChatAnswer(tx, userId, source.id);
    case 'prompt-response':
      return fromPromptResponse(tx, userId, source.id);
    case 'files':
      return Promise.resolve({
        framework: source.framework,
        files: source.files,
        componentModel: null,
        validation: null,
        provenance: {
          ...noProvenance,
          source: 'files',
          basedOnVersion: source.basedOnVersion ?? null,
        },
      });
  }
};

/** What a version counts toward the plan's storage: its code, model and provenance as stored. */
export const draftBytes = (draft: VersionDraft): number =>
  storedJsonBytes(draft.files) +
  storedJsonBytes(draft.componentModel) +
  storedJsonBytes(draft.validation) +
  storedJsonBytes(draft.checklist ?? null) +
  storedJsonBytes(draft.provenance);
