import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { AttemptStore } from '../lib/attempt-store';
import type { Metrics } from '../plugins/metrics';
import type { WorkerPool } from '../workers/pool';
import { createAnswerStops } from './answer-stops';
import { createChat } from './chat';
import { createChatRecords } from './chat-records';
import type { AiConfig } from './config';
import { createGenerateComponent } from './generate-component';
import { createGenerationHistory } from './generation-history';
import type { GuardStore } from './guards';
import { createMetering } from './metering';
import { createPromptRecords } from './prompt-records';
import { createPromptSend } from './prompt-send';
import { createEngineTurns } from './engine-turns';
import { createEngineProducer, type OnPrinted } from './producers/engine';
import { createFallbackProducer } from './producers/fallback';
import { createModelProducer } from './producers/model';
import { createProducerResolver } from './producers/resolve';
import type { CurrentProvider } from './provider-clients';
import { createProviderStatus } from './provider-status';
import { revokeSessionLease } from './session-lease';
import { createSessionService } from './sessions';
import { createSuggestions } from './suggestions';

export interface AiServiceDeps {
  db: Db;
  config: AiConfig;
  guards: GuardStore;
  /** The provider in force, from the stored settings, read for each request. */
  current: () => Promise<CurrentProvider>;
  attempts: AttemptStore;
  workers: WorkerPool;
  /** Hears of the engine's answers, so that their checks can be proven by shape. */
  onPrinted?: OnPrinted;
  metrics: Metrics;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The copilot and prompt API: each use case wired to the producers, metering and storage it needs. */
export const createAiService = (deps: AiServiceDeps) => {
  const { db, config, guards, current, attempts, workers, onPrinted, metrics, now, log } = deps;
  const metering = createMetering({
    db,
    guards,
    attempts,
    metrics,
    defaultModel: async () => (await current()).client.defaultModel,
    now,
    log,
  });
  const engine = createEngineProducer(config.maxPromptLength, onPrinted);
  const fallbackEnabled = async () => (await guards.current()).fallbackToBuiltin;
  const producerFor = createProducerResolver(current, engine, ({ client, settings }) =>
    createFallbackProducer(
      createModelProducer({
        provider: client,
        contextLength: settings.contextLength,
        validate: workers.validate,
        log,
      }),
      engine,
      fallbackEnabled,
    ),
  );
  const promptRecords = createPromptRecords(db, metering, now);
  const chatRecords = createChatRecords(db, metering);
  const stops = createAnswerStops();
  // One answer at a time: two at once (measured before the pacing) kept no more of the loop for
  // other requests and answered no faster (server/BENCHMARKS.md, 2026-11-27, engine turns).
  const turns = createEngineTurns({ concurrent: 1 });
  return {
    ...createSessionService(db, now),
    ...createProviderStatus(current, now),
    chat: createChat({ db, config, metering, records: chatRecords, producerFor, stops, now, log }),
    /** Stops the session's answer in flight, wherever it runs; true when one was stopped. */
    stopAnswer: async (userId: string, sessionId: string) => {
      const stopped = await revokeSessionLease(db, userId, sessionId);
      if (stopped) stops.stop(sessionId);
      return stopped;
    },
    sendPrompt: createPromptSend({ metering, records: promptRecords, producerFor, turns }),
    /** The built-in answers' turns on this process's event loop: running, waiting, dropped. */
    engineTurns: turns,
    generateComponent: createGenerateComponent({
      metering,
      records: promptRecords,
      producerFor,
      turns,
    }),
    suggest: createSuggestions({ config, attempts, metering, producerFor }),
    history: createGenerationHistory(db, now),
  };
};

export type AiService = ReturnType<typeof createAiService>;
