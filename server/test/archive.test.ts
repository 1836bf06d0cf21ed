import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveEntries, attachmentHeader, safeEntryPath, zipArchive } from '../src/export/archive';
import { startAiApp, type AiTestApp } from './support/ai-app';
import { signup, type SignedUp } from './support/app';
import { converse, generate, saveComponent, send } from './support/components';
import { collect, unzip } from './support/unzip';

describe('given files to archive', () => {
  const files = [
    { path: 'src/b.ts', content: 'export const b = 2;\n' },
    { path: '../../etc/passwd', content: 'no escape' },
    { path: 'src\\a.ts', content: 'export const a = "é";\n' },
    { path: 'src/b.ts', content: 'second with the same name' },
    { path: 'con<>:"|?*\u0001.txt ', content: 'odd name' },
    { path: '/', content: 'no name' },
  ];

  it('should keep names relative, safe, distinct and sorted', () => {
    expect(archiveEntries(files, 'My Form').map((entry) => entry.path)).toEqual([
      'My Form/con________.txt',
      'My Form/etc/passwd',
      'My Form/file',
      'My Form/src/a.ts',
      'My Form/src/b.ts',
      'My Form/src/b-2.ts',
    ]);
    expect(safeEntryPath('a/./b/../c')).toBe('a/b/c');
  });

  it('should write the same bytes for the same files, readable by a real unzip', async () => {
    const first = await collect(zipArchive(files, 'form'));
    const second = await collect(zipArchive(files.slice(), 'form'));
    expect(first.equals(second)).toBe(true);
    const distinct = files.filter((file) => file.content !== 'second with the same name');
    const forward = await collect(zipArchive(distinct, 'form'));
    const reversed = await collect(zipArchive([...distinct].reverse(), 'form'));
    expect(forward.equals(reversed)).toBe(true);
    const entries = await unzip(first);
    expect(entries.map((entry) => [entry.name, entry.content])).toEqual(
      archiveEntries(files, 'form').map((entry) => [entry.path, entry.content]),
    );
    expect(new Set(entries.map((entry) => entry.mtime.getTime())).size).toBe(1);
  });

  it('should name the download safely, with the typed name for clients that read it', () => {
    expect(attachmentHeader('Login "form" v2')).toBe(
      `attachment; filename="login-form-v2.zip"; filename*=UTF-8''Login%20%22form%22%20v2.zip`,
    );
    expect(attachmentHeader('日本')).toBe(
      `attachment; filename="component.zip"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.zip`,
    );
  });
});

describe('given answers and a saved version to download', () => {
  let t: AiTestApp;
  let ada: SignedUp;
  beforeAll(async () => {
    t = await startAiApp();
    ada = await signup(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const download = async (url: string) => {
    const answer = await send(t.app, ada.token, 'GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    return {
      disposition: String(answer.headers['content-disposition']),
      entries: await unzip(answer.rawPayload),
    };
  };

  it("should zip a chat answer's files, and a saved version's", async () => {
    const { answers } = await converse(t.app, t.clock, ada.token, ['a login form']);
    const { disposition, entries } = await download(
      `/api/ai/copilot/messages/${answers[0]}/archive`,
    );
    expect(disposition).toMatch(/^attachment; filename="login-form\.zip"/);
    const saved = await saveComponent(t.app, ada.token, {
      name: 'Login form',
      source: { kind: 'chat-message', id: answers[0]! },
    });
    const expected = saved.current.files
      .map((file) => [`login-form/${file.path}`, file.content])
      .sort(([a], [b]) => (a! < b! ? -1 : 1));
    expect(entries.map((entry) => [entry.name, entry.content])).toEqual(expected);
    const version = await download(`/api/components/${saved.id}/versions/1/archive`);
    expect(version.disposition).toMatch(/filename="login-form-v1\.zip"/);
    expect(version.entries.map((entry) => entry.content)).toEqual(expected.map(([, c]) => c));
  });

  it("should zip a generated answer's files", async () => {
    const responseId = await generate(t.app, t.clock, ada.token, 'PricingTable');
    const { entries } = await download(`/api/ai/responses/${responseId}/archive`);
    expect(entries.some((entry) => entry.name.endsWith('.tsx'))).toBe(true);
  });

  it('should answer 404 for an answer that does not exist', async () => {
    const missing = await send(
      t.app,
      ada.token,
      'GET',
      '/api/ai/copilot/messages/00000000-0000-4000-8000-000000000000/archive',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('should list the archive routes in the API documentation', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((JSON.parse(docs.body) as { paths: object }).paths);
    for (const path of [
      '/api/components',
      '/api/components/stats',
      '/api/components/{id}',
      '/api/components/{id}/duplicate',
      '/api/components/{id}/versions',
      '/api/components/{id}/versions/{version}',
      '/api/components/{id}/versions/{version}/restore',
      '/api/components/{id}/versions/{version}/archive',
      '/api/components/{id}/diff',
      '/api/ai/copilot/messages/{id}/archive',
      '/api/ai/responses/{id}/archive',
    ])
      expect(paths).toContain(path);
  });
});
