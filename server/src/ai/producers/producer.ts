import type {
  AiFramework,
  AiProviderId,
  CodeGenerationRequestBody,
  CodeValidation,
  GeneratedCodeResultData,
  Clarification,
  RequirementItem,
} from '@kiln/contract';
import type { ComponentModel } from '@kiln/generator';
import type {
  ChatMessageRow,
  PromptResponseRow,
  StoredCodeBlock,
  StoredFile,
} from '../../db/schema/index';
import type { CursorContext } from '../editor';
import type { LlmResult } from '../providers/openai';
import type { StreamHooks } from './model-answer';

/** What one answer produced, whichever producer wrote it. */
export interface Produced {
  message: string;
  codeBlocks: StoredCodeBlock[];
  files: StoredFile[];
  suggestions: string[];
  confidence: number;
  /** What the message asked for, each item checked against `files`; empty without code. */
  checklist: RequirementItem[];
  /** The message named no component: the question asked back; nothing is charged or listed. */
  clarification?: Clarification | undefined;
  validation: CodeValidation;
  provider: AiProviderId;
  model: string;
  framework: AiFramework;
  /** The engine's model of the component, kept so a later message can refine it. */
  componentModel: ComponentModel | undefined;
  /** The model's first call and its repair call, metered as generation events. */
  first: LlmResult | undefined;
  repair: LlmResult | undefined;
  /**
   * The built-in engine wrote the earlier answer's component again, unchanged but for its
   * framework: a re-print of a model it already built, not a new generation, so it is not
   * charged. A model provider's conversion is a new generation and never sets it.
   */
  reprinted?: boolean;
}

export const NO_DIAGNOSTICS: CodeValidation = { valid: true, repaired: false, diagnostics: [] };

/** A chat message with what the conversation already holds. */
export interface ChatTurn {
  text: string;
  /** The stored turns the answer follows, oldest first. */
  history: ChatMessageRow[];
  /** The session's stored context, then the message's own. */
  contexts: (Record<string, unknown> | null | undefined)[];
  /** The framework the answer is written for: asked, remembered, or the default. */
  framework: AiFramework;
  /** The framework the message itself asks for, if any. */
  requestedFramework: AiFramework | undefined;
  /** The latest component the engine built in this conversation. */
  previousModel: ComponentModel | undefined;
  /**
   * The component the conversation was started from ("Customize in copilot"), while no answer of
   * the conversation holds a model: a model provider is shown its code, the engine its model.
   */
  startingPoint?: { name: string; files: StoredFile[] };
  /** Code the person edited by hand that the message is about (the editor's "Fix with AI"). */
  editedFiles: StoredFile[] | undefined;
}

/** A prompt record: a new component, or a change to an earlier answer. */
export interface PromptTurn {
  text: string;
  earlier: PromptResponseRow | undefined;
  framework: AiFramework;
  /** A model the client asked for by id. */
  model: string | undefined;
}

/** A structured code-generation request, described in plain sentences. */
export interface ComponentRequest {
  request: CodeGenerationRequestBody;
  description: string;
  framework: AiFramework;
  at: Date;
}

export interface ProducedComponent {
  produced: Produced;
  result: Omit<GeneratedCodeResultData, 'id' | 'timestamp'>;
}

/** An editor completion at the cursor; no call when the producer has none to offer. */
export interface Completion {
  model: string;
  call: LlmResult | undefined;
}

/** Writes answers: the built-in engine, or a model behind an OpenAI-compatible provider. */
export interface Producer {
  chat(turn: ChatTurn, hooks: StreamHooks | undefined): Promise<Produced>;
  prompt(turn: PromptTurn): Promise<Produced>;
  component(request: ComponentRequest): Promise<ProducedComponent>;
  completion(context: CursorContext): Promise<Completion>;
}
