import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FeedbackBody, MessageReceiptAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** POST /feedback: product feedback, optionally rated and signed with an e-mail. */
export const postFeedback = (body: FeedbackBody) =>
  apiClient.post<MessageReceiptAnswer>('/feedback', body);

export const feedbackMutationOptions = () =>
  mutationOptions({ mutationKey: ['feedback', 'send'], mutationFn: postFeedback });

export const useSendFeedback = () => useMutation(feedbackMutationOptions());
