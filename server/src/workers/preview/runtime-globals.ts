import type { BuildLocations } from './build-locations';

/**
 * Names shared by the server's builds and the frame's runtime (which bundles this file): the
 * global holding the packages generated code imports, and the frame's API a build calls.
 */
export const RUNTIME_GLOBAL = '__kilnPreviewModules';
export const FRAME_GLOBAL = '__kilnPreview';
/** Where builds are served: a frame loads `<this><id>.js` for the build it is told to mount. */
export const BUILDS_PATH = '/preview/builds/';

export interface FrameApi {
  /** A build hands over its entry module; the frame mounts the component it exports. */
  register: (module: Record<string, unknown>, details?: { callbacks?: string[] }) => void;
  /** A build's compiled CSS (React CSS modules), added to the document. */
  addStyle: (css: string) => void;
  /** Where the build's lines came from, so a runtime error names the component's file and line. */
  locations: (table: BuildLocations) => void;
}
