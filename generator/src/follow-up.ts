import { fromModel, generate, type Generation } from './generate';
import { interpret } from './interpret';
import type { ComponentModel, Framework } from './model';
import { refine } from './refine';

/** The engine's answer to a message that follows an earlier component. */
export interface FollowUp {
  /** The reply for the chat: what changed, or why nothing did. */
  message: string;
  /** The component as it stands after the message: changed, new, or as it was. */
  generation: Generation;
  /** False when the message changed nothing: the answer then shows no code. */
  changed: boolean;
}

const withFramework = (model: ComponentModel, framework: Framework | undefined): ComponentModel =>
  framework && framework !== model.framework ? { ...model, framework } : model;

const fresh = (generation: Generation): FollowUp => ({
  message: generation.reply,
  generation,
  changed: true,
});

/**
 * A chat turn. With an earlier component, the message is first read as a change to it (refine); a
 * message that changes nothing but clearly names another component starts a new one; anything else
 * is answered with the engine's note and no code.
 */
export function continueConversation(
  message: string,
  previous: ComponentModel | undefined,
  framework: Framework | undefined,
): FollowUp {
  if (!previous) return fresh(generate(message, framework ? { framework } : {}));
  const refinement = refine(withFramework(previous, framework), message);
  if (refinement.changed) {
    const generation = fromModel(refinement.model);
    return { message: `${refinement.note} ${generation.reply}`, generation, changed: true };
  }
  const other = interpret(message, previous);
  if (other.understood.length > 0 && other.archetype !== previous.archetype)
    return fresh(fromModel(withFramework(other, framework ?? previous.framework)));
  const current = fromModel(withFramework(previous, framework));
  return { message: refinement.note, generation: current, changed: false };
}

/** The earlier answer a refine request names: its component when the engine wrote one, and its text. */
export interface EarlierAnswer {
  model: ComponentModel | undefined;
  description: string;
}

/**
 * A prompt record's rule: refine the earlier answer's component when there is one; otherwise
 * generate anew from the earlier answer's text and the instruction (or the instruction alone).
 */
export function refineOrGenerate(
  instruction: string,
  earlier: EarlierAnswer | undefined,
  framework: Framework,
): FollowUp {
  if (!earlier?.model) {
    const text = earlier ? `${earlier.description}. ${instruction}` : instruction;
    return fresh(generate(text, { framework }));
  }
  const refinement = refine({ ...earlier.model, framework }, instruction);
  const generation = fromModel(refinement.model);
  return refinement.changed
    ? { message: `${refinement.note} ${generation.reply}`, generation, changed: true }
    : { message: refinement.note, generation, changed: false };
}
