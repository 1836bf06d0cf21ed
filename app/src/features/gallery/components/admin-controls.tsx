import type { GalleryEntrySummary } from '@kiln/contract';
import { Button, toast } from '@kiln/design-system';
import { showFailure } from '../../../lib/show-failure';
import { useGalleryModeration } from '../api/put-gallery-moderation';

type AdminControlsProps = {
  entry: Pick<GalleryEntrySummary, 'id' | 'title' | 'featured' | 'hidden'>;
  onHidden: () => void;
};

/** Feature, unfeature, hide and unhide: shown to admins; the server checks the role again. */
export function AdminControls({ entry, onHidden }: AdminControlsProps) {
  const moderation = useGalleryModeration();
  const set = (flag: 'featured' | 'hidden', value: boolean, done: string) =>
    moderation.mutate(
      { id: entry.id, flag, value },
      {
        onSuccess: () => {
          toast.success(done);
          if (flag === 'hidden' && value) onHidden();
        },
        onError: showFailure,
      },
    );
  return (
    <div role="group" aria-label="Moderation" className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={moderation.isPending}
        onClick={() =>
          entry.featured
            ? set('featured', false, `“${entry.title}” is no longer featured`)
            : set('featured', true, `“${entry.title}” is featured`)
        }
      >
        {entry.featured ? 'Unfeature' : 'Feature'}
      </Button>
      <Button
        size="sm"
        variant={entry.hidden ? 'outline' : 'destructive'}
        disabled={moderation.isPending}
        onClick={() =>
          entry.hidden
            ? set('hidden', false, `“${entry.title}” is visible again`)
            : set('hidden', true, `“${entry.title}” is hidden from the gallery`)
        }
      >
        {entry.hidden ? 'Unhide' : 'Hide'}
      </Button>
    </div>
  );
}
