import type * as React from 'react';
import { SectionNav } from '../../../components/section-nav';
import { signedInRoutes } from '../../../routes';

/**
 * The workspace frame, for screens whose row has `frame: 'workspace'`: under the screen, the way
 * to every other signed-in screen, at the width of the screen's content.
 */
export function WorkspaceFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <div className="mx-auto w-full max-w-5xl px-4 pb-12 sm:px-6 sm:pb-16">
        <SectionNav label="Workspace" routes={signedInRoutes} />
      </div>
    </>
  );
}
