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
    const commit = (message) => {
      git(root, 'add', '.');
      git(
        root,
        '-c',
        'user.name=Kiln',
        '-c',
        'user.email=kiln@example.com',
        'commit',
        '-qm',
        message,
      );
    };
    git(root, 'init', '-q', '-b', 'main');
    commit('start');
    return { root, write, commit };
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
        /@kiln\/design-system changed since its last release \(design-system\/src\/index\.ts\)/,
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

  it('should fail a change committed straight on main without a changeset', () => {
    const { root, write, commit } = repository();
    try {
      write('design-system/src/index.ts', 'export const answer = 42;\n');
      commit('answer');
      const failed = checkChangesets(root);
      assert.equal(failed.ok, false);
      assert.match(failed.lines[0], /@kiln\/design-system changed since its last release/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('should let a changeset committed earlier on main cover a later change', () => {
    const { root, write, commit } = repository();
    try {
      write('.changeset/answer.md', '---\n"@kiln/design-system": minor\n---\n\nAn answer.\n');
      write('design-system/src/index.ts', 'export const answer = 42;\n');
      commit('answer with its changeset');
      write('design-system/src/index.ts', 'export const answer = 43;\n');
      commit('a better answer');
      assert.equal(checkChangesets(root).ok, true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('should count changes from the release that bumped the version and wrote the changelog', () => {
    const { root, write, commit } = repository();
    try {
      write('design-system/src/index.ts', 'export const answer = 42;\n');
      write(
        'design-system/package.json',
        JSON.stringify({ name: '@kiln/design-system', version: '0.2.0' }),
      );
      write('design-system/CHANGELOG.md', '# @kiln/design-system\n\n## 0.2.0\n\n- An answer.\n');
      commit('release 0.2.0');
      assert.equal(checkChangesets(root).ok, true);
      write('design-system/src/index.ts', 'export const answer = 43;\n');
      commit('after the release');
      assert.equal(checkChangesets(root).ok, false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('should take a release tag as the last release', () => {
    const { root, write, commit } = repository();
    try {
      write(
        'design-system/package.json',
        JSON.stringify({ name: '@kiln/design-system', version: '0.2.0' }),
      );
      commit('version 0.2.0');
      write('design-system/src/index.ts', 'export const answer = 42;\n');
      commit('released as 0.2.0 with this change');
      assert.equal(checkChangesets(root).ok, false);
      git(root, 'tag', '@kiln/design-system@0.2.0');
      assert.equal(checkChangesets(root).ok, true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('should pass where there is no git history to compare with', () => {
    const root = mkdtempSync(join(tmpdir(), 'kiln-changesets-'));
    try {
      mkdirSync(join(root, 'design-system'));
      writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: ['design-system'] }));
      writeFileSync(
        join(root, 'design-system', 'package.json'),
        JSON.stringify({ name: '@kiln/design-system' }),
      );
      assert.deepEqual(checkChangesets(root), {
        ok: true,
        lines: ['changesets: no git history to compare with; nothing to check.'],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
