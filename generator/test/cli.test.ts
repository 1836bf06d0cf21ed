import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/kiln-generate.mjs', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'kiln-cli-'));

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: workDir, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('given a description and --json', () => {
  it('should print the generated code result', () => {
    const { code, stdout } = cli('a signup form with name, email and password', '--json');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as {
      id: string;
      name: string;
      framework: string;
      files: { path: string }[];
      timestamp: string;
    };
    expect(result).toMatchObject({ name: 'SignupForm', framework: 'angular' });
    expect(result.files.map((f) => f.path)).toContain('signup-form.component.html');
    expect(Number.isNaN(Date.parse(result.timestamp))).toBe(false);
  });
});

describe('given --variants', () => {
  it('should print the takes with --json, and write each in its own folder otherwise', () => {
    const json = cli('a contact form with name, email and message', '--variants', '3', '--json');
    expect(json.code).toBe(0);
    const result = JSON.parse(json.stdout) as {
      files: { path: string }[];
      variants: { label: string; files: { path: string; content: string }[] }[];
    };
    expect(result.variants).toHaveLength(3);
    expect(new Set(result.variants.map((take) => take.label)).size).toBe(3);

    const written = cli(
      'a contact form with name, email and message',
      '-o',
      'takes',
      '--variants=2',
    );
    expect(written.code).toBe(0);
    const folders = readdirSync(join(workDir, 'takes', 'variants')).sort();
    expect(folders).toHaveLength(2);
    for (const folder of folders)
      expect(readdirSync(join(workDir, 'takes', 'variants', folder)).sort()).toEqual(
        readdirSync(join(workDir, 'takes'))
          .filter((name) => name !== 'variants')
          .sort(),
      );

    const refused = cli('a contact form', '--variants', '5');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--variants must be a whole number from 1 to 3');
  });
});

describe('given --framework react and --out', () => {
  it('should write the React files into the folder', () => {
    const { code, stdout } = cli(
      'a pricing table with three plans',
      '--framework',
      'react',
      '--out',
      'pricing',
    );
    expect(code).toBe(0);
    expect(readdirSync(join(workDir, 'pricing')).sort()).toEqual([
      'PricingTable.module.css',
      'PricingTable.tsx',
    ]);
    expect(stdout).toContain('Here is PricingTable');
  });
});

describe('given --framework react-ds', () => {
  it('should write a component that imports the design system', () => {
    const { code, stdout } = cli(
      'a login form with email and password',
      '-f',
      'react-ds',
      '-o',
      'login',
    );
    expect(code).toBe(0);
    const files = readdirSync(join(workDir, 'login')).sort();
    expect(files).toEqual(['LoginForm.module.css', 'LoginForm.tsx']);
    expect(readFileSync(join(workDir, 'login', 'LoginForm.tsx'), 'utf8')).toMatch(
      /import \{[^}]+\bButton\b[^}]*\} from '@kiln\/design-system';/,
    );
    expect(stdout).toContain("Kiln's design system");
  });
});

describe('given bad usage', () => {
  it('should explain an unknown framework and exit with 2', () => {
    const { code, stderr } = cli('a card', '--framework', 'vue');
    expect(code).toBe(2);
    expect(stderr).toContain('--framework must be angular, react or react-ds');
  });

  it('should ask for a description and exit with 2', () => {
    const { code, stderr } = cli('--json');
    expect(code).toBe(2);
    expect(stderr).toContain('give a description');
  });

  it('should refuse a description without words and exit with 1', () => {
    const { code, stderr } = cli('?!');
    expect(code).toBe(1);
    expect(stderr).toContain('no words');
  });

  it('should reject an unknown option', () => {
    expect(cli('a card', '--colour', 'red')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown option --colour'),
    });
  });
});
