import type { AiFramework, ExportExtras, Scorecard, VersionProvenance } from '@kiln/contract';
import type { StoredFile } from '../../db/schema/index';

/** One saved component as an export reads it: its name and the version being exported. */
export interface ExportComponent {
  name: string;
  description: string;
  framework: AiFramework;
  version: number;
  files: StoredFile[];
  provenance: VersionProvenance | null;
  /** The version's quality scorecard as stored; absent or null when it was never checked. */
  scorecard?: Scorecard | null;
}

/** A file of a built archive: its path inside the archive's folder and its text (or bytes). */
export interface ProjectFile {
  path: string;
  content: string | Buffer;
}

/** What every builder is given: the components in order, the extras and the project's name. */
export interface BuildInput {
  name: string;
  components: readonly ExportComponent[];
  extras: ExportExtras;
}

/** A text file: what components and the files generated for them are. */
export interface TextFile {
  path: string;
  content: string;
}
