/** The built-in engine's tools: generate, refine (with a diff) and validate components. */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  fromModel,
  generate,
  refineOrGenerate,
  upgradeModel,
  validate,
  type Framework,
  type Generation,
} from '@kiln/generator';
import { createTwoFilesPatch } from 'diff';
import { z } from 'zod';
import { designSystemDeclarations } from '../sources/design-system';
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
  confidence: z.number().describe('0–1: how much of the description was understood and met'),
  reply: z.string(),
  suggestions: z.array(z.string()),
  clarification: z
    .object({ question: z.string(), suggestions: z.array(z.string()) })
    .optional()
    .describe('set when the description names no component: no files, a question instead'),
  model: z
    .record(z.string(), z.unknown())
    .describe('the component model: pass it to refine_component to change this component'),
};

const pascalName = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
    .replace(/Component$/, '');

const kebabName = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function component(generation: Generation) {
  return {
    name: generation.model.name,
    framework: generation.model.framework,
    files: generation.files.map(({ path, language, content }) => ({ path, language, content })),
    checklist: generation.checklist,
    confidence: generation.confidence,
    reply: generation.reply,
    suggestions: generation.suggestions,
    ...(generation.clarification
      ? {
          clarification: {
            question: generation.clarification.question,
            suggestions: generation.clarification.suggestions,
          },
        }
      : {}),
    model: generation.model as unknown as Record<string, unknown>,
  };
}

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

export function registerEngineTools(server: McpServer): void {
  server.registerTool(
    'generate_component',
    {
      title: 'Generate a component',
      description:
        "Writes an Angular or React component from a plain-language description with Kiln's built-in engine (offline, in milliseconds): its files, the requirements checklist read from the description and a confidence.",
      inputSchema: {
        description: descriptionSchema.describe('what the component is and does, in plain words'),
        framework: frameworkSchema.default('angular'),
        name: z
          .string()
          .max(60)
          .regex(/^[A-Za-z][A-Za-z0-9 _-]*$/, 'letters, digits, spaces, - or _')
          .optional()
          .describe('the component name, e.g. PricingTable; otherwise the engine names it'),
      },
      outputSchema: componentShape,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ description, framework, name }) => {
      const generation = generate(description, { framework: framework as Framework });
      const named = name && !generation.clarification ? pascalName(name) : '';
      const result = named
        ? fromModel({ ...generation.model, name: named, selector: kebabName(named) })
        : generation;
      return answer(component(result));
    },
  );

  server.registerTool(
    'refine_component',
    {
      title: 'Refine a component',
      description:
        'Changes a component generate_component (or an earlier refine) wrote, by a follow-up instruction such as "add a phone field" or "make it dark": the new files, what changed, and a unified diff against the previous files.',
      inputSchema: {
        files: filesSchema.describe('the previous files, as generate_component returned them'),
        model: z
          .record(z.string(), z.unknown())
          .refine((model) => JSON.stringify(model).length <= 200_000, 'the model is too large')
          .describe('the model generate_component returned with those files'),
        instruction: descriptionSchema.describe('what to change'),
        framework: frameworkSchema.optional().describe("switch framework; otherwise the model's"),
      },
      outputSchema: {
        ...componentShape,
        changed: z.boolean(),
        message: z.string().describe('what changed, or why nothing did'),
        diff: z.string().describe('unified diff from the previous files to the new ones'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ files, model, instruction, framework }) => {
      const earlier = upgradeModel(model);
      const followUp = refineOrGenerate(
        instruction,
        { model: earlier, description: earlier.description },
        (framework as Framework | undefined) ?? earlier.framework,
      );
      return answer({
        ...component(followUp.generation),
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
    async ({ files }) => {
      const usesDesignSystem = files.some((file) => file.content.includes('@kiln/design-system'));
      const declarations = usesDesignSystem ? designSystemDeclarations() : undefined;
      const diagnostics = await validate(files, declarations ? { declarations } : {});
      return answer({
        ok: !diagnostics.some((diagnostic) => diagnostic.severity === 'error'),
        diagnostics,
      });
    },
  );
}
