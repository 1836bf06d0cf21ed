import {
  componentEditorPath,
  createComponentBodySchema,
  type AiFramework,
  type AiGeneratedFile,
} from '@kiln/contract';
import { toolTake, type KilnEngine, type RefinedSaved, type SavedVersion } from '@kiln/mcp';
import type { AiService } from '../ai/service';
import { readReference } from '../ai/session-origin';
import type { ComponentSaving } from '../components/saving';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { Validator } from '../quality/validator';

/** What the MCP tools reach on this server, for one signed-in key owner. */
export interface ServerEngineDeps {
  service: Pick<AiService, 'generateComponent' | 'startSession' | 'chat'>;
  saving: Pick<ComponentSaving, 'create' | 'addVersion'>;
  validator: Validator;
  db: Db;
  /** Where the app is served: the saved versions' editor URLs start with it. */
  publicUrl: string;
}

/** Tags the components the MCP tools save, so My components tells them apart. */
const MCP_TAG = 'mcp';
const TITLE_LENGTH = 200;

/** The framework the validation cache files the files under (the diagnostics do not depend on it). */
const frameworkOf = (files: readonly { path: string; content: string }[]): AiFramework => {
  if (files.some((file) => file.content.includes('@kiln/design-system'))) return 'react-ds';
  return files.some((file) => /\.[jt]sx$/.test(file.path)) ? 'react' : 'angular';
};

const toolFiles = (files: readonly Pick<AiGeneratedFile, 'path' | 'language' | 'content'>[]) =>
  files.map(({ path, language, content }) => ({ path, language, content }));

const sameFiles = (
  before: readonly { path: string; content: string }[],
  after: readonly { path: string; content: string }[],
) =>
  before.length === after.length &&
  before.every((file) =>
    after.some((next) => next.path === file.path && next.content === file.content),
  );

/**
 * The MCP tools' engine on this server, for one signed-in key owner. Generation takes the path of
 * POST /api/ai/generate (admitted, metered, kept in the history, counted toward the plan) and the
 * component is saved in the account; refining a saved version is a copilot conversation started
 * from it, counted like a copilot message, its answer saved as the next version. Validation runs
 * in the worker pool behind its cache, never on the event loop.
 */
export const serverEngine = (
  { service, saving, validator, db, publicUrl }: ServerEngineDeps,
  userId: string,
): KilnEngine => {
  const savedVersion = (componentId: string, version: number): SavedVersion => ({
    componentId,
    version,
    url: `${publicUrl}${componentEditorPath(componentId, version)}`,
  });

  /** Saves a generation as a new component; a refusal (the plan's limit) is said, not thrown. */
  const saveGeneration = async (responseId: string, name: string, description: string) => {
    try {
      const saved = await saving.create(
        userId,
        createComponentBodySchema.parse({
          name,
          description: description.slice(0, 1000),
          tags: [MCP_TAG],
          source: { kind: 'prompt-response', id: responseId },
        }),
      );
      return { saved: savedVersion(saved.id, saved.currentVersion) };
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return { notSaved: error.message };
      throw error;
    }
  };

  return {
    generatesWhere:
      'on this Kiln server with its AI provider, kept in your history, saved in My components and counted toward your plan like POST /api/ai/generate',
    metered: true,
    generate: async ({ description, framework, name, variants }) => {
      const result = await service.generateComponent(userId, {
        description,
        framework,
        ...(name ? { name } : {}),
        ...(variants ? { variants } : {}),
      });
      const saving =
        result.files.length > 0 ? await saveGeneration(result.id, result.name, description) : {};
      return {
        id: result.id,
        timestamp: result.timestamp,
        name: result.name,
        framework: result.framework,
        files: toolFiles(result.files),
        checklist: result.checklist,
        ...(result.clarification
          ? {
              clarification: {
                question: result.clarification.question,
                suggestions: result.clarification.suggestions,
              },
            }
          : {}),
        instructions: result.instructions,
        dependencies: result.dependencies,
        ...(result.variants ? { variants: result.variants.map(toolTake) } : {}),
        ...saving,
      };
    },
    refineSaved: async ({
      componentId,
      version,
      instruction,
      framework,
    }): Promise<RefinedSaved> => {
      const from = { kind: 'component' as const, id: componentId, version };
      // Another user's component is not found, like one that never existed.
      const { origin, files: previous } = await readReference(db, userId, from);
      const session = await service.startSession(userId, {
        title: `${origin.name}: ${instruction}`.slice(0, TITLE_LENGTH),
        from,
      });
      const answer = await service.chat(userId, {
        sessionId: session.id,
        message: instruction,
        conversationHistory: [],
        continuePreviousConversation: false,
        ...(framework ? { framework } : {}),
      });
      const changed = answer.files.length > 0 && !sameFiles(previous, answer.files);
      const next = changed
        ? await saving.addVersion(userId, componentId, {
            source: { kind: 'chat-message', id: answer.messageId },
          })
        : undefined;
      return {
        component: {
          name: origin.name,
          framework: next?.framework ?? origin.framework,
          files: toolFiles(answer.files.length > 0 ? answer.files : previous),
          checklist: answer.checklist,
          confidence: answer.confidence,
          reply: answer.message,
          suggestions: answer.suggestions,
          ...(answer.clarification
            ? {
                clarification: {
                  question: answer.clarification.question,
                  suggestions: answer.clarification.suggestions,
                },
              }
            : {}),
          id: answer.messageId,
          timestamp: answer.timestamp,
          saved: savedVersion(componentId, next?.currentVersion ?? version),
        },
        previousFiles: previous,
        changed,
        message: changed ? answer.message : `Nothing changed: ${answer.message}`,
      };
    },
    validate: async (files, signal) =>
      (await validator.validate(frameworkOf(files), files, signal)).diagnostics,
  };
};
