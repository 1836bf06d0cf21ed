import type { ComponentListItem } from '@kiln/contract';
import {
  Badge,
  Button,
  ComponentCard,
  formatDate,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@kiln/design-system';
import type { ComponentsView } from '../use-list-params';
import { frameworkLabel } from '../../../lib/frameworks';
import { DoesNotCompileBadge } from '../../../lib/scorecard/does-not-compile-badge';
import { ChecksBadge } from './version-checks';

type CollectionProps = {
  items: readonly ComponentListItem[];
  view: ComponentsView;
  onOpen: (component: ComponentListItem) => void;
  onDownload: (component: ComponentListItem) => void;
  onDelete: (component: ComponentListItem) => void;
};

/** The page of components as cards or as a table; every action names its component. */
export function ComponentCollection({
  items,
  view,
  onOpen,
  onDownload,
  onDelete,
}: CollectionProps) {
  const byId = (id: string) => items.find((item) => item.id === id);
  if (view === 'grid')
    return (
      <ul
        aria-label="My components"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {items.map((component) => (
          // A long unbroken name or description wraps inside its card instead of widening the page.
          <li key={component.id} className="flex min-w-0 flex-col gap-2 [overflow-wrap:anywhere]">
            <span className="flex flex-wrap gap-2">
              <ChecksBadge checks={component.checks} />
              <DoesNotCompileBadge compiles={component.compiles} />
            </span>
            <ComponentCard
              component={component}
              onOpen={(card) => onOpen(byId(card.id) ?? component)}
              onExport={(card) => onDownload(byId(card.id) ?? component)}
              onDelete={(card) => onDelete(byId(card.id) ?? component)}
            />
          </li>
        ))}
      </ul>
    );
  return (
    <Table>
      <TableCaption className="sr-only">My components</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead className="hidden sm:table-cell">Framework</TableHead>
          <TableHead className="hidden sm:table-cell">Tags</TableHead>
          <TableHead>Versions</TableHead>
          <TableHead className="hidden sm:table-cell">Checks</TableHead>
          <TableHead className="hidden sm:table-cell">Updated</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((component) => (
          <TableRow key={component.id}>
            <TableCell className="max-w-48 font-medium">
              <Button
                variant="link"
                className="h-auto max-w-full justify-start truncate p-0"
                onClick={() => onOpen(component)}
              >
                {component.name}
              </Button>
              {/* In the name's cell, which every width shows, unlike the checks column. */}
              <DoesNotCompileBadge compiles={component.compiles} className="mt-1 flex w-fit" />
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              {frameworkLabel(component.framework)}
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <span className="flex flex-wrap gap-1">
                {component.tags.map((tag) => (
                  <Badge key={tag} variant="secondary" size="sm">
                    {tag}
                  </Badge>
                ))}
              </span>
            </TableCell>
            <TableCell className="tabular-nums">{component.versionCount}</TableCell>
            <TableCell className="hidden sm:table-cell">
              <ChecksBadge checks={component.checks} />
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              {formatDate(component.updatedAt)}
            </TableCell>
            <TableCell>
              <span className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Download ${component.name} as a zip`}
                  onClick={() => onDownload(component)}
                >
                  Zip
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  aria-label={`Delete ${component.name}`}
                  onClick={() => onDelete(component)}
                >
                  Delete
                </Button>
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
