import type { GalleryEntrySummary } from '@kiln/contract';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@kiln/design-system';
import { frameworkLabel } from '../../../lib/frameworks';
import { galleryCategoryLabel } from '../../../lib/gallery-categories';
import type { GalleryReactionKind } from '../api/put-gallery-reaction';
import { ReactionButtons } from './reaction-buttons';

type EntryCardProps = {
  entry: GalleryEntrySummary;
  pending: boolean;
  onOpen: () => void;
  onToggle: (kind: GalleryReactionKind, active: boolean) => void;
};

/** One entry in the grid: titles and tags are text, never markup. */
export function EntryCard({ entry, pending, onOpen, onToggle }: EntryCardProps) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle asChild>
          <h3 className="break-words">{entry.title}</h3>
        </CardTitle>
        <CardDescription>by {entry.author.displayName || 'Someone'}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline" size="sm">
            {frameworkLabel(entry.framework)}
          </Badge>
          <Badge variant="secondary" size="sm">
            {galleryCategoryLabel(entry.category)}
          </Badge>
          {entry.featured ? <Badge size="sm">Featured</Badge> : null}
        </div>
        {entry.description ? (
          <p className="line-clamp-3 text-sm break-words text-muted-foreground">
            {entry.description}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {entry.viewsCount} {entry.viewsCount === 1 ? 'view' : 'views'} · {entry.forksCount}{' '}
          {entry.forksCount === 1 ? 'fork' : 'forks'}
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-between gap-2">
        <ReactionButtons entry={entry} pending={pending} onToggle={onToggle} />
        <Button size="sm" onClick={onOpen} aria-label={`Open ${entry.title}`}>
          Open
        </Button>
      </CardFooter>
    </Card>
  );
}
