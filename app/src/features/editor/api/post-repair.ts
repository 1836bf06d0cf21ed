import type {
  AiFramework,
  AiGeneratedFile,
  ChatAnswer,
  ChatAnswerData,
  StartSessionAnswer,
} from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** A model may take as long to repair code as to write it: the copilot's answer time. */
const REPAIR_TIMEOUT_MS = 60_000;

export type RepairRequest = {
  /** The conversation earlier repairs of this editor used; a new one is started without it. */
  sessionId: string | null;
  /** Names a new conversation, as the copilot's list shows it. */
  title: string;
  framework: AiFramework;
  files: AiGeneratedFile[];
  /** The preview's problems in plain words (`repairRequest`). */
  message: string;
};

/**
 * "Fix with AI" for hand-edited code: the preview's problems as a copilot message carrying the
 * edited files (POST /ai/copilot/chat), in the editor's own conversation (started once with
 * POST /ai/copilot/session/start). The answer's files are a proposal, applied only on request.
 */
export async function postRepair({
  sessionId,
  title,
  framework,
  files,
  message,
}: RepairRequest): Promise<ChatAnswerData> {
  const session =
    sessionId ??
    (await apiClient.post<StartSessionAnswer>('/ai/copilot/session/start', { title })).data
      .sessionId;
  return (
    await apiClient.post<ChatAnswer>(
      '/ai/copilot/chat',
      {
        sessionId: session,
        message,
        framework,
        editedFiles: files.map(({ path, type, language, content }) => ({
          path,
          type,
          language,
          content,
        })),
      },
      { timeoutMs: REPAIR_TIMEOUT_MS },
    )
  ).data;
}
