import type { GallerySort, GalleryTab } from '@kiln/contract';
import { Field, FieldControl, FieldLabel, Input, TabsList, TabsTrigger } from '@kiln/design-system';
import { SelectField } from '../../../components/select-field';

const sortOptions: { value: GallerySort; label: string }[] = [
  { value: 'popular', label: 'Popular' },
  { value: 'recent', label: 'Recent' },
  { value: 'forks', label: 'Most forked' },
  { value: 'likes', label: 'Most liked' },
];

const tabLabels: Record<GalleryTab, string> = {
  all: 'All',
  featured: 'Featured',
  favourites: 'My favourites',
  hidden: 'Hidden',
};

/** The tabs a user sees: Hidden only for admins (the server refuses it to everyone else). */
export const galleryTabs = (isAdmin: boolean): GalleryTab[] =>
  isAdmin ? ['all', 'featured', 'favourites', 'hidden'] : ['all', 'featured', 'favourites'];

type GalleryToolbarProps = {
  sort: GallerySort;
  searchText: string;
  isAdmin: boolean;
  onSort: (sort: GallerySort) => void;
  onSearchText: (text: string) => void;
};

/**
 * The tab list (All, Featured, My favourites, and Hidden for admins), search and sort. It sits
 * inside the screen's Tabs, whose panel holds the entries.
 */
export function GalleryToolbar({
  sort,
  searchText,
  isAdmin,
  onSort,
  onSearchText,
}: GalleryToolbarProps) {
  return (
    <div className="flex flex-col gap-4">
      <TabsList aria-label="Entries" className="max-w-full overflow-x-auto">
        {galleryTabs(isAdmin).map((value) => (
          <TabsTrigger key={value} value={value}>
            {tabLabels[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr] sm:items-end">
        <Field>
          <FieldLabel>Search the gallery</FieldLabel>
          <FieldControl>
            <Input
              type="search"
              placeholder="Title, description or tag"
              value={searchText}
              onChange={(event) => onSearchText(event.target.value)}
            />
          </FieldControl>
        </Field>
        <SelectField label="Sort by" value={sort} options={sortOptions} onChange={onSort} />
      </div>
    </div>
  );
}
