import type { GallerySort, GalleryTab } from '@kiln/contract';
import {
  Field,
  FieldControl,
  FieldLabel,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Tabs,
  TabsList,
  TabsTrigger,
} from '@kiln/design-system';

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

type GalleryToolbarProps = {
  tab: GalleryTab;
  sort: GallerySort;
  searchText: string;
  isAdmin: boolean;
  onTab: (tab: GalleryTab) => void;
  onSort: (sort: GallerySort) => void;
  onSearchText: (text: string) => void;
};

/** Tabs (All, Featured, My favourites, and Hidden for admins), search and sort. */
export function GalleryToolbar({
  tab,
  sort,
  searchText,
  isAdmin,
  onTab,
  onSort,
  onSearchText,
}: GalleryToolbarProps) {
  const tabs: GalleryTab[] = isAdmin
    ? ['all', 'featured', 'favourites', 'hidden']
    : ['all', 'featured', 'favourites'];
  return (
    <div className="flex flex-col gap-4">
      <Tabs value={tab} onValueChange={(value) => onTab(value as GalleryTab)}>
        <TabsList aria-label="Entries" className="max-w-full overflow-x-auto">
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
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
        <Field>
          <FieldLabel>Sort by</FieldLabel>
          <Select value={sort} onValueChange={(value) => onSort(value as GallerySort)}>
            <FieldControl>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
            </FieldControl>
            <SelectContent>
              {sortOptions.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </div>
    </div>
  );
}
