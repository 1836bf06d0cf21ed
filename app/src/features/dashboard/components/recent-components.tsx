import { useNavigate } from 'react-router';
import { ComponentCard, EmptyState } from '@kiln/design-system';
import { componentHref } from '../../../navigation';
import { DoesNotCompileBadge } from '../../../lib/scorecard/does-not-compile-badge';
import { useRecentComponents } from '../api/get-recent-components';

/** The newest saved components, from My components. */
export function RecentComponents() {
  const navigate = useNavigate();
  const recent = useRecentComponents();
  const items = recent.data ?? [];

  return (
    <section aria-labelledby="recent-components-heading" className="flex min-w-0 flex-col gap-4">
      <h2 id="recent-components-heading" className="text-xl font-semibold tracking-tight">
        Recent components
      </h2>
      {recent.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : items.length === 0 ? (
        <EmptyState
          title="No saved components yet"
          description="Save an answer to My components to find it here."
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {items.map((component) => (
            // Long unbroken words in a name or description wrap inside the card.
            <li key={component.id} className="flex min-w-0 flex-col gap-2 [overflow-wrap:anywhere]">
              <DoesNotCompileBadge compiles={component.compiles} className="w-fit" />
              <ComponentCard
                component={component}
                onOpen={() => void navigate(componentHref(component.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
