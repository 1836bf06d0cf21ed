/** The built-in engine's tools: generate, refine (with a diff) and validate components. */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { refineOrGenerate, upgradeModel, type Framework } from '@kiln/generator';
import { createTwoFilesPatch } from 'diff';
import { z } from 'zod';
import { engineComponent, type KilnEngine } from '../engine';
import {
  answer,
  checklistSchema,
  descriptionSchema,
  diagnosticSchema,
  filesSchema,
  frameworkSchema,
  outputFileSchema,
} from '../schemas';

const componentShape = {
  name: z.string(),
  framework: frameworkSchema,
  files: z.array(outputFileSchema),
  checklist: checklistSchema.describe(
    'the requirements read from the description, each met or not',
  ),
  clarification: z
    .object({ question: z.string(), suggestions: z.array(z.string()) })
    .optional()
    .describe('set when the description names no component: no files, a question instead'),
  confidence: z
    .number()
    .optional()
    .describe('built-in engine: 0–1, how much of the description was understood and met'),
  reply: z.string().optional(),
  suggestions: z.array(z.string()).optional(),
  model: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('built-in engine: the component model; pass it to refine_component to change it'),
  id: z
    .string()
    .optional()
    .describe("on a Kiln server: the generation's entry in the account's history"),
  timestamp: z.string().optional(),
  instructions: z.string().optional().describe('on a Kiln server: how to use the files'),
  dependencies: z.array(z.string()).optional().describe('on a Kiln server: npm packages needed'),
  saved: z
    .object({ componentId: z.string(), version: z.number(), url: z.string() })
    .optional()
    .describe(
      'on a Kiln server: the component saved in the account (pass componentId and version to refine_component) and its editor URL',
    ),
  notSaved: z.string().optional().describe('on a Kiln server: why the component was not saved'),
  variants: z
    .array(
      z.object({ label: z.string(), files: z.array(outputFileSchema), checklist: checklistSchema }),
    )
    .optional()
    .describe('the takes asked for with variants: the same component in other styles'),
};

/** A tool's refusal of arguments it cannot act on: an error result the agent reads and corrects. */
const refusal = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

const REFINE_NEEDS =
  'Send the files and model generate_component returned, or (on a Kiln server) the componentId and version it saved.';
const NO_SAVED_VERSIONS =
  'Saved versions live on a Kiln server: start kiln-mcp with --server URL and KILN_API_KEY to refine them, or send the files and model generate_component returned.';

/** One unified diff per file that changed, was added or was removed. */
function diffOf(
  before: { path: string; content: string }[],
  after: { path: string; content: string }[],
) {
  const paths = [...new Set([...before, ...after].map((file) => file.path))];
  return paths
    .map((path) => {
      const old = before.find((file) => file.path === path)?.content ?? '';
      const next = after.find((file) => file.path === path)?.content ?? '';
      return old === next ? '' : createTwoFilesPatch(`a/${path}`, `b/${path}`, old, next);
    })
    .filter(Boolean)
    .join('\n');
}

export function registerEngineTools(server: McpServer, engine: KilnEngine): void {
  server.registerTool(
    'generate_component',
    {
      title: 'Generate a component',
      description: `Writes an Angular or React component from a plain-language description ${engine.generatesWhere}: its files and the requirements checklist read from the description.`,
      inputSchema: {
        description: descriptionSchema.describe('what the component is and does, in plain words'),
        framework: frameworkSchema.default('angular'),
        name: z
          .string()
          .max(60)
          .regex(/^[A-Za-z][A-Za-z0-9 _-]*$/, 'letters, digits, spaces, - or _')
          .optional()
          .describe('the component name, e.g. PricingTable; otherwise the engine names it'),
        variants: z
          .number()
          .int()
          .min(1)
          .max(3)
          .optional()
          .describe(
            '2 or 3: also answer that many takes in other styles (density, corners, emphasis), built-in engine only, not counted beyond the component',
          ),
      },
      outputSchema: componentShape,
      // Served by a Kiln server, a generation is kept in the account's history and counted.
      annotations: { readOnlyHint: !engine.metered, openWorldHint: false },
    },
    async ({ description, framework, name, variants }, { signal }) =>
      answer({
        ...(await engine.generate(
          { description, framework: framework as Framework, name, variants },
          signal,
        )),
      }),
  );

  server.registerTool(
    'refine_component',
    {
      title: 'Refine a component',
      description:
        'Changes a component generate_component (or an earlier refine) wrote, by a follow-up instruction such as "add a phone field" or "make it dark": the new files, what changed, and a unified diff against the previous files. Pass the files and model it returned, or on a Kiln server the componentId and version it saved.',
      inputSchema: {
        instruction: descriptionSchema.describe('what to change'),
        files: filesSchema
          .optional()
          .describe('the previous files, as generate_component returned them (with model)'),
        model: z
          .record(z.string(), z.unknown())
          .refine((model) => JSON.stringify(model).length <= 200_000, 'the model is too large')
          .optional()
          .describe('the model the built-in engine returned with those files (with files)'),
        componentId: z
          .uuid()
          .optional()
          .describe(
            'on a Kiln server, instead of files and model: a saved component (generate_component’s saved.componentId); the answer is saved as its next version',
          ),
        version: z
          .number()
          .int()
          .min(1)
          .max(1_000_000)
          .optional()
          .describe('the version of componentId to refine'),
        framework: frameworkSchema.optional().describe("switch framework; otherwise the model's"),
      },
      outputSchema: {
        ...componentShape,
        changed: z.boolean(),
        message: z.string().describe('what changed, or why nothing did'),
        diff: z.string().describe('unified diff from the previous files to the new ones'),
      },
      // On a Kiln server, refining a saved version counts and saves a version.
      annotations: { readOnlyHint: !engine.refineSaved, openWorldHint: false },
    },
    async ({ files, model, componentId, version, instruction, framework }, { signal }) => {
      const chosen = framework as Framework | undefined;
      if (componentId !== undefined || version !== undefined) {
        if (componentId === undefined || version === undefined)
          return refusal('Send both componentId and version to refine a saved version.');
        if (!engine.refineSaved) return refusal(NO_SAVED_VERSIONS);
        const refined = await engine.refineSaved(
          { componentId, version, instruction, framework: chosen },
          signal,
        );
        return answer({
          ...refined.component,
          changed: refined.changed,
          message: refined.message,
          diff: diffOf(refined.previousFiles, refined.component.files),
        });
      }
      if (!files || !model) return refusal(REFINE_NEEDS);
      const earlier = upgradeModel(model);
      const followUp = refineOrGenerate(
        instruction,
        { model: earlier, description: earlier.description },
        chosen ?? earlier.framework,
      );
      return answer({
        ...engineComponent(followUp.generation),
        changed: followUp.changed,
        message: followUp.message,
        diff: diffOf(files, followUp.generation.files),
      });
    },
  );

  server.registerTool(
    'validate_component',
    {
      title: 'Validate component files',
      description:
        "Checks a component's files with the real tools, offline: TypeScript (Angular and React option sets, with @kiln/design-system's types), Angular's template parser and sass. No diagnostics means every file parses and type-checks.",
      inputSchema: { files: filesSchema },
      outputSchema: {
        ok: z.boolean().describe('true when there is no error'),
        diagnostics: z.array(diagnosticSchema),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ files }, { signal }) => {
      const diagnostics = await engine.validate(files, signal);
      return answer({
        ok: !diagnostics.some((diagnostic) => diagnostic.severity === 'error'),
        diagnostics,
      });
    },
  );
}
