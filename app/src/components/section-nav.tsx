import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@kiln/design-system';
import type { AppRoute } from '../routes';

/** Links between the screens of one area (workspace, administration), the current one marked. */
export function SectionNav({ label, routes }: { label: string; routes: readonly AppRoute[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {routes.map((entry) => {
          const current = `/${entry.path}` === pathname;
          return (
            <li key={entry.path}>
              <Link
                to={`/${entry.path}`}
                aria-current={current ? 'page' : undefined}
                className={buttonVariants({ variant: current ? 'secondary' : 'ghost', size: 'sm' })}
              >
                {entry.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
