import yauzl from 'yauzl';

export interface Unzipped {
  name: string;
  content: string;
  mtime: Date;
}

/** Reads every entry of a zip with yauzl, which checks entry names and sizes strictly. */
export const unzip = (buffer: Buffer) =>
  new Promise<Unzipped[]>((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: Unzipped[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              content: Buffer.concat(chunks).toString('utf8'),
              mtime: entry.getLastModDate(),
            });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

/** Every chunk of a stream, joined. */
export const collect = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
