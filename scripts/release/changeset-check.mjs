/**
 * The changeset rule: a change to a publishable package (a workspace whose package.json is not
 * `private`) needs a changeset that names it, so every published version says what changed.
 * Changes are counted against the merge-base with main; without a git history, or with no main to
 * compare with, there is nothing to check. Tests and the changelog itself ship nothing, so they
 * need no changeset; an empty changeset (`npx changeset --empty`) says a change needs no release.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
 * @param {string[]} changed paths changed since the merge-base, relative to the root
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

/** The merge-base of HEAD with main (local, else origin's), or null when there is none. */
export function mergeBase(root) {
  for (const ref of ['main', 'origin/main']) {
    try {
      return git(root, ['merge-base', 'HEAD', ref]).trim();
    } catch {
      // No such ref, or no git history at all: try the next one.
    }
  }
  return null;
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
  const base = mergeBase(root);
  if (!base)
    return { ok: true, lines: ['changesets: no main branch to compare with; nothing to check.'] };
  const missing = missingChangesets(workspacePackages(root), changedSince(root, base), (path) =>
    readFileSync(join(root, path), 'utf8'),
  );
  if (missing.length === 0)
    return { ok: true, lines: ['changesets: every changed publishable package has one.'] };
  return {
    ok: false,
    lines: [
      ...missing.map(
        (pkg) =>
          `changesets: ${pkg.name} changed (${pkg.files.slice(0, 3).join(', ')}${pkg.files.length > 3 ? ', …' : ''}) without a changeset naming it.`,
      ),
      'Run `npx changeset` to describe the change (or `npx changeset --empty` when it needs no release).',
    ],
  };
}
