import {
  describeDesignEdit,
  type AiFramework,
  type DesignEdit,
  type DesignResult,
  type DesignTake,
} from '@kiln/contract';
import {
  applyDesignEdits,
  checkRequirements,
  frameworkOf,
  DesignEditError,
  designParts,
  fromModel,
  layoutsFor,
  replaceMarkupText,
  variantTakes,
  type ComponentModel,
  type GeneratedFile,
} from '@kiln/generator';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages, chatSessions, type ChatMessageRow } from '../db/schema/index';
import { notFound, validationError } from '../errors';
import { readStoredModel, toStoredModel } from '../lib/stored-model';
import type { Validator } from '../quality/validator';
import { tokenColor } from './design-tokens';
import { keptEditsMessage } from './design-words';
import { toMessage } from './sessions';

/** An answer being designed: its stored row, what it was asked, and how it is edited. */
interface Designed {
  row: ChatMessageRow;
  framework: AiFramework;
  model: ComponentModel | undefined;
  /** What the answer was asked (the conversation's message before it), for its checklist. */
  asked: string;
}

/** A request design mode cannot act on, said for the body's field it is about. */
const badRequest = (message: string, path: string, location: 'body' | 'params' = 'body') =>
  validationError(message, { location, fields: [{ path, message }] });

/** The edits of the contract in the engine's terms: a token colour becomes the model's hex. */
const modelEdits = (edits: readonly DesignEdit[]) =>
  edits.map((edit) => {
    if (edit.op === 'replace-text')
      throw badRequest(
        'This component was written by Kiln’s engine: edit its parts, not its text',
        'edits',
      );
    if (edit.op !== 'style') return edit;
    const { color, op, ...rest } = edit;
    return { op, ...rest, ...(color ? { primary: tokenColor(color) } : {}) };
  });

/**
 * Each edit in words, naming a part by the label it had just before that edit (the same words the
 * panel's list of edits shows).
 */
const wordsOf = (designed: Designed, edits: readonly DesignEdit[]) =>
  edits.map((edit, index) =>
    describeDesignEdit(
      edit,
      designed.model
        ? designParts(applyDesignEdits(designed.model, modelEdits(edits.slice(0, index))))
        : [],
    ),
  );

/** The engine's refusal of an edit (a part gone, a move past the end) is the person's mistake. */
export const asRequestError = (error: unknown, path = 'edits'): unknown =>
  error instanceof DesignEditError ? badRequest(error.message, path) : error;

/**
 * Design mode's service: an answer's edits applied (through the engine's model when it wrote the
 * answer, else through the markup's text), checked, and kept as a new answer; and its variants.
 * Nothing here calls a model or charges a generation.
 */
export const createDesign = (db: Db, validator: Validator, now: () => Date) => {
  /** One of the user's answers with code, in that session; anyone else's is not found. */
  const load = async (userId: string, sessionId: string, messageId: string): Promise<Designed> => {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.id, messageId),
          eq(chatMessages.sessionId, sessionId),
          eq(chatMessages.userId, userId),
          eq(chatMessages.role, 'ai'),
        ),
      );
    if (!row || row.files.length === 0) throw notFound('Answer with code');
    const [question] = await db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.sessionId, sessionId),
          eq(chatMessages.role, 'user'),
          lt(chatMessages.seq, row.seq),
        ),
      )
      .orderBy(desc(chatMessages.seq))
      .limit(1);
    const model = readStoredModel(row.componentModel);
    return {
      row,
      framework: frameworkOf(row.framework) ?? model?.framework ?? 'angular',
      model,
      asked: model?.description ?? question?.content ?? '',
    };
  };

  const checked = async (framework: AiFramework, files: GeneratedFile[]) => {
    const { diagnostics } = await validator.validate(framework, files);
    const valid = !diagnostics.some((diagnostic) => diagnostic.severity === 'error');
    return { valid, repaired: false, diagnostics };
  };

  /** The answer with `edits` applied, its parts, files, checklist and checks. */
  const apply = async (designed: Designed, edits: readonly DesignEdit[]) => {
    try {
      if (designed.model) {
        const model = applyDesignEdits(designed.model, modelEdits(edits));
        const generation = fromModel(model);
        // Printed by the engine from a model: a shape already proven is not type-checked again
        // (a text edit keeps the answer's shape), a new one is checked once (shape-proofs.ts).
        validator.printed(model, generation.files);
        const result: DesignResult = {
          mode: 'model',
          parts: designParts(model),
          layouts: layoutsFor(model),
          files: generation.files,
          checklist: generation.checklist,
          validation: await checked(designed.framework, generation.files),
        };
        return { result, model, generation };
      }
      let files: GeneratedFile[] = designed.row.files as GeneratedFile[];
      for (const edit of edits) {
        if (edit.op !== 'replace-text')
          throw badRequest(
            'This code was not written by Kiln’s engine: only its text can be edited',
            'edits',
          );
        files = replaceMarkupText(files, designed.framework, edit);
      }
      const result: DesignResult = {
        mode: 'text',
        parts: [],
        layouts: [],
        files,
        checklist: checkRequirements(designed.asked, files),
        validation: await checked(designed.framework, files),
      };
      return { result, model: undefined, generation: undefined };
    } catch (error) {
      throw asRequestError(error);
    }
  };

  const preview = async (
    userId: string,
    sessionId: string,
    messageId: string,
    edits: readonly DesignEdit[],
  ): Promise<DesignResult> => (await apply(await load(userId, sessionId, messageId), edits)).result;

  /** Stores the edited answer as the conversation's newest answer: no generation is used. */
  const keep = async (
    userId: string,
    sessionId: string,
    messageId: string,
    edits: readonly DesignEdit[],
  ) => {
    if (edits.length === 0) throw badRequest('There are no edits to keep', 'edits');
    const designed = await load(userId, sessionId, messageId);
    const { result, model, generation } = await apply(designed, edits);
    const at = now();
    const row = await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(chatMessages)
        .values({
          sessionId,
          userId,
          role: 'ai',
          content: keptEditsMessage(wordsOf(designed, edits)),
          codeBlocks:
            generation?.codeBlocks ??
            result.files.map((file) => ({ language: file.language, code: file.content })),
          files: result.files,
          suggestions: [],
          confidence: generation?.confidence ?? designed.row.confidence,
          checklist: result.checklist,
          provider: designed.row.provider,
          model: designed.row.model,
          framework: designed.framework,
          componentModel: toStoredModel(model),
          validation: result.validation,
          createdAt: at,
        })
        .returning();
      await tx.update(chatSessions).set({ lastActivity: at }).where(eq(chatSessions.id, sessionId));
      return stored;
    });
    if (!row) throw new Error('the edited answer was not stored');
    return toMessage(row);
  };

  /** Up to `count` takes on the answer's description: the engine's model in other styles. */
  const variants = async (
    userId: string,
    sessionId: string,
    messageId: string,
    count: number,
  ): Promise<DesignTake[]> => {
    const designed = await load(userId, sessionId, messageId);
    if (!designed.model)
      throw badRequest(
        'Variants are drawn from Kiln’s engine’s model of a component; this code was written without one',
        'messageId',
        'params',
      );
    const takes: DesignTake[] = [];
    for (const take of variantTakes(designed.model, count)) {
      const edits: DesignEdit[] = [{ op: 'style', ...take.style }];
      takes.push({ label: take.label, edits, ...(await apply(designed, edits)).result });
    }
    return takes;
  };

  return { preview, keep, variants };
};

export type Design = ReturnType<typeof createDesign>;
