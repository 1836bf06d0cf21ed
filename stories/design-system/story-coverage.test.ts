import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every component family the design system publishes (each .tsx file its barrel exports from)
// must have a story file that renders that family: stories are its documentation, its interaction
// and accessibility tests and its visual baselines.
const root = new URL('../../', import.meta.url);
const barrel = readFileSync(new URL('design-system/src/index.ts', root), 'utf8');

const families = [
  ...barrel.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/(components|product)\/([\w-]+)'/g),
]
  .filter(([, , folder, file]) =>
    existsSync(new URL(`design-system/src/${folder}/${file}.tsx`, root)),
  )
  .map(([, names, folder, file]) => ({
    folder,
    file,
    components: names!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^[A-Z][a-z]/.test(name)),
  }));

describe('given the design-system barrel', () => {
  it('should export component families', () => {
    expect(families.length).toBeGreaterThan(30);
  });

  describe.each(families)('given the $folder/$file family', ({ folder, file, components }) => {
    const storyPath = `stories/design-system/${folder === 'product' ? 'product/' : ''}${file}.stories.tsx`;

    it(`should have ${storyPath} rendering one of its components`, () => {
      expect(existsSync(new URL(storyPath, root)), `${storyPath} is missing`).toBe(true);
      const story = readFileSync(new URL(storyPath, root), 'utf8');
      const rendered = components.filter((name) => new RegExp(`<${name}[\\s/>]`).test(story));
      expect(rendered, `${storyPath} renders none of ${components.join(', ')}`).not.toEqual([]);
    });
  });
});
