import { Toaster } from '@kiln/design-system';

/** The design system's Toaster, in its own chunk: it loads with the first toast. */
export default function AppToaster() {
  return <Toaster />;
}
