import { describe, expect, it } from 'vitest';
import {
  emit,
  generate,
  layoutsFor,
  printedVariants,
  variantTakes,
  withVariantStyle,
} from '../src/index';
import type { ComponentModel } from '../src/index';
import { loadCorpus } from './support/corpus';

const FRAMEWORKS = ['angular', 'react', 'react-ds'] as const;

const FAMILIES = {
  form: 'a signup form with name, email, password and confirm password, passwords must match',
  card: 'a card showing an order with customer, total and status details and a Track button',
  table: 'a data table of users with name, email and role, sortable and paginated with a filter',
};

const styleOf = (files: { path: string; content: string }[]) =>
  files.find((file) => /\.(?:scss|css)$/.test(file.path))?.content ?? '';
const code = (files: { content: string }[]) => files.map((file) => file.content).join('\n');

describe('given a form, a card and a data table in every framework', () => {
  for (const [family, description] of Object.entries(FAMILIES))
    for (const framework of FRAMEWORKS)
      it(`should offer a ${family} in ${framework} as three takes in three layouts, each meeting the whole checklist`, () => {
        const { model, checklist } = generate(description, { framework });
        expect(layoutsFor(model)).toEqual(['stacked', 'split', 'grid']);
        const takes = variantTakes(model, 3);
        expect(takes.map((take) => take.style.layout)).toEqual(['stacked', 'split', 'grid']);
        expect(takes.map((take) => take.label.split(',')[0])).toEqual([
          'Stacked',
          'Split',
          'Card grid',
        ]);
        const printed = printedVariants(model, 3);
        expect(new Set(printed.map((take) => styleOf(take.files))).size).toBe(3);
        for (const take of printed) {
          expect(take.checklist.map((item) => item.met)).toEqual(checklist.map((item) => item.met));
          expect(
            take.checklist.every((item) => item.met),
            take.label,
          ).toBe(true);
        }
        // The split and grid takes draw with a grid; the stacked one as the component always was.
        expect(styleOf(printed[1]!.files)).toMatch(/display: grid/);
        expect(styleOf(printed[1]!.files)).toMatch(/max-width: (?:640px|\$breakpoint)/);
      });

  it("should name every cell's column in the rows-as-cards table, and only there", () => {
    const { model } = generate(FAMILIES.table, { framework: 'angular' });
    const grid = code(emit(withVariantStyle(model, { layout: 'grid' })));
    expect(grid).toContain('data-label="Email"');
    expect(grid).toMatch(/content: attr\(data-label\)/);
    expect(code(emit(model))).not.toContain('data-label');
  });

  it('should keep a react-ds card header beside its content where the layout places it', () => {
    const { model } = generate(FAMILIES.card, { framework: 'react-ds' });
    const split = emit(withVariantStyle(model, { layout: 'split' }));
    expect(code(split)).toContain('<CardHeader className={styles.header}>');
    expect(styleOf(split)).toMatch(/\.root \{[^}]*display: grid/);
    expect(code(emit(model))).not.toContain('styles.header');
  });
});

describe('given components without a layout of their own', () => {
  const models = (): ComponentModel[] =>
    loadCorpus().flatMap((entry) =>
      FRAMEWORKS.map((framework) => generate(entry.prompt, { framework }).model),
    );

  it('should print every corpus component stacked exactly as without a layout', () => {
    for (const model of models())
      expect(code(emit(withVariantStyle(model, { layout: 'stacked' }))), model.description).toBe(
        code(emit(model)),
      );
  });

  it('should leave a component no layout arranges byte for byte as it was, in every layout', () => {
    const plain = models().filter((model) => layoutsFor(model).length === 0);
    expect(plain.length).toBeGreaterThan(20);
    for (const model of plain)
      for (const layout of ['split', 'grid'] as const)
        expect(code(emit(withVariantStyle(model, { layout }))), model.description).toBe(
          code(emit(model)),
        );
  });

  it('should offer takes that differ in density and emphasis only, named without a layout', () => {
    const { model } = generate('a primary button labelled Save');
    expect(layoutsFor(model)).toEqual([]);
    const takes = variantTakes(model, 3);
    expect(takes.every((take) => take.style.layout === undefined)).toBe(true);
    expect(new Set(printedVariants(model, 3).map((take) => code(take.files))).size).toBe(3);
  });
});
