import type { CurrentProvider } from '../provider-clients';
import { BUILTIN_MODEL } from './engine';
import type { Producer } from './producer';

export type ProducerFor = (requestedModel?: string) => Producer;

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
    const pick = async () => {
      const provider = await current();
      return provider.settings.provider === 'openai' && requestedModel !== BUILTIN_MODEL
        ? modelFor(provider)
        : engine;
    };
    return {
      chat: async (turn, hooks) => (await pick()).chat(turn, hooks),
      prompt: async (turn) => (await pick()).prompt(turn),
      component: async (request) => (await pick()).component(request),
      completion: async (context) => (await pick()).completion(context),
    };
  };
};
