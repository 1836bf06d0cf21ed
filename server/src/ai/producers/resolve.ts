import type { AiConfig } from '../config';
import { BUILTIN_MODEL } from './engine';
import type { Producer } from './producer';

export type ProducerFor = (requestedModel?: string) => Producer;

/**
 * Which producer answers a request, from the current settings: the configured provider, unless the
 * request asks for the built-in engine by its model id.
 */
export const createProducerResolver =
  (config: Pick<AiConfig, 'provider'>, engine: Producer, model: Producer): ProducerFor =>
  (requestedModel) =>
    config.provider === 'openai' && requestedModel !== BUILTIN_MODEL ? model : engine;
