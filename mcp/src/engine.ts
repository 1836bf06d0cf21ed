/**
 * Who answers generate_component and validate_component. The tools are declared once (tools/);
 * the engine they call is the offline built-in one in kiln-mcp, and a Kiln server passes its own:
 * generation through the account's metering, validation in its worker pool.
 */
import {
  fromModel,
  generate,
  printedVariants,
  validate,
  type Framework,
  type Generation,
} from '@kiln/generator';
import { designSystemDeclarations } from './sources/design-system';

export interface GenerateInput {
  description: string;
  framework: Framework;
  name?: string | undefined;
  /** 2–3: that many takes of the component in other layouts, beside it. */
  variants?: number | undefined;
}

export interface ComponentFile {
  path: string;
  language: string;
  content: string;
}

/** A component as generate_component answers it; the optional parts depend on the engine. */
export interface GeneratedComponent {
  name: string;
  framework: Framework;
  files: ComponentFile[];
  checklist: { id: string; kind: string; label: string; met: boolean; reason?: string }[];
  clarification?: { question: string; suggestions: string[] };
  /** The takes asked for with `variants`: the same component in other layouts. */
  variants?: {
    label: string;
    files: ComponentFile[];
    checklist: GeneratedComponent['checklist'];
  }[];
  /** The built-in engine's: its confidence, reply, follow-up ideas and model (for refine). */
  confidence?: number;
  reply?: string;
  suggestions?: string[];
  model?: Record<string, unknown>;
  /** A server's: the generation's entry in the account's history, and how to use the files. */
  id?: string;
  timestamp?: string;
  instructions?: string;
  dependencies?: string[];
  /** A server's: the component saved in the account, and where the app opens it. */
  saved?: SavedVersion;
  /** A server's: why the component could not be saved (the answer itself stands). */
  notSaved?: string;
}

/** One version of a component saved in a Kiln account. */
export interface SavedVersion {
  componentId: string;
  version: number;
  /** The app's AI code editor on this version. */
  url: string;
}

/** What refine_component asks of a saved version: an instruction, optionally another framework. */
export interface RefineSavedInput {
  componentId: string;
  version: number;
  instruction: string;
  framework?: Framework | undefined;
}

/** A refined saved version: the new component (saved as the next version) and what it replaces. */
export interface RefinedSaved {
  component: GeneratedComponent;
  previousFiles: { path: string; content: string }[];
  changed: boolean;
  message: string;
}

export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  message: string;
  severity: string;
  source: string;
}

export interface KilnEngine {
  /** Said in generate_component's description: where the component is written. */
  generatesWhere: string;
  /** Whether a generation is kept and counted toward an account's plan. */
  metered: boolean;
  generate(input: GenerateInput, signal?: AbortSignal): Promise<GeneratedComponent>;
  /**
   * A server's: refines one of the account's saved versions through its copilot (counted like a
   * copilot message) and saves the answer as the component's next version. The offline engine has
   * no saved versions.
   */
  refineSaved?(input: RefineSavedInput, signal?: AbortSignal): Promise<RefinedSaved>;
  validate(files: { path: string; content: string }[], signal?: AbortSignal): Promise<Diagnostic[]>;
}

const pascalName = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
    .replace(/Component$/, '');

const kebabName = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** A take as the tools answer it: its files without their kinds. */
export const toolTake = (take: {
  label: string;
  files: readonly ComponentFile[];
  checklist: GeneratedComponent['checklist'];
}) => ({
  label: take.label,
  files: take.files.map(({ path, language, content }) => ({ path, language, content })),
  checklist: take.checklist,
});

/** A generation of the built-in engine as the tools answer it. */
export function engineComponent(generation: Generation): GeneratedComponent {
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

/** The built-in engine in this process: offline, in milliseconds, nothing counted. */
export const offlineEngine: KilnEngine = {
  generatesWhere: "with Kiln's built-in engine (offline, in milliseconds)",
  metered: false,
  generate: async ({ description, framework, name, variants }) => {
    const generation = generate(description, { framework });
    const named = name && !generation.clarification ? pascalName(name) : '';
    const component = engineComponent(
      named
        ? fromModel({ ...generation.model, name: named, selector: kebabName(named) })
        : generation,
    );
    if (!variants || variants < 2 || generation.clarification) return component;
    const model = named
      ? { ...generation.model, name: named, selector: kebabName(named) }
      : generation.model;
    return { ...component, variants: printedVariants(model, variants).map(toolTake) };
  },
  validate: (files) => {
    const usesDesignSystem = files.some((file) => file.content.includes('@kiln/design-system'));
    const declarations = usesDesignSystem ? designSystemDeclarations() : undefined;
    return validate(files, declarations ? { declarations } : {});
  },
};
