import type { CurrentProvider } from '../provider-clients';
import { BUILTIN_MODEL } from '@kiln/contract';
import type { Producer } from './producer';

/** A producer chosen for one request; `builtin` when the engine answers, on this process's event loop. */
export interface ResolvedProducer {
  producer: Producer;
  builtin: boolean;
}

export type ProducerFor = (requestedModel?: string) => Producer & {
  /** Chooses now, for a use case that treats the engine's answers apart (engine-turns.ts). */
  resolve: () => Promise<ResolvedProducer>;
};

/**
 * Which producer answers a request, from the settings in force when it runs: the provider an admin
 * chose (or the environment's), unless the request asks for the built-in engine by its model id.
 */
export const createProducerResolver = (
  current: () => Promise<CurrentProvider>,
  engine: Producer,
  modelFor: (provider: CurrentProvider) => Producer,
): ProducerFor => {
  return (requestedModel) => {
    const resolve = async (): Promise<ResolvedProducer> => {
      const provider = await current();
      return provider.settings.provider === 'openai' && requestedModel !== BUILTIN_MODEL
        ? { producer: modelFor(provider), builtin: false }
        : { producer: engine, builtin: true };
    };
    const pick = async () => (await resolve()).producer;
    return {
      resolve,
      chat: async (turn, hooks) => (await pick()).chat(turn, hooks),
      prompt: async (turn) => (await pick()).prompt(turn),
      component: async (request) => (await pick()).component(request),
      completion: async (context) => (await pick()).completion(context),
    };
  };
};
