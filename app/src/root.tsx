import * as React from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type LinksFunction,
} from 'react-router';
import { buttonVariants } from '@kiln/design-system';
import { earlySubmitScript, replayEarlySubmit } from './lib/early-submit';
import { describeError } from './lib/error-message';
import appStylesheet from './app.css?url';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Runs before the first paint so a dark-mode visitor never sees a white flash. The server's CSP
// allows it by its hash, computed from the built HTML.
const themeScript = `try{var t=localStorage.getItem('kiln.theme');if(t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.classList.add('dark')}catch(e){}`;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser chrome matches the page background tokens (white, slate-950). */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#020617" />
        {/* Ahead of <Links />, whose module preloads would otherwise be requested before the one
            render-blocking file: the stylesheet decides the first paint. */}
        <link rel="stylesheet" href={appStylesheet} />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <script dangerouslySetInnerHTML={{ __html: earlySubmitScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The header and footer hydrate from their own chunks: their prerendered HTML shows at once, and
// the first page's JavaScript stays within budget (tailwind-merge and the session load with them).
const SiteHeaderArea = React.lazy(() => import('./layouts/site-header-area'));
const SiteFooterArea = React.lazy(() => import('./layouts/site-footer-area'));

export default function App() {
  // The whole page has hydrated (children's effects run first): a submit held back is sent now.
  React.useEffect(() => replayEarlySubmit(), []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-background px-4 py-2 text-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <React.Suspense fallback={null}>
        <SiteHeaderArea />
      </React.Suspense>
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Outlet />
      </main>
      <React.Suspense fallback={null}>
        <SiteFooterArea />
      </React.Suspense>
    </>
  );
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <p role="status" className="text-sm text-muted-foreground">
        Loading Kiln…
      </p>
    </div>
  );
}

/** Last line of defence: the frame itself failed, so this renders without header or footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-start justify-center gap-4 px-6">
      <h1 className="text-3xl font-semibold">Kiln could not load this page</h1>
      <p className="text-muted-foreground">{describeError(error)}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          Go to the home page
        </a>
      </div>
    </main>
  );
}
