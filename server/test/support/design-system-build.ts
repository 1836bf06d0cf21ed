import { ensureDesignSystemBuild } from '../../../generator/test/support/design-system';

/**
 * Global setup: a clean checkout has no build of the design system, which react-ds checks, the
 * registry routes and the exports read. It is built once here, before any file runs, so no file
 * reads it half-written while another builds it.
 */
export default function setup() {
  ensureDesignSystemBuild();
}
