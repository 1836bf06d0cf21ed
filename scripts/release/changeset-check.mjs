/**
 * The changeset rule: a change to a publishable package (a workspace whose package.json is not
 * `private`) needs a changeset that names it, so every published version says what changed.
 * Changes are counted since the package's last release (its release tag, else the last commit that
 * changed its version or its CHANGELOG.md, else the commit that added it), so the rule holds on
 * main as on a branch; a pending changeset (any in `.changeset/`, committed or not) covers them.
 * Without a git history there is nothing to check. Tests and the changelog itself ship nothing, so
 * they need no changeset; an empty changeset (`npx changeset --empty`) says a change needs no release.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Files of a package that change nothing it publishes. */
const UNPUBLISHED = [/(^|\/)test\//, /\.test\.[cm]?[jt]sx?$/, /(^|\/)CHANGELOG\.md$/];

/**
 * The packages a changeset names, from its front matter (`"@kiln/design-system": minor`), or
 * `null` when the text is not a changeset.
 */
export function namedPackages(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(text);
  if (!match) return null;
  const names = [];
  for (const line of match[1].split(/\r?\n/)) {
    const entry = /^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
    if (entry) names.push(entry[1]);
  }
  return names;
}

/** Whether a path is a changeset file (`.changeset/<name>.md`, not its README). */
export const isChangeset = (path) =>
  /^\.changeset\/[^/]+\.md$/.test(path) && !/README\.md$/i.test(path);

/**
 * The publishable packages changed without a changeset naming them.
 * @param {{ name: string, dir: string, private?: boolean }[]} packages workspaces, `dir` relative to the root
 * @param {string[]} changed paths changed since the last release, and the pending changesets, relative to the root
 * @param {(path: string) => string} readChangeset the text of a changed changeset file
 * @returns {{ name: string, files: string[] }[]}
 */
export function missingChangesets(packages, changed, readChangeset) {
  const named = new Set();
  let declaredNoRelease = false;
  for (const path of changed.filter(isChangeset)) {
    const names = namedPackages(readChangeset(path));
    if (names === null) continue;
    if (names.length === 0) declaredNoRelease = true;
    for (const name of names) named.add(name);
  }
  if (declaredNoRelease) return [];
  return packages
    .filter((pkg) => !pkg.private && !named.has(pkg.name))
    .map((pkg) => ({
      name: pkg.name,
      files: changed.filter(
        (path) =>
          path.startsWith(`${pkg.dir}/`) &&
          !UNPUBLISHED.some((pattern) => pattern.test(path.slice(pkg.dir.length + 1))),
      ),
    }))
    .filter((pkg) => pkg.files.length > 0);
}

const git = (root, args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

const lastCommit = (root, args) => {
  try {
    return git(root, ['log', '-1', '--format=%H', ...args]).trim() || null;
  } catch {
    return null; // No git history at all.
  }
};

const tagCommit = (root, tag) => {
  try {
    return git(root, ['rev-list', '-n', '1', tag]).trim() || null;
  } catch {
    return null; // No such tag.
  }
};

/**
 * The commit of a package's last release: the newest of its release tag (`<name>@<version>`, as
 * `changeset tag` writes it), the last commit that changed the version in its package.json and
 * the last that changed its CHANGELOG.md; else the commit that added it; null without a history.
 * @param {string} root
 * @param {{ name: string, dir: string }} pkg
 */
export function lastRelease(root, pkg) {
  const manifest = `${pkg.dir}/package.json`;
  const version = JSON.parse(readFileSync(join(root, manifest), 'utf8')).version;
  const marks = [
    version ? tagCommit(root, `${pkg.name}@${version}`) : null,
    lastCommit(root, ['-G', '"version"\\s*:', '--', manifest]),
    lastCommit(root, ['--', `${pkg.dir}/CHANGELOG.md`]),
  ].filter(Boolean);
  if (marks.length === 0) return lastCommit(root, ['--diff-filter=A', '--', manifest]);
  // The newest: the first of them in the history that leads to HEAD.
  return git(root, ['rev-list', '-n', '1', '--topo-order', ...marks]).trim();
}

/** The changesets waiting for the next release: every one in `.changeset/`. */
export function pendingChangesets(root) {
  const dir = join(root, '.changeset');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => `.changeset/${name}`)
    .filter(isChangeset);
}

/** Paths changed since `base`: committed, staged, unstaged and new (untracked) files. */
export function changedSince(root, base) {
  const lines = (text) => text.split('\n').filter(Boolean);
  return [
    ...new Set([
      ...lines(git(root, ['diff', '--name-only', base])),
      ...lines(git(root, ['ls-files', '--others', '--exclude-standard'])),
    ]),
  ];
}

export function workspacePackages(root) {
  const read = (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  return read('.').workspaces.map((dir) => {
    const pkg = read(dir);
    return { name: pkg.name, dir, private: pkg.private === true };
  });
}

/** Runs the check in `root`: returns the lines to print and whether it passed. */
export function checkChangesets(root) {
  const publishable = workspacePackages(root).filter((pkg) => !pkg.private);
  const bases = publishable.map((pkg) => ({ pkg, base: lastRelease(root, pkg) }));
  if (bases.every(({ base }) => !base))
    return { ok: true, lines: ['changesets: no git history to compare with; nothing to check.'] };
  const pending = pendingChangesets(root);
  const missing = bases
    .filter(({ base }) => base)
    .flatMap(({ pkg, base }) =>
      missingChangesets([pkg], [...changedSince(root, base), ...pending], (path) =>
        readFileSync(join(root, path), 'utf8'),
      ),
    );
  if (missing.length === 0)
    return {
      ok: true,
      lines: ['changesets: every publishable package changed since its release has one.'],
    };
  return {
    ok: false,
    lines: [
      ...missing.map(
        (pkg) =>
          `changesets: ${pkg.name} changed since its last release (${pkg.files.slice(0, 3).join(', ')}${pkg.files.length > 3 ? ', …' : ''}) without a pending changeset naming it.`,
      ),
      'Run `npx changeset` to describe the change (or `npx changeset --empty` when it needs no release).',
    ],
  };
}
