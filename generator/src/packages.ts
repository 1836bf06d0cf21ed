import { FRAMEWORKS } from './model';
import type { Framework } from './model';

/** The majors generated code is written for (Angular 21, React 19), as npm version ranges. */
const ANGULAR_RANGE = '^21.0.0';
const REACT_RANGE = '^19.0.0';

/** An npm package name with an optional version or range (`@scope/name@^1.2.0`). */
const PACKAGE_SPEC = /^[@a-z0-9][\w@./^~-]*$/i;

/** A package an import statement names: its scope and name, without a deep path. */
const IMPORTED_PACKAGE = /from\s+['"]((?:@[\w-]+\/)?[\w-]+)(?:\/[\w/-]*)?['"]/g;

/** Whether a requested dependency is a package name; anything else is dropped, never installed. */
function isPackageSpec(value: string): boolean {
  return PACKAGE_SPEC.test(value);
}

/** A dependency as generated code lists it: framework packages pinned to their major, others as named. */
export function pinnedDependency(name: string): string {
  if (name.startsWith('@angular/')) return `${name}@${ANGULAR_RANGE}`;
  if (name === 'react' || name === 'react-dom') return `${name}@${REACT_RANGE}`;
  return name;
}

/** What every component of a framework needs. */
export function frameworkDependencies(framework: Framework): string[] {
  const names =
    framework === 'angular'
      ? ['@angular/core', '@angular/common']
      : framework === 'react-ds'
        ? ['react', 'react-dom', '@kiln/design-system']
        : ['react', 'react-dom'];
  return names.map(pinnedDependency);
}

/** The component's own dependencies first, then the requested package names, each once. */
export function withRequestedDependencies(own: string[], requested: string[] = []): string[] {
  return [...new Set([...own, ...requested.filter(isPackageSpec)])];
}

/** Dependencies of code Kiln did not write itself (a model's answer): the framework's and every imported package. */
export function dependenciesOfCode(
  files: { content: string }[],
  framework: Framework,
  requested: string[] = [],
): string[] {
  const imported = new Set<string>();
  for (const file of files) {
    for (const match of file.content.matchAll(IMPORTED_PACKAGE))
      if (match[1]) imported.add(match[1]);
  }
  const own = [...frameworkDependencies(framework), ...[...imported].map(pinnedDependency)];
  return withRequestedDependencies(own, requested);
}

/** A request's framework name: React or react-ds when it says so, Angular (the default) for anything else. */
export function parseFramework(name: string | undefined): Framework {
  return frameworkOf(name?.toLowerCase()) ?? 'angular';
}

/** A stored or remembered value, when it names a framework. */
export function frameworkOf(value: unknown): Framework | undefined {
  return FRAMEWORKS.find((framework) => framework === value);
}
