import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/**
 * POST /components/import: the archive as multipart. Without `confirm` the server only reads it
 * and lists what it holds; with it, the same file is read again and saved.
 */
export const postImport = async ({ file, confirm }: { file: File; confirm: boolean }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return (
    await apiClient.post<ImportAnswer>(
      `/components/import${confirm ? '?confirm=true' : ''}`,
      form,
      {
        timeoutMs: 120_000,
      },
    )
  ).data;
};

export const useImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['components', 'import'],
    mutationFn: postImport,
    onSuccess: (result) => {
      if (result.confirmed) void queryClient.invalidateQueries({ queryKey: ['components'] });
    },
  });
};
