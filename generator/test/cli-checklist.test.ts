import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checklistText } from '../src/cli-remote';

const bin = fileURLToPath(new URL('../bin/kiln-generate.mjs', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'kiln-cli-checklist-'));
const cli = (...args: string[]) => {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: workDir, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout };
};

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const ASKED = 'a cookie banner with "Accept all" and "Reject all" buttons';

describe('given a description with named parts', () => {
  it('should print the checklist after the files', () => {
    const { code, stdout } = cli(ASKED, '--out', 'banner');
    expect(code).toBe(0);
    expect(stdout).toMatch(/\nRequirements: \d+ of \d+ met\n/);
    expect(stdout).toMatch(/ {2}[✓✗] Accept all/);
    expect(stdout).toMatch(/ {2}[✓✗] Reject all/);
  });

  it('should include the checklist in --json', () => {
    const { code, stdout } = cli(ASKED, '--json');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { checklist: { label: string; met: boolean }[] };
    expect(result.checklist.map((item) => item.label)).toEqual(
      expect.arrayContaining(['Accept all', 'Reject all']),
    );
  });
});

describe('checklistText', () => {
  it('should count, tick what is met and give the reason of what is not', () => {
    expect(
      checklistText([
        { label: 'To do', met: true },
        { label: 'drag and drop', met: false, reason: 'Nothing can be dragged.' },
      ]),
    ).toBe('\nRequirements: 1 of 2 met\n  ✓ To do\n  ✗ drag and drop — Nothing can be dragged.\n');
    expect(checklistText([])).toBe('');
  });
});
