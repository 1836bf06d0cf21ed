import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ContactBody, MessageReceiptAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** POST /contact: a message to the team; answers with a receipt. */
export const postContact = (body: ContactBody) =>
  apiClient.post<MessageReceiptAnswer>('/contact', body);

export const contactMutationOptions = () =>
  mutationOptions({ mutationKey: ['contact', 'send'], mutationFn: postContact });

export const useSendContact = () => useMutation(contactMutationOptions());
