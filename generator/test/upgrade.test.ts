import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromModel, interpret, MODEL_SCHEMA_VERSION, refine, upgradeModel } from '../src/index';
import type { GeneratedFile, Presentation } from '../src/index';

interface StoredFixture {
  description: string;
  stored: Record<string, unknown>;
  expected: {
    files: Record<string, string>;
    /** Why the files changed from what they were then, when a later change to Kiln meant it. */
    since?: string;
    refine: { instruction: string; note: string; files: Record<string, string>; since?: string };
  };
}

const { models } = JSON.parse(
  readFileSync(new URL('./fixtures/stored-models-v1.json', import.meta.url), 'utf8'),
) as { models: StoredFixture[] };

const digests = (files: GeneratedFile[]) =>
  Object.fromEntries(
    files.map((file) => [file.path, createHash('sha256').update(file.content).digest('hex')]),
  );

describe('given component models stored before the schema version existed', () => {
  it.each(models.map((fixture) => [fixture.description, fixture] as const))(
    'should give the files it gave then for "%s"',
    (_, fixture) => {
      expect(fixture.stored).not.toHaveProperty('schemaVersion');
      const model = upgradeModel(structuredClone(fixture.stored));
      expect(model.schemaVersion).toBe(MODEL_SCHEMA_VERSION);
      expect(digests(fromModel(model).files)).toEqual(fixture.expected.files);
    },
  );

  it.each(models.map((fixture) => [fixture.description, fixture] as const))(
    'should refine "%s" as it did then',
    (_, fixture) => {
      const refinement = refine(
        upgradeModel(structuredClone(fixture.stored)),
        fixture.expected.refine.instruction,
      );
      expect(refinement.note).toBe(fixture.expected.refine.note);
      expect(digests(fromModel(refinement.model).files)).toEqual(fixture.expected.refine.files);
    },
  );

  it('should make the presentation choices interpret makes today for the same description and features', () => {
    // A stored model keeps the features read then ("not dismissible" was once read as the
    // feature), and prints what it printed then; where today's reading differs, so may its choices.
    // An accordion kept its first answer open until schema version 4, and still does.
    const same = models.filter(
      (fixture) =>
        JSON.stringify(fixture.stored.features) ===
        JSON.stringify(interpret(fixture.description).features),
    );
    expect(same.length).toBeGreaterThan(models.length / 2);
    const withoutFirstOpen = ({ firstOpen: _then, ...rest }: Presentation) => rest;
    for (const fixture of same)
      expect(withoutFirstOpen(upgradeModel(structuredClone(fixture.stored)).presentation)).toEqual(
        withoutFirstOpen(interpret(fixture.description).presentation),
      );
  });
});

describe('given a model in the current shape', () => {
  it('should return it unchanged', () => {
    const model = interpret('A toast at the top left');
    expect(upgradeModel(model)).toBe(model);
  });
});

describe('given something that is not a stored model', () => {
  it('should refuse it', () => {
    expect(() => upgradeModel(null)).toThrow(TypeError);
    expect(() => upgradeModel({ archetype: 'card' })).toThrow(
      /archetype, a description and features/,
    );
  });

  it('should refuse a model from a newer schema version', () => {
    expect(() =>
      upgradeModel({ ...interpret('A badge'), schemaVersion: MODEL_SCHEMA_VERSION + 1 }),
    ).toThrow(`schema version ${MODEL_SCHEMA_VERSION + 1}`);
  });
});

describe('given a component model stored at schema version 2', () => {
  const description = 'A toast with success and error variants that closes after 4 seconds';
  const current = interpret(description);
  const stored: Record<string, unknown> = structuredClone({ ...current, schemaVersion: 2 });
  delete (stored.presentation as Record<string, unknown>).toastVariants;

  it('should read the toast variants from its description and give the files of today', () => {
    const model = upgradeModel(structuredClone(stored));
    expect(model.schemaVersion).toBe(MODEL_SCHEMA_VERSION);
    expect(model.presentation.toastVariants).toEqual(['success', 'error']);
    expect(digests(fromModel(model).files)).toEqual(digests(fromModel(current).files));
  });

  it('should still refine', () => {
    const refinement = refine(upgradeModel(structuredClone(stored)), 'make it rounded');
    expect(refinement.model.styling.radius).toBe('rounded');
    expect(refinement.model.presentation.toastVariants).toEqual(['success', 'error']);
  });
});

describe('given an accordion stored at schema version 3', () => {
  const description = 'An FAQ accordion with questions about shipping, returns and payment';
  const stored: Record<string, unknown> = structuredClone({
    ...interpret(description),
    schemaVersion: 3,
  });

  it('should keep its first answer open, as it started then', () => {
    const model = upgradeModel(structuredClone(stored));
    expect(model.presentation.firstOpen).toBe(true);
    const code = fromModel({ ...model, framework: 'react' })
      .files.map((f) => f.content)
      .join('\n');
    expect(code).toContain('useState<number | null>(0)');
  });

  it('should start with every answer closed when made today', () => {
    const today = interpret(description);
    expect(today.presentation.firstOpen).toBeUndefined();
    const code = fromModel({ ...today, framework: 'react' })
      .files.map((f) => f.content)
      .join('\n');
    expect(code).toContain('useState<number | null>(null)');
  });
});
