import { decodedMappings, TraceMap, type EncodedSourceMap } from '@jridgewell/trace-mapping';
import type { BuildLocations } from './build-locations';
import { FRAME_GLOBAL } from './runtime-globals';

/**
 * A source as the person knows the file: esbuild names files read through a plugin
 * "namespace:/path", and TypeScript's maps name them relative to its output folder ("../x.ts").
 */
const userPath = (source: string): string =>
  source
    .replace(/^[\w-]+:/, '')
    .replace(/^(?:\.\.?\/)+/, '')
    .replace(/^\/+/, '');

/**
 * The build's source map as the table the frame reads: for each line of the script, where each
 * run of code came from, at the precision of a line (what the problems list shows). Sources that
 * are not the component's files (the generated entry) are left out.
 */
export const buildLocations = (
  map: EncodedSourceMap | string,
  isComponentFile: (path: string) => boolean,
): BuildLocations => {
  const traced = new TraceMap(map);
  const files: string[] = [];
  const fileIndex = traced.sources.map((source) => {
    const path = userPath(source ?? '');
    if (!isComponentFile(path)) return -1;
    const known = files.indexOf(path);
    return known >= 0 ? known : files.push(path) - 1;
  });
  const lines = decodedMappings(traced).map((segments) => {
    const runs: number[] = [];
    let last = '';
    for (const segment of segments) {
      const file = segment.length === 1 ? -1 : (fileIndex[segment[1]] ?? -1);
      const line = segment.length === 1 ? 0 : segment[2] + 1;
      const key = `${file}:${line}`;
      if (key === last) continue;
      last = key;
      // A stretch of glue code ends the run before it with an unknown file.
      if (file < 0) runs.push(segment[0], -1, 0);
      else runs.push(segment[0], file, line);
    }
    return runs;
  });
  return { files, lines };
};

/**
 * The build's script with its location table first: the frame's runtime keeps it for the script
 * that hands it over, and reads it when the component fails. The table's own line is accounted
 * for, as are the `prefixLines` written before the bundle.
 */
export const withLocations = (script: string, locations: BuildLocations, prefixLines = 0) => {
  const shifted: BuildLocations = {
    ...locations,
    lines: [...Array.from({ length: 1 + prefixLines }, () => []), ...locations.lines],
  };
  return `globalThis.${FRAME_GLOBAL}.locations(${JSON.stringify(shifted)});\n${script}`;
};
