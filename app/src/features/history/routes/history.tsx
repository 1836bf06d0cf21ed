import * as React from 'react';
import type { HistoryItem, HistoryQuery } from '@kiln/contract';
import { EmptyState, Pagination, Skeleton, toast } from '@kiln/design-system';
import { ApiError } from '../../../lib/api/client';
import { copyAllFiles, downloadFile } from '../../../lib/file-actions';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { WidgetBoundary } from '../../../components/widget-boundary';
import { useClearHistory } from '../api/delete-history';
import { useDeleteHistoryEntry } from '../api/delete-history-entry';
import { getAnswerArchive } from '../api/get-answer-archive';
import { useHistory } from '../api/get-history';
import { useSaveComponent } from '../api/post-component';
import { useRegenerate } from '../api/post-prompt-send';
import { ClearHistoryDialog } from '../components/clear-history-dialog';
import { HistoryEntry } from '../components/history-entry';
import { HistoryFilters, type HistoryFilterValues } from '../components/history-filters';
import { nameFromPrompt } from '../history-text';

const noFilters: HistoryFilterValues = { search: '', framework: 'all', status: 'all' };

const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;

function HistoryList() {
  const [filters, setFilters] = React.useState(noFilters);
  const [page, setPage] = React.useState(1);
  const [openKey, setOpenKey] = React.useState<string | null>(null);
  const [busyId, setBusyId] = React.useState<string | null>(null);
  const search = useDebouncedValue(filters.search.trim());
  const query: HistoryQuery = {
    page,
    ...(search ? { search } : {}),
    ...(filters.framework === 'all' ? {} : { framework: filters.framework }),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
  };
  const history = useHistory(query);
  const remove = useDeleteHistoryEntry();
  const clear = useClearHistory();
  const regenerate = useRegenerate();
  const save = useSaveComponent();
  const fetchedAt = history.dataUpdatedAt;
  const now = React.useMemo(() => new Date(fetchedAt), [fetchedAt]);
  const data = history.data;
  const filtered = search !== '' || filters.framework !== 'all' || filters.status !== 'all';

  const withBusy = async (entry: HistoryItem, work: () => Promise<void>) => {
    setBusyId(entry.id);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  };

  const actions = {
    onCopyAll: (entry: HistoryItem) => void copyAllFiles(entry.answer?.files ?? []),
    onDownload: (entry: HistoryItem) => {
      const answer = entry.answer;
      if (answer) void downloadFile(() => getAnswerArchive(answer));
    },
    onSave: (entry: HistoryItem) => {
      const answer = entry.answer;
      if (!answer) return;
      void withBusy(entry, async () => {
        try {
          await save.mutateAsync({ name: nameFromPrompt(entry.prompt), answer });
          toast.success('Saved to My components');
        } catch (error) {
          toast.error(failureMessage(error, 'The component could not be saved'));
        }
      });
    },
    onRegenerate: (entry: HistoryItem) => {
      void withBusy(entry, async () => {
        try {
          const answer = await regenerate.mutateAsync({
            prompt: entry.prompt,
            framework: entry.framework,
          });
          toast.success('AI response received');
          // The new answer is the newest entry: show it, open.
          setFilters(noFilters);
          setPage(1);
          setOpenKey(answer.data.id);
        } catch (error) {
          toast.error(failureMessage(error, 'Failed to get AI response'));
        }
      });
    },
    onDelete: (entry: HistoryItem) => {
      void withBusy(entry, async () => {
        try {
          await remove.mutateAsync(entry.id);
          toast.success('Deleted from history');
          // Deleting the only entry of a later page would leave it empty: step back one.
          if (data?.items.length === 1 && page > 1) setPage(page - 1);
        } catch (error) {
          toast.error(failureMessage(error, 'The entry could not be deleted'));
        }
      });
    },
  };

  const entryKey = (entry: HistoryItem) => entry.answer?.id ?? entry.id;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <HistoryFilters
            values={filters}
            onChange={(next) => {
              // Other filters hold other pages: start again from the first.
              setFilters(next);
              setPage(1);
            }}
          />
        </div>
        <ClearHistoryDialog
          disabled={!data || data.pagination.total === 0 || filtered}
          pending={clear.isPending}
          onConfirm={() =>
            clear
              .mutateAsync()
              .then(() => toast.success('History cleared'))
              .catch((error: unknown) =>
                toast.error(failureMessage(error, 'The history could not be cleared')),
              )
          }
        />
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {data
          ? `${data.pagination.total} ${data.pagination.total === 1 ? 'generation' : 'generations'}${filtered ? ' match' : ''}`
          : 'Loading your history…'}
      </p>
      {!data ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState
          title={filtered ? 'No generation matches' : 'No generations yet'}
          description={
            filtered
              ? 'Try other words, or another framework or status.'
              : 'Components you generate with the copilot, the prompt API or the generate form are listed here.'
          }
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Generations">
          {data.items.map((entry) => (
            <HistoryEntry
              key={entry.id}
              entry={entry}
              now={now}
              open={openKey === entryKey(entry)}
              onToggle={() =>
                setOpenKey((current) => (current === entryKey(entry) ? null : entryKey(entry)))
              }
              busy={busyId === entry.id}
              {...actions}
            />
          ))}
        </ul>
      )}
      {data && data.pagination.totalPages > 1 ? (
        <Pagination
          aria-label="History pages"
          page={data.pagination.page}
          pageCount={data.pagination.totalPages}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}

export default function HistoryScreen() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Workspace" title="Generation history">
        <p>
          Every component you generated: search your prompts, reopen the code, save it, or ask again
          for a new answer.
        </p>
      </PageIntro>
      <WidgetBoundary name="Your history">
        <QueryProvider>
          <HistoryList />
        </QueryProvider>
      </WidgetBoundary>
    </PageContainer>
  );
}
