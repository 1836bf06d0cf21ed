import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiFramework, PromptSendAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { showUsageAfter } from '../../../lib/session/usage';
import { historyQueryKey } from './get-history';

export type Regeneration = { prompt: string; framework: AiFramework | null };

/** POST /ai/prompt/send: the same prompt and framework again, for a new answer. */
export const postPromptSend = ({ prompt, framework }: Regeneration) =>
  apiClient.post<PromptSendAnswer>('/ai/prompt/send', {
    content: prompt,
    type: 'generate',
    ...(framework ? { context: { framework } } : {}),
  });

export const regenerateMutationOptions = () =>
  mutationOptions({ mutationKey: ['ai', 'prompt', 'send'], mutationFn: postPromptSend });

export function useRegenerate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...regenerateMutationOptions(),
    // A charged answer moves the header's usage line at once.
    onSuccess: (answer) => {
      const usage = answer.data.metadata.usage;
      if (usage) showUsageAfter(usage);
    },
    // The dashboard reads the profile and analytics.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
