import { isDeepStrictEqual } from 'node:util';
import { BUILTIN_MODEL, ErrorCode } from '@kiln/contract';
import {
  checkRequirements,
  clarificationFor,
  continueConversation,
  generateFromRequestWithModel,
  GeneratorError,
  interpret,
  metShare,
  printedVariants,
  refineOrGenerate,
  type ComponentModel,
  type FollowUp,
} from '@kiln/generator';
import { AppError } from '../../errors';
import { answerStopped, emptyMessage, promptTooLong } from '../errors';
import { fenced } from '../parse';
import { readStoredModel } from '../../lib/stored-model';
import type { StreamHooks } from './model-answer';
import { NO_DIAGNOSTICS, type ChatTurn, type Producer, type Produced } from './producer';
import type { StoredFile } from '../../db/schema/index';

/** The engine's input errors, as the same codes the request checks answer with. */
const engineError = (error: unknown, limit: number): unknown => {
  if (!(error instanceof GeneratorError)) return error;
  if (error.code === 'EMPTY_DESCRIPTION') return emptyMessage();
  if (error.code === 'DESCRIPTION_TOO_LONG') return promptTooLong(limit + 1, limit);
  return new AppError(400, ErrorCode.validation, error.message, { field: 'message' });
};

const engineProduced = (
  fields: Omit<Produced, 'validation' | 'provider' | 'model' | 'first' | 'repair'>,
): Produced => ({
  ...fields,
  validation: NO_DIAGNOSTICS,
  provider: 'builtin',
  model: BUILTIN_MODEL,
  first: undefined,
  repair: undefined,
});

/** The same component in another framework: every part of the model but its framework is equal. */
const onlyFrameworkChanged = (previous: ComponentModel | undefined, next: ComponentModel) =>
  previous !== undefined &&
  previous.framework !== next.framework &&
  isDeepStrictEqual({ ...previous, framework: next.framework }, next);

/**
 * A follow-up's answer; one that changed nothing shows no code, and one that only switched the
 * framework of the component it follows is a re-print (not charged).
 */
const fromFollowUp = (
  { message, generation, changed }: FollowUp,
  previous: ComponentModel | undefined,
): Produced => ({
  ...engineProduced({
    message,
    codeBlocks: changed ? generation.codeBlocks : [],
    files: changed ? generation.files : [],
    suggestions: generation.suggestions,
    confidence: changed ? generation.confidence : 0,
    checklist: changed ? generation.checklist : [],
    clarification: generation.clarification,
    framework: generation.model.framework,
    componentModel: generation.model,
  }),
  ...(changed && onlyFrameworkChanged(previous, generation.model) ? { reprinted: true } : {}),
});

/**
 * The engine writes code only from its own model of a component: asked about code edited by hand
 * (the editor's "Fix with AI"), it would throw the edits away, so it says so in plain words.
 */
export const HAND_EDITED_ANSWER =
  'Kiln’s built-in engine writes components from its own model of them, so it cannot repair code ' +
  'edited by hand: a new answer would replace your edits. The problems the preview found are in ' +
  'your edited files: fix them in the editor, or ask an administrator to connect an AI model in ' +
  'the AI settings, which repairs edited code.';

const handEditedAnswer = (turn: ChatTurn): Produced =>
  engineProduced({
    message: HAND_EDITED_ANSWER,
    codeBlocks: [],
    files: [],
    suggestions: [],
    confidence: 0,
    checklist: [],
    framework: turn.requestedFramework ?? turn.framework,
    componentModel: undefined,
  });

/** Lets a stream's consumer see each piece before the next is produced, and notice a stop. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** About a line of code or a short phrase: the size of piece a model's stream delivers. */
const PIECE_LENGTH = 48;

/** Cuts text into pieces that end at a line or word break where one is near. */
export const streamPieces = (text: string): string[] => {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + PIECE_LENGTH, text.length);
    if (end < text.length) {
      const newline = text.lastIndexOf('\n', end);
      const space = text.lastIndexOf(' ', end);
      const cut = Math.max(newline, space);
      if (cut > start) end = cut + 1;
    }
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
};

