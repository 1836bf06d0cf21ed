import { Heart, Star } from 'lucide-react';
import type { GalleryEntrySummary } from '@kiln/contract';
import { Button } from '@kiln/design-system';
import type { GalleryReactionKind } from '../api/put-gallery-reaction';

type ReactionButtonsProps = {
  entry: Pick<
    GalleryEntrySummary,
    'title' | 'likedByMe' | 'favouritedByMe' | 'likesCount' | 'favouritesCount'
  >;
  pending: boolean;
  onToggle: (kind: GalleryReactionKind, active: boolean) => void;
};

/** Like and favourite toggles with their counts; each names the entry for screen readers. */
export function ReactionButtons({ entry, pending, onToggle }: ReactionButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant={entry.likedByMe ? 'secondary' : 'outline'}
        aria-pressed={entry.likedByMe}
        aria-label={`Like ${entry.title} (${entry.likesCount} ${entry.likesCount === 1 ? 'like' : 'likes'})`}
        disabled={pending}
        onClick={() => onToggle('like', !entry.likedByMe)}
      >
        <Heart aria-hidden className={entry.likedByMe ? 'fill-current' : undefined} />
        {entry.likesCount}
      </Button>
      <Button
        size="sm"
        variant={entry.favouritedByMe ? 'secondary' : 'outline'}
        aria-pressed={entry.favouritedByMe}
        aria-label={`Favourite ${entry.title} (${entry.favouritesCount} ${entry.favouritesCount === 1 ? 'favourite' : 'favourites'})`}
        disabled={pending}
        onClick={() => onToggle('favourite', !entry.favouritedByMe)}
      >
        <Star aria-hidden className={entry.favouritedByMe ? 'fill-current' : undefined} />
        {entry.favouritesCount}
      </Button>
    </div>
  );
}
