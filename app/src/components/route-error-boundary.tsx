import { Link, useRouteError } from 'react-router';
import { buttonVariants } from '@kiln/design-system';
import { describeError } from '../lib/error-message';

// Plain markup rather than the design system's Alert: every route module imports this file, and
// Alert would bring tailwind-merge into the first page's JavaScript.
/** A route's error boundary: the header and footer stay, only the page area shows the failure. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-16">
      <div
        role="alert"
        className="rounded-card border border-destructive/40 bg-card p-4 text-card-foreground"
      >
        <h1 className="font-semibold">This page could not be shown</h1>
        <p className="mt-1 text-sm text-muted-foreground">{describeError(error)}</p>
      </div>
      <div className="flex gap-3">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