/** The engine answers at once; a stream still receives it the way a model writes it, piece by piece: prose, then code. */
const replay = async (produced: Produced, hooks: StreamHooks) => {
  const code = produced.codeBlocks.length ? `\n\n${fenced(produced.codeBlocks)}` : '';
  for (const piece of streamPieces(`${produced.message}${code}`)) {
    if (hooks.signal.aborted) throw answerStopped();
    hooks.onDelta(piece);
    await yieldToLoop();
  }
};

/** Told of each answer with code the engine printed from a model (quality/shape-proofs.ts). */
export type OnPrinted = (model: ComponentModel, files: readonly StoredFile[]) => void;

/**
 * The built-in engine: offline, deterministic, answering from its component model. `onPrinted`
 * hears of each answer's files with the model they were printed from, so its checks can be proven
 * by the model's shape.
 */
export const createEngineProducer = (
  maxPromptLength: number,
  onPrinted: OnPrinted = () => undefined,
): Producer => {
  const printed = (produced: Produced): Produced => {
    if (produced.componentModel && produced.files.length > 0)
      onPrinted(produced.componentModel, produced.files);
    return produced;
  };
  const run = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      throw engineError(error, maxPromptLength);
    }
  };

  return {
    chat: async (turn, hooks) => {
      if (turn.editedFiles) {
        const produced = handEditedAnswer(turn);
        if (hooks) await replay(produced, hooks);
        return produced;
      }
      const answer = run(() =>
        continueConversation(turn.text, turn.previousModel, turn.requestedFramework),
      );
      // A message that changed nothing is stored without a component: the earlier one stays the latest.
      const produced = answer.changed
        ? printed(fromFollowUp(answer, turn.previousModel))
        : {
            ...fromFollowUp(answer, turn.previousModel),
            framework: turn.previousModel?.framework ?? turn.framework,
            componentModel: undefined,
          };
      if (hooks) await replay(produced, hooks);
      return produced;
    },

    prompt: async (turn) => {
      const earlier = turn.earlier && {
        model: readStoredModel(turn.earlier.componentModel),
        description: turn.earlier.content,
      };
      return printed(
        fromFollowUp(
          run(() => refineOrGenerate(turn.text, earlier, turn.framework)),
          earlier?.model,
        ),
      );
    },

    component: async ({ request, description, framework: asked, at }) => {
      // A description that names no component, with nothing else to go on, is asked about instead.
      const clarification =
        request.description && !request.type && !request.features?.length
          ? run(() => clarificationFor(interpret(request.description ?? '')))
          : undefined;
      if (clarification) {
        const produced = engineProduced({
          message: clarification.question,
          codeBlocks: [],
          files: [],
          suggestions: clarification.suggestions,
          confidence: 0,
          checklist: [],
          clarification,
          framework: asked,
          componentModel: undefined,
        });
        const result = {
          name: request.name ?? '',
          framework: asked,
          files: [],
          dependencies: [],
          instructions: clarification.question,
          checklist: [],
          clarification,
        };
        return { produced, result };
      }
      const { result: generated, model } = run(() =>
        generateFromRequestWithModel({ ...request, props: request.props ?? [] }, at.toISOString()),
      );
      onPrinted(model, generated.files);
      // The checklist reads what the request asked for in words; the confidence comes from it.
      const checklist = checkRequirements(request.description || description, generated.files);
      const produced = engineProduced({
        message: generated.instructions,
        codeBlocks: generated.files.map((f) => ({ language: f.language, code: f.content })),
        files: generated.files,
        suggestions: [],
        confidence: metShare(checklist),
        checklist,
        framework: generated.framework,
        componentModel: undefined,
      });
      const { name, framework, files, dependencies, instructions } = generated;
      return {
        produced,
        result: {
          name,
          framework,
          files,
          dependencies,
          instructions,
          checklist,
          // The takes asked for (2–3): the model printed in other layouts, not charged or kept.
          ...(request.variants && request.variants > 1
            ? { variants: printedVariants(model, request.variants) }
            : {}),
        },
      };
    },

    completion: async () => ({ model: BUILTIN_MODEL, call: undefined }),
  };
};
