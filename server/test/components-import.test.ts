import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { importAnswerSchema, ImportErrorCode } from '@kiln/contract';
import { generate } from '@kiln/generator';
import { count, eq } from 'drizzle-orm';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { componentVersions, components } from '../src/db/schema/index';
import { startAiApp, type AiTestApp } from './support/ai-app';
import { parseAnswer, signup, type SignedUp } from './support/app';
import { saveComponent, send } from './support/components';
import { collect } from './support/unzip';
import { upload } from './support/upload';

type Entry = { name: string; content: Buffer | string; mode?: number };

/** A zip written by yazl; `rename` swaps names of the same length afterwards, as an attacker would. */
const zip = async (entries: readonly Entry[], rename: [string, string][] = []) => {
  const file = new ZipFile();
  for (const entry of entries)
    file.addBuffer(Buffer.from(entry.content), entry.name, {
      ...(entry.mode ? { mode: entry.mode } : {}),
      mtime: new Date(2000, 0, 1),
    });
  file.end();
  let bytes = await collect(file.outputStream);
  for (const [from, to] of rename) {
    expect(from.length).toBe(to.length);
    bytes = Buffer.from(bytes.toString('latin1').split(from).join(to), 'latin1');
  }
  return bytes;
};

type TarEntry = { name: string; content?: string; type?: 'file' | 'symlink'; linkname?: string };

const tarGz = async (entries: readonly TarEntry[]) => {
  const tar = pack();
  for (const entry of entries)
    tar.entry(
      { name: entry.name, type: entry.type ?? 'file', linkname: entry.linkname },
      entry.type === 'symlink' ? '' : (entry.content ?? ''),
    );
  tar.finalize();
  return gzipSync(await collect(tar as unknown as NodeJS.ReadableStream));
};

const angularFiles = (prompt: string, folder: string): Entry[] =>
  generate(prompt, { framework: 'angular' }).files.map((file) => ({
    name: `${folder}/${file.path}`,
    content: file.content,
  }));

const importTemps = () => readdirSync(tmpdir()).filter((name) => name.startsWith('kiln-import-'));

