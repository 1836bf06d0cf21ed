import type { AiGeneratedFile } from '@kiln/contract';
import { toast } from '@kiln/design-system';
import type { DownloadedFile } from './api/client';
import { describeError } from './error-message';
import { allFilesText } from './generated-files';
import { saveFile } from './save-file';

/** "Copy all": every file under its path on the clipboard, and a toast that says how it went. */
export async function copyAllFiles(files: readonly AiGeneratedFile[]) {
  try {
    await navigator.clipboard.writeText(allFilesText(files));
    toast.success('All files copied');
  } catch {
    toast.error('Copying failed: the browser did not allow it');
  }
}

/** Fetches a file from the server and saves it; a failure is told in a toast. */
export async function downloadFile(fetchFile: () => Promise<DownloadedFile>) {
  try {
    saveFile(await fetchFile());
  } catch (error) {
    toast.error(`Download failed: ${describeError(error)}`);
  }
}
