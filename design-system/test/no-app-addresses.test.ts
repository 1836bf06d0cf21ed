// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The design system knows no app URLs: its header, footer and menus get every link from the app
 * (as props or navigation targets), so renaming a page never means releasing the design system.
 * This flags a quoted absolute path with at least one segment ('/pricing', "/auth/login",
 * `/library/${id}`) and a quoted web or mail address. A lone '/' is not flagged: every site has a
 * root, and the current-link rule treats it specially without knowing what it shows. The quote must
 * open a string (not close one, as in a regular expression ending in ```/g).
 */
const appAddress = /(?:^|[^\w"'`\\])["'`](?:\/[\w-]|https?:\/\/\w|mailto:[\w.+-]+@)/;

const sourceRoot = fileURLToPath(new URL('../src', import.meta.url));

function productionFiles(): string[] {
  return readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
}

function appAddressesIn(file: string): string[] {
  return readFileSync(join(sourceRoot, file), 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      appAddress.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

describe('given the design system sources', () => {
  it('should find the components it scans', () => {
    expect(productionFiles()).toEqual(
      expect.arrayContaining(['product/site-header.tsx', 'product/site-footer.tsx', 'index.ts']),
    );
  });

  it('should hold no app address outside the tests', () => {
    expect(productionFiles().flatMap(appAddressesIn)).toEqual([]);
  });
});

describe('given the app-address pattern', () => {
  it('should flag quoted paths and addresses however they are quoted', () => {
    for (const line of [
      "{ href: '/dashboard', label: 'Dashboard' }",
      '<a href="/auth/login">',
      'const url = `/library/${id}`;',
      "documentation: 'https://docs.kiln.dev',",
      'href="mailto:support@kiln.dev"',
    ]) {
      expect(appAddress.test(line), line).toBe(true);
    }
  });

  it('should let relative imports, the bare root and regular expressions pass', () => {
    for (const line of [
      "import { cn } from '../lib/cn';",
      "if (href !== '/') return;",
      "path.replace(/\\/+$/, '')",
      'const FENCE = /```([\\w+#.-]*)[^\\S\\n]*\\n([\\s\\S]*?)```/g;',
      ' * href may be a `mailto:` address.',
      "@source './';",
    ]) {
      expect(appAddress.test(line), line).toBe(false);
    }
  });
});
