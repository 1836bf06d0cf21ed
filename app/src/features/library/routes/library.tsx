import { Alert, AlertDescription, EmptyState, Pagination, Skeleton } from '@kiln/design-system';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { WidgetBoundary } from '../../../components/widget-boundary';
import { downloadLibraryItem } from '../api/get-library-archive';
import { useLibrary } from '../api/get-library';
import { CategoryFilter } from '../components/category-filter';
import { LibraryGroups } from '../components/library-groups';
import { LibraryItemDetail } from '../components/library-item';
import { LibraryToolbar } from '../components/library-toolbar';
import { useLibraryParams } from '../use-library-params';

function Library() {
  const { list, framework, openId, searchText, update } = useLibraryParams();
  const library = useLibrary(list);
  const open = (id: string | undefined) => update({ open: id });

  if (openId)
    return (
      <WidgetBoundary name="This component">
        <LibraryItemDetail id={openId} onClose={() => open(undefined)} />
      </WidgetBoundary>
    );

  return (
    <div className="flex flex-col gap-6">
      <LibraryToolbar searchText={searchText} framework={framework} onChange={update} />
      {library.data ? (
        <CategoryFilter
          categories={library.data.categories}
          selected={list.category}
          onSelect={(category) => update({ category })}
        />
      ) : null}
      <div aria-live="polite" aria-busy={library.isFetching}>
        {library.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : library.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{library.error.message}</AlertDescription>
          </Alert>
        ) : library.data.items.length === 0 ? (
          <EmptyState
            variant="bordered"
            headingLevel={2}
            title="No component matches"
            description="Try other words, another category or another framework."
          />
        ) : (
          <div className="flex flex-col gap-6">
            <p className="text-sm text-muted-foreground">
              {library.data.pagination.total}{' '}
              {library.data.pagination.total === 1 ? 'component' : 'components'}
            </p>
            <LibraryGroups
              items={library.data.items}
              categories={library.data.categories}
              onOpen={(item) => open(item.id)}
              onDownload={(item) => void downloadLibraryItem(item)}
            />
            {library.data.pagination.totalPages > 1 ? (
              <Pagination
                page={list.page}
                pageCount={library.data.pagination.totalPages}
                onPageChange={(page) => update({ page: String(page) })}
              />
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

/** The component library: Kiln's ready components, built by the engine, by category. */
export default function LibraryScreen() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Workspace" title="Component library">
        <p>
          Ready components in Angular and React, each with its code and live preview. Copy one,
          download it, or customize it in the copilot.
        </p>
      </PageIntro>
      <QueryProvider>
        <Library />
      </QueryProvider>
    </PageContainer>
  );
}
