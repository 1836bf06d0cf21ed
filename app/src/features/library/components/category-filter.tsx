import type { LibraryCategory, LibraryCategoryCount } from '@kiln/contract';
import { Badge, Button } from '@kiln/design-system';
import { categoryLabels } from './category-labels';

type CategoryFilterProps = {
  categories: readonly LibraryCategoryCount[];
  selected: LibraryCategory | undefined;
  onSelect: (category: LibraryCategory | undefined) => void;
};

/** One button per category with how many items it holds under the search and framework. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const total = categories.reduce((sum, row) => sum + row.count, 0);
  const choices = [
    { category: undefined, label: 'All categories', count: total },
    ...categories.map((row) => ({ ...row, label: categoryLabels[row.category] })),
  ];
  return (
    <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <Button
          key={choice.label}
          size="sm"
          variant={choice.category === selected ? 'secondary' : 'outline'}
          aria-pressed={choice.category === selected}
          onClick={() => onSelect(choice.category)}
        >
          {choice.label}
          <Badge variant="outline" size="sm" aria-label={`${choice.count} items`}>
            {choice.count}
          </Badge>
        </Button>
      ))}
    </div>
  );
}
