import * as React from 'react';
import type { GalleryCategory, GallerySort, GalleryTab } from '@kiln/contract';
import {
  Alert,
  AlertDescription,
  EmptyState,
  Pagination,
  Skeleton,
  Tabs,
  TabsContent,
} from '@kiln/design-system';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { useSession } from '../../../lib/session/use-session';
import { showFailure } from '../../../lib/show-failure';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { WidgetBoundary } from '../../../components/widget-boundary';
import { useGallery } from '../api/get-gallery';
import { useGalleryCategories } from '../api/get-gallery-categories';
import { useGalleryReaction, type GalleryReactionKind } from '../api/put-gallery-reaction';
import { CategoryList } from '../components/category-list';
import { EntryCard } from '../components/entry-card';
import { EntryDetailDialog } from '../components/entry-detail-dialog';
import { GalleryToolbar, galleryTabs } from '../components/gallery-toolbar';

const PAGE_SIZE = 12;

const emptyTitles: Record<GalleryTab, string> = {
  all: 'Nothing published yet',
  featured: 'No featured entries yet',
  favourites: 'No favourites yet',
  hidden: 'No hidden entries',
};

function Gallery() {
  // The app shows admin controls from the session's role; the server decides again on every call.
  const isAdmin = useSession().auth?.user.role === 'admin';
  const [tab, setTab] = React.useState<GalleryTab>('all');
  const [sort, setSort] = React.useState<GallerySort>('popular');
  const [category, setCategory] = React.useState<GalleryCategory>();
  const [searchText, setSearchText] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [openId, setOpenId] = React.useState<string>();
  const search = useDebouncedValue(searchText.trim());
  const base = { tab, ...(search ? { search } : {}) };
  const list = useGallery({
    ...base,
    sort,
    page,
    limit: PAGE_SIZE,
    ...(category ? { category } : {}),
  });
  const categories = useGalleryCategories(base);
  const reaction = useGalleryReaction();
  const counts = React.useMemo(
    () =>
      categories.data
        ? new Map(categories.data.items.map((row) => [row.category, row.count]))
        : undefined,
    [categories.data],
  );
  const toggle = (id: string, kind: GalleryReactionKind, active: boolean) =>
    reaction.mutate({ id, kind, active }, { onError: showFailure });
  // Another tab, category, search or sort holds other pages: start again from the first.
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const filtered = Boolean(search || category);
  const results = (
    <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
      <CategoryList
        counts={counts}
        total={categories.data?.total}
        selected={category}
        onSelect={restart(setCategory)}
      />
      <div aria-live="polite" aria-busy={list.isFetching} className="flex min-w-0 flex-col gap-4">
        {list.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : list.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{list.error.message}</AlertDescription>
          </Alert>
        ) : list.data.items.length === 0 ? (
          <EmptyState
            variant="bordered"
            headingLevel={2}
            title={filtered ? 'No entry matches' : emptyTitles[tab]}
            description={
              filtered
                ? 'Try other words or another category.'
                : 'Publish a component from My components to share it here.'
            }
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {list.data.pagination.total} {list.data.pagination.total === 1 ? 'entry' : 'entries'}
              {filtered ? ' match' : ''}
            </p>
            <ul aria-label="Gallery entries" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {list.data.items.map((entry) => (
                <li key={entry.id}>
                  <EntryCard
                    entry={entry}
                    pending={reaction.isPending}
                    onOpen={() => setOpenId(entry.id)}
                    onToggle={(kind, active) => toggle(entry.id, kind, active)}
                  />
                </li>
              ))}
            </ul>
            {list.data.pagination.totalPages > 1 ? (
              <Pagination
                aria-label="Gallery pages"
                page={list.data.pagination.page}
                pageCount={list.data.pagination.totalPages}
                onPageChange={setPage}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => restart(setTab)(value as GalleryTab)}
      className="gap-6"
    >
      <GalleryToolbar
        sort={sort}
        searchText={searchText}
        isAdmin={isAdmin}
        onSort={restart(setSort)}
        onSearchText={restart(setSearchText)}
      />
      {galleryTabs(isAdmin).map((value) => (
        <TabsContent key={value} value={value}>
          {results}
        </TabsContent>
      ))}
      <EntryDetailDialog
        entryId={openId}
        isAdmin={isAdmin}
        reactionPending={reaction.isPending}
        onToggle={toggle}
        onClose={() => setOpenId(undefined)}
      />
    </Tabs>
  );
}

export default function GalleryScreen() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Workspace" title="Component gallery">
        <p>
          Components other people published: preview them live, like and favourite them, fork one
          into My components, or remix it into the other framework.
        </p>
      </PageIntro>
      <WidgetBoundary name="The gallery">
        <QueryProvider>
          <Gallery />
        </QueryProvider>
      </WidgetBoundary>
    </PageContainer>
  );
}
