import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { checkChangesets, missingChangesets, namedPackages } from './changeset-check.mjs';

const packages = [
  { name: '@kiln/design-system', dir: 'design-system', private: false },
  { name: '@kiln/server', dir: 'server', private: true },
];
const noChangesets = () => {
  throw new Error('no changeset was read');
};

describe('given the changed files of a branch', () => {
  it('should name a publishable package whose source changed without a changeset', () => {
    const missing = missingChangesets(
      packages,
      ['design-system/src/components/button.tsx'],
      noChangesets,
    );
    assert.deepEqual(missing, [
      { name: '@kiln/design-system', files: ['design-system/src/components/button.tsx'] },
    ]);
  });

  it('should not ask a private package for a changeset', () => {
    assert.deepEqual(missingChangesets(packages, ['server/src/app.ts'], noChangesets), []);
  });

  it('should not count tests or the changelog as a change to publish', () => {
    const changed = [
      'design-system/test/package/check.mjs',
      'design-system/src/components/button.test.tsx',
      'design-system/CHANGELOG.md',
    ];
    assert.deepEqual(missingChangesets(packages, changed, noChangesets), []);
  });

  it('should pass when a changeset names the package', () => {
    const changed = ['design-system/src/index.ts', '.changeset/brave-owls-sing.md'];
    const text = '---\n"@kiln/design-system": minor\n---\n\nAdds llms.txt.\n';
    assert.deepEqual(
      missingChangesets(packages, changed, () => text),
      [],
    );
  });

  it('should still fail when the changeset names another package', () => {
    const changed = ['design-system/src/index.ts', '.changeset/brave-owls-sing.md'];
    const text = '---\n"@kiln/tokens": patch\n---\n\nFixes a colour.\n';
    assert.equal(missingChangesets(packages, changed, () => text).length, 1);
  });

  it('should accept an empty changeset as "no release needed"', () => {
    const changed = ['design-system/src/index.ts', '.changeset/quiet-cats-nap.md'];
    assert.deepEqual(
      missingChangesets(packages, changed, () => '---\n---\n'),
      [],
    );
  });

  it('should not read the changesets folder README as a changeset', () => {
    const changed = ['design-system/src/index.ts', '.changeset/README.md'];
    assert.equal(missingChangesets(packages, changed, noChangesets).length, 1);
  });
});

describe('given a changeset front matter', () => {
  it('should read quoted and unquoted package names with their bump', () => {
    const text = '---\n\'@kiln/design-system\': major\n"@kiln/tokens": patch\n---\nText\n';
    assert.deepEqual(namedPackages(text), ['@kiln/design-system', '@kiln/tokens']);
  });

  it('should answer null for text without front matter', () => {
    assert.equal(namedPackages('# Changesets\n'), null);
  });
});

describe('given a git repository', () => {
  const git = (cwd, ...args) => execFileSync('git', args, { cwd, stdio: 'ignore' });
  const repository = () => {
    const root = mkdtempSync(join(tmpdir(), 'kiln-changesets-'));
    const write = (path, text) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('package.json', JSON.stringify({ workspaces: ['design-system'] }));
    write('design-system/package.json', JSON.stringify({ name: '@kiln/design-system' }));
    write('design-system/src/index.ts', 'export {};\n');
    git(root, 'init', '-q', '-b', 'main');
    git(root, 'add', '.');
    git(
      root,
      '-c',
      'user.name=Kiln',
      '-c',
      'user.email=kiln@example.com',
      'commit',
      '-qm',
      'start',
    );
    return { root, write };
  };

  it('should pass on main with nothing changed', () => {
    const { root } = repository();
    try {
      assert.equal(checkChangesets(root).ok, true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('should fail a branch that changes the package until a changeset names it', () => {
    const { root, write } = repository();
    try {
      git(root, 'checkout', '-qb', 'feature');
      write('design-system/src/index.ts', 'export const answer = 42;\n');
      const failed = checkChangesets(root);
      assert.equal(failed.ok, false);
      assert.match(
        failed.lines[0],
        /@kiln\/design-system changed \(design-system\/src\/index\.ts\)/,
      );
      write(
        '.changeset/answer.md',
        '---\n"@kiln/design-system": minor\n---\n\nExports the answer.\n',
      );
      assert.equal(checkChangesets(root).ok, true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('should pass where there is no main to compare with', () => {
    const root = mkdtempSync(join(tmpdir(), 'kiln-changesets-'));
    try {
      assert.deepEqual(checkChangesets(root), {
        ok: true,
        lines: ['changesets: no main branch to compare with; nothing to check.'],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
