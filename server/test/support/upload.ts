import type { KilnApp } from '../../src/app';
import { bearer } from './app';

/** One part of a multipart body: a file (with a name) or a plain field. */
export interface UploadPart {
  field?: string;
  filename?: string;
  content: Buffer | string;
}

const BOUNDARY = '----kiln-test-boundary-7d1f';

/** A multipart/form-data body as a browser sends it. */
export const multipartBody = (parts: readonly UploadPart[]) =>
  Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"${
          part.filename === undefined ? '' : `; filename="${part.filename}"`
        }\r\n${part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n'}\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

/** `POST /api/components/import` with the parts, as the user. */
export const upload = (
  app: KilnApp,
  token: string,
  parts: readonly UploadPart[],
  confirm = false,
) =>
  app.inject({
    method: 'POST',
    url: `/api/components/import${confirm ? '?confirm=true' : ''}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody(parts),
  });
