import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signup, type SignedUp } from './support/app';
import { startAiApp, type AiTestApp } from './support/ai-app';

const bin = fileURLToPath(new URL('../../generator/bin/kiln-generate.mjs', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'kiln-cli-remote-'));

let t: AiTestApp;
let user: SignedUp;

beforeAll(async () => {
  t = await startAiApp();
  user = await signup(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** The CLI as a person runs it: its own process, talking HTTP to the listening server. */
const cli = (apiKey: string, ...args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: workDir,
      env: { ...process.env, KILN_API_KEY: apiKey },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });

const usage = async () => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/users/profile',
    headers: bearer(user.token),
  });
  return (JSON.parse(answer.body) as { data: { user: { usage: { generationsUsed: number } } } })
    .data.user.usage.generationsUsed;
};

describe('given the CLI with --server and a personal API key', () => {
  it('should generate on the server, count toward the quota, and stop once the key is revoked', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: bearer(user.token),
      payload: { name: 'CI' },
    });
    const { key, secret } = (
      JSON.parse(created.body) as { data: { key: { id: string }; secret: string } }
    ).data;
    const server = t.base.replace(/\/api$/, '');

    const first = await cli(
      secret,
      'a signup form with name, email and password',
      '--server',
      server,
      '--out',
      'signup',
    );
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(readdirSync(join(workDir, 'signup'))).toContain('signup-form.component.ts');
    expect(await usage()).toBe(1);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/account/api-keys/${key.id}`,
      headers: bearer(user.token),
    });
    const revoked = await cli(secret, 'a button', '--server', server, '--json');
    expect(revoked.code).toBe(1);
    expect(revoked.stderr).toContain('This API key is not valid');
    expect(await usage()).toBe(1);
  });

  it('should ask for the key when KILN_API_KEY is missing', async () => {
    const missing = await cli('', 'a button', '--server', 'http://127.0.0.1:9');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('KILN_API_KEY');
  });
});
