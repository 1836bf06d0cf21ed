import type { GalleryCategory } from '@kiln/contract';
import { Button } from '@kiln/design-system';
import { galleryCategoryOptions } from '../../../lib/gallery-categories';

type CategoryListProps = {
  counts: ReadonlyMap<GalleryCategory, number> | undefined;
  total: number | undefined;
  selected: GalleryCategory | undefined;
  onSelect: (category: GalleryCategory | undefined) => void;
};

/** Every category with how many entries it holds; one is chosen at a time, or all of them. */
export function CategoryList({ counts, total, selected, onSelect }: CategoryListProps) {
  const options: { value: GalleryCategory | undefined; label: string; count?: number }[] = [
    { value: undefined, label: 'All categories', ...(total === undefined ? {} : { count: total }) },
    ...galleryCategoryOptions.map((option) => ({
      ...option,
      ...(counts ? { count: counts.get(option.value) ?? 0 } : {}),
    })),
  ];
  return (
    <nav aria-label="Categories">
      <ul className="flex flex-wrap gap-2 lg:flex-col">
        {options.map((option) => (
          <li key={option.label}>
            <Button
              size="sm"
              variant={selected === option.value ? 'secondary' : 'ghost'}
              aria-pressed={selected === option.value}
              className="w-full justify-between gap-3"
              onClick={() => onSelect(option.value)}
            >
              <span>{option.label}</span>
              {option.count === undefined ? null : (
                <span className="text-muted-foreground">{option.count}</span>
              )}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
