import * as React from 'react';
import type { TemplatesQuery } from '@kiln/contract';
import { Alert, AlertDescription, EmptyState, Pagination, Skeleton } from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { WidgetBoundary } from '../../../components/widget-boundary';
import { useTemplates } from '../api/get-templates';
import { TemplateCard } from '../components/template-card';
import {
  noTemplateFilters,
  TemplateFilters,
  type TemplateFilterValues,
} from '../components/template-filters';
import { TemplatePreview } from '../components/template-preview';

function TemplateShelf() {
  const [filters, setFilters] = React.useState<TemplateFilterValues>(noTemplateFilters);
  const [page, setPage] = React.useState(1);
  const [selectedId, setSelectedId] = React.useState<string | null>(null);
  const q = useDebouncedValue(filters.q.trim());
  const query: TemplatesQuery = {
    page,
    ...(q ? { q } : {}),
    ...(filters.category === 'all' ? {} : { category: filters.category }),
    ...(filters.framework === 'all' ? {} : { framework: filters.framework }),
  };
  const templates = useTemplates(query);
  const data = templates.data;
  const filtered = q !== '' || filters.category !== 'all' || filters.framework !== 'all';
  // The preview shows the template picked, or the first on the page until one is.
  const selected =
    data?.items.find((template) => template.id === selectedId) ?? data?.items[0] ?? null;

  return (
    <div className="flex flex-col gap-6">
      <TemplateFilters
        values={filters}
        onChange={(next) => {
          // Other filters hold other pages: start again from the first.
          setFilters(next);
          setPage(1);
        }}
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {data
          ? `${data.pagination.total} ${data.pagination.total === 1 ? 'template' : 'templates'}${filtered ? ' match' : ''}`
          : templates.isError
            ? ''
            : 'Loading templates…'}
      </p>
      {templates.isError && !data ? (
        <Alert variant="destructive">
          <AlertDescription>{describeError(templates.error)}</AlertDescription>
        </Alert>
      ) : !data ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState
          title={filtered ? 'No template matches' : 'No templates yet'}
          description={
            filtered
              ? 'Try other words, or another category or framework.'
              : 'An administrator adds templates here.'
          }
        />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="flex flex-col gap-4">
            <ul aria-label="Templates" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              {data.items.map((template) => (
                <TemplateCard
                  key={template.id}
                  template={template}
                  selected={template.id === selected?.id}
                  onSelect={() => setSelectedId(template.id)}
                />
              ))}
            </ul>
            {data.pagination.totalPages > 1 ? (
              <Pagination
                aria-label="Template pages"
                page={data.pagination.page}
                pageCount={data.pagination.totalPages}
                onPageChange={setPage}
              />
            ) : null}
          </div>
          {selected ? (
            <div className="lg:sticky lg:top-4 lg:self-start">
              <WidgetBoundary name="The template preview">
                <TemplatePreview
                  key={`${selected.id}:${selected.updatedAt}:${filters.framework}`}
                  template={selected}
                  preferred={filters.framework === 'all' ? undefined : filters.framework}
                />
              </WidgetBoundary>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** Templates: start from a ready request, previewed live, in Generate or the copilot. */
export default function TemplatesScreen() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Workspace" title="Templates">
        <p>
          Start from a template: preview what it makes, then open it in Generate with its request
          filled in, or in the copilot to shape it by chatting.
        </p>
      </PageIntro>
      <QueryProvider>
        <TemplateShelf />
      </QueryProvider>
    </PageContainer>
  );
}
