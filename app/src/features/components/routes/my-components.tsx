import * as React from 'react';
import { Link } from 'react-router';
import type { ComponentSummary } from '@kiln/contract';
import {
  Alert,
  AlertDescription,
  EmptyState,
  Pagination,
  Skeleton,
  toast,
} from '@kiln/design-system';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { WidgetBoundary } from '../../../components/widget-boundary';
import { useDeleteComponent } from '../api/delete-component';
import { useDownloadComponentArchive } from '../api/get-component-archive';
import { useComponentStats } from '../api/get-component-stats';
import { useComponents } from '../api/get-components';
import { ComponentCollection } from '../my-components/component-collection';
import { ComponentDetail } from '../my-components/component-detail';
import { ComponentStats } from '../my-components/component-stats';
import { ComponentsToolbar } from '../my-components/components-toolbar';
import { ConfirmDialog } from '../my-components/confirm-dialog';
import { showFailure } from '../../../lib/show-failure';
import { useListParams } from '../use-list-params';

type Deletable = Pick<ComponentSummary, 'id' | 'name' | 'versionCount'>;

function MyComponents() {
  const { list, view, openId, searchText, update } = useListParams();
  const components = useComponents(list);
  const stats = useComponentStats();
  const remove = useDeleteComponent();
  const download = useDownloadComponentArchive();
  const [toDelete, setToDelete] = React.useState<Deletable>();
  const open = (id: string | undefined) => update({ open: id });
  const filtered = Boolean(list.search ?? list.framework ?? list.tag);

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id, name } = toDelete;
    if (openId === id) open(undefined);
    remove.mutate(id, {
      onSuccess: () => toast.success(`Deleted “${name}”`),
      onError: showFailure,
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <>
      {openId ? (
        <WidgetBoundary name="This component">
          <ComponentDetail
            id={openId}
            onClose={() => open(undefined)}
            onOpen={open}
            onDelete={setToDelete}
          />
        </WidgetBoundary>
      ) : (
        <div className="flex flex-col gap-8">
          <WidgetBoundary name="The statistics">
            <ComponentStats stats={stats.data} />
          </WidgetBoundary>
          <ComponentsToolbar
            searchText={searchText}
            framework={list.framework}
            tag={list.tag}
            checks={list.checks}
            sort={list.sort}
            view={view}
            onChange={update}
          />
          <div aria-live="polite" aria-busy={components.isFetching}>
            {components.isPending ? (
              <Skeleton className="h-64 w-full" />
            ) : components.isError ? (
              <Alert variant="destructive">
                <AlertDescription>{components.error.message}</AlertDescription>
              </Alert>
            ) : components.data.items.length === 0 ? (
              <EmptyState
                variant="bordered"
                headingLevel={2}
                title={filtered ? 'No component matches' : 'No saved components yet'}
                description={
                  filtered
                    ? 'Try other words or clear the filters.'
                    : 'Describe a component to the copilot, then save its answer here.'
                }
                action={
                  filtered ? undefined : (
                    <Link to="/dashboard/ai-copilot" className="text-link underline">
                      Open the AI copilot
                    </Link>
                  )
                }
              />
            ) : (
              <div className="flex flex-col gap-6">
                <p className="text-sm text-muted-foreground">
                  {components.data.pagination.total}{' '}
                  {components.data.pagination.total === 1 ? 'component' : 'components'}
                  {filtered ? ' match' : ''}
                </p>
                <ComponentCollection
                  items={components.data.items}
                  view={view}
                  onOpen={(component) => open(component.id)}
                  onDownload={(component) =>
                    download.mutate(
                      { id: component.id, version: component.currentVersion },
                      { onError: showFailure },
                    )
                  }
                  onDelete={setToDelete}
                />
                {components.data.pagination.totalPages > 1 ? (
                  <Pagination
                    page={list.page}
                    pageCount={components.data.pagination.totalPages}
                    onPageChange={(page) => update({ page: String(page) })}
                  />
                ) : null}
              </div>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(next) => {
          if (!next) setToDelete(undefined);
        }}
        title={`Delete “${toDelete?.name ?? ''}”?`}
        description={`The component and its ${toDelete?.versionCount ?? 0} saved ${
          toDelete?.versionCount === 1 ? 'version' : 'versions'
        } are removed for good, and their storage is freed.`}
        confirmLabel="Delete component"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/** My components: the components I saved, each with its immutable versions. */
export default function MyComponentsScreen() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Workspace" title="My components">
        <p>Every component you saved, with each version kept as it was.</p>
      </PageIntro>
      <QueryProvider>
        <MyComponents />
      </QueryProvider>
    </PageContainer>
  );
}