describe('given archives to import', () => {
  let t: AiTestApp;
  let ada: SignedUp;
  beforeAll(async () => {
    t = await startAiApp();
    ada = await signup(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const written = async (userId: string) => {
    const { db } = t.app.ctx;
    const [kept] = await db
      .select({ value: count() })
      .from(components)
      .where(eq(components.userId, userId));
    const [versions] = await db
      .select({ value: count() })
      .from(componentVersions)
      .where(eq(componentVersions.userId, userId));
    return { components: kept?.value ?? 0, versions: versions?.value ?? 0 };
  };

  it('should preview a folder of component files, write nothing, then save it on confirm', async () => {
    const archive = await zip([
      ...angularFiles('a login form', 'kit/login'),
      ...angularFiles('a pricing table with three plans', 'kit/pricing'),
      { name: 'kit/notes.txt', content: 'not a component' },
    ]);
    const before = await written(ada.id);
    const preview = await upload(t.app, ada.token, [{ filename: 'kit.zip', content: archive }]);
    expect(preview.statusCode, preview.body).toBe(200);
    const listed = parseAnswer(importAnswerSchema, preview.body).data;
    expect(listed.confirmed).toBe(false);
    expect(listed.components.map((c) => [c.name, c.framework, c.id])).toEqual([
      ['Login form', 'angular', null],
      ['Pricing table', 'angular', null],
    ]);
    expect(await written(ada.id)).toEqual(before);

    const confirmed = await upload(
      t.app,
      ada.token,
      [{ filename: 'kit.zip', content: archive }],
      true,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const saved = parseAnswer(importAnswerSchema, confirmed.body).data.components;
    expect(saved.every((c) => c.id && c.version === 1)).toBe(true);
    const detail = await send(t.app, ada.token, 'GET', `/api/components/${saved[0]!.id}`);
    expect(JSON.parse(detail.body).data.current.files.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['login-form.component.ts', 'login-form.component.html']),
    );
    expect(await written(ada.id)).toEqual({
      components: before.components + 2,
      versions: before.versions + 2,
    });
  });

  it('should read a .tar.gz the same way', async () => {
    const archive = await tarGz(
      generate('a pricing table with three plans', { framework: 'react' }).files.map((file) => ({
        name: `shop/${file.path}`,
        content: file.content,
      })),
    );
    const preview = await upload(t.app, ada.token, [{ filename: 'shop.tar.gz', content: archive }]);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(parseAnswer(importAnswerSchema, preview.body).data.components).toEqual([
      {
        name: 'Pricing table',
        framework: 'react',
        files: ['PricingTable.module.css', 'PricingTable.tsx'],
        id: null,
        version: null,
      },
    ]);
  });

  it('should import a Kiln project export back, named as the manifest says', async () => {
    const saved = await saveComponent(t.app, ada.token, {
      name: 'Welcome card',
      source: {
        kind: 'files',
        framework: 'angular',
        files: generate('a profile card', { framework: 'angular' }).files,
      },
    });
    const exported = await send(t.app, ada.token, 'POST', '/api/export', {
      componentIds: [saved.id],
      kind: 'project',
      name: 'Cards',
      extras: { tests: true },
    });
    expect(exported.statusCode).toBe(200);
    const dave = await signup(t.app);
    const imported = await upload(
      t.app,
      dave.token,
      [{ filename: 'cards.zip', content: exported.rawPayload }],
      true,
    );
    expect(imported.statusCode, imported.body).toBe(201);
    const [component] = parseAnswer(importAnswerSchema, imported.body).data.components;
    expect(component).toMatchObject({ name: 'Welcome card', framework: 'angular', version: 1 });
    expect(component!.files.sort()).toEqual(saved.current.files.map((file) => file.path).sort());
  });

  describe('when the upload breaks a rule', () => {
    let bob: SignedUp;
    beforeAll(async () => {
      bob = await signup(t.app);
    });

    const refuses = async (
      parts: Parameters<typeof upload>[2],
      status: number,
      code: string,
      message: RegExp,
    ) => {
      const temps = importTemps().length;
      for (const confirm of [false, true]) {
        const answer = await upload(t.app, bob.token, parts, confirm);
        expect(answer.statusCode, answer.body).toBe(status);
        const { error } = JSON.parse(answer.body) as { error: { code: string; message: string } };
        expect(error.code).toBe(code);
        expect(error.message).toMatch(message);
      }
      expect(await written(bob.id)).toEqual({ components: 0, versions: 0 });
      expect(importTemps().length).toBeLessThanOrEqual(temps);
    };
    const rejectedCode = ImportErrorCode.importRejected;
    const login = () => angularFiles('a login form', 'kit');

    it('should refuse a file larger than 10485760 bytes', async () => {
      const big = randomBytes(10_485_761);
      await refuses(
        [{ filename: 'big.zip', content: big }],
        413,
        ImportErrorCode.fileTooLarge,
        /10485760 bytes/,
      );
    });

    it('should refuse other extensions', async () => {
      const archive = await zip(login());
      await refuses(
        [{ filename: 'kit.rar', content: archive }],
        400,
        rejectedCode,
        /\.zip or \.tar\.gz/,
      );
      await refuses(
        [{ filename: 'kit.tar', content: archive }],
        400,
        rejectedCode,
        /\.zip or \.tar\.gz/,
      );
    });

    it('should refuse several files', async () => {
      const archive = await zip(login());
      await refuses(
        [
          { filename: 'a.zip', content: archive },
          { filename: 'b.zip', content: archive },
        ],
        400,
        rejectedCode,
        /one file/,
      );
    });

    it('should refuse corrupt archives', async () => {
      await refuses(
        [{ filename: 'x.zip', content: randomBytes(4096) }],
        400,
        rejectedCode,
        /could not be read/,
      );
      const good = await tarGz([{ name: 'kit/a.component.ts', content: 'x'.repeat(5000) }]);
      await refuses(
        [{ filename: 'x.tar.gz', content: good.subarray(0, good.length - 40) }],
        400,
        rejectedCode,
        /could not be read/,
      );
    });

    it('should refuse entries with .. or absolute paths, in zips and tars', async () => {
      const files = login();
      const first = files[0]!.name;
      const dotted = await zip(files, [[first, `../${first.slice(3)}`]]);
      await refuses(
        [{ filename: 'x.zip', content: dotted }],
        400,
        rejectedCode,
        /leaves its folder/,
      );
      const absolute = await zip(files, [[first, `/${first.slice(1)}`]]);
      await refuses([{ filename: 'x.zip', content: absolute }], 400, rejectedCode, /absolute path/);
      const tarDotted = await tarGz([{ name: 'kit/../../etc/a.component.ts', content: 'x' }]);
      await refuses(
        [{ filename: 'x.tar.gz', content: tarDotted }],
        400,
        rejectedCode,
        /leaves its folder/,
      );
      const tarAbsolute = await tarGz([{ name: '/etc/a.component.ts', content: 'x' }]);
      await refuses(
        [{ filename: 'x.tar.gz', content: tarAbsolute }],
        400,
        rejectedCode,
        /absolute path/,
      );
    });

    it('should refuse symlinks', async () => {
      const link = await zip([
        ...login(),
        { name: 'kit/link.ts', content: '/etc/passwd', mode: 0o120777 },
      ]);
      await refuses([{ filename: 'x.zip', content: link }], 400, rejectedCode, /link/);
      const tarLink = await tarGz([
        { name: 'kit/a.component.ts', content: 'x' },
        { name: 'kit/b.ts', type: 'symlink', linkname: '/etc/passwd' },
      ]);
      await refuses([{ filename: 'x.tar.gz', content: tarLink }], 400, rejectedCode, /link/);
    });

    it('should refuse archives that unpack past 50 MB or compress past 100:1', async () => {
      const bomb = await zip([
        ...login(),
        { name: 'kit/zeros.ts', content: Buffer.alloc(20 * 1024 * 1024) },
      ]);
      await refuses([{ filename: 'x.zip', content: bomb }], 400, rejectedCode, /100:1/);
      const tarBomb = await tarGz([
        { name: 'kit/zeros.ts', content: '\0'.repeat(20 * 1024 * 1024) },
      ]);
      await refuses([{ filename: 'x.tar.gz', content: tarBomb }], 400, rejectedCode, /100:1/);
      const noise = randomBytes(700 * 1024).toString('base64');
      const huge = await zip([
        { name: 'kit/noise.txt', content: noise },
        { name: 'kit/zeros.bin', content: Buffer.alloc(51 * 1024 * 1024) },
      ]);
      await refuses([{ filename: 'x.zip', content: huge }], 400, rejectedCode, /50 MB/);
    });

    it('should refuse more than 500 entries', async () => {
      const many = Array.from({ length: 501 }, (_, index) => ({
        name: `kit/file-${index}.txt`,
        content: randomBytes(16).toString('hex'),
      }));
      await refuses(
        [{ filename: 'x.zip', content: await zip(many) }],
        400,
        rejectedCode,
        /500 entries/,
      );
      await refuses(
        [{ filename: 'x.tar.gz', content: await tarGz(many) }],
        400,
        rejectedCode,
        /500 entries/,
      );
    });

    it('should refuse an import that would pass the 100-component limit', async () => {
      const carol = await signup(t.app);
      for (let index = 0; index < 99; index += 1)
        await saveComponent(t.app, carol.token, {
          name: `Badge ${index}`,
          source: {
            kind: 'files',
            framework: 'react',
            files: [
              {
                path: 'Badge.tsx',
                content: 'export function Badge() { return null; }\n',
                type: 'component',
                language: 'tsx',
              },
            ],
          },
        });
      const archive = await zip([
        ...angularFiles('a login form', 'kit/login'),
        ...angularFiles('a pricing table with three plans', 'kit/pricing'),
      ]);
      for (const confirm of [false, true]) {
        const answer = await upload(
          t.app,
          carol.token,
          [{ filename: 'kit.zip', content: archive }],
          confirm,
        );
        expect(answer.statusCode, answer.body).toBe(409);
        expect(JSON.parse(answer.body).error.message).toMatch(/limit of 100/);
      }
      expect(await written(carol.id)).toEqual({ components: 99, versions: 99 });
    }, 60_000);

    it('should refuse a request without an archive, and without a token', async () => {
      await refuses([{ field: 'note', content: 'hello' }], 400, rejectedCode, /Choose a \.zip/);
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/components/import' });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
