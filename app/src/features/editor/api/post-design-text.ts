import { useMutation } from '@tanstack/react-query';
import type { DesignTextBody, DesignTextResult } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/**
 * POST /ai/design/text: a text the preview shows, changed in the editor's files where the markup
 * writes it and nowhere else. Nothing is stored.
 */
export const postDesignText = async (body: DesignTextBody) =>
  (await apiClient.post<{ success: true; data: DesignTextResult }>('/ai/design/text', body)).data;

export const useDesignText = () => useMutation({ mutationFn: postDesignText });
