import type { DownloadedFile } from './api/client';

/** Hands a downloaded file to the browser, which saves it under the server's name. */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the address is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
