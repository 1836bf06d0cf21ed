import type { LibraryCategory, LibraryCategoryCount, LibraryItemSummary } from '@kiln/contract';
import { ComponentCard } from '@kiln/design-system';
import { categoryLabels } from './category-labels';

type GroupsProps = {
  items: readonly LibraryItemSummary[];
  categories: readonly LibraryCategoryCount[];
  onOpen: (item: LibraryItemSummary) => void;
  onDownload: (item: LibraryItemSummary) => void;
};

/** The page's items under their category's heading, in the server's order. */
export function LibraryGroups({ items, categories, onOpen, onDownload }: GroupsProps) {
  const groups = new Map<LibraryCategory, LibraryItemSummary[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  const byId = (id: string) => items.find((item) => item.id === id);
  return (
    <div className="flex flex-col gap-10">
      {[...groups].map(([category, members]) => {
        const count = categories.find((row) => row.category === category)?.count ?? members.length;
        const headingId = `library-${category}`;
        return (
          <section key={category} aria-labelledby={headingId} className="flex flex-col gap-4">
            <h2 id={headingId} className="text-xl font-semibold">
              {categoryLabels[category]}{' '}
              <span className="text-base font-normal text-muted-foreground">({count})</span>
            </h2>
            <ul
              aria-label={`${categoryLabels[category]} components`}
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {members.map((item) => (
                <li key={item.id}>
                  <ComponentCard
                    component={item}
                    onOpen={(card) => onOpen(byId(card.id) ?? item)}
                    onExport={(card) => onDownload(byId(card.id) ?? item)}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
