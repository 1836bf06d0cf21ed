import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const BLUEPRINTS = fileURLToPath(new URL('../src/blueprints/', import.meta.url));

/** Every read of a `description` property: `x.description`, `x['description']`, `{ description } = x`. */
function descriptionReads(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(`${BLUEPRINTS}${file}`, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const reads: string[] = [];
  const visit = (node: ts.Node) => {
    const named =
      (ts.isPropertyAccessExpression(node) && node.name.text === 'description') ||
      (ts.isElementAccessExpression(node) &&
        ts.isStringLiteralLike(node.argumentExpression) &&
        node.argumentExpression.text === 'description') ||
      (ts.isBindingElement(node) &&
        (node.propertyName ?? node.name).getText(source) === 'description');
    if (named)
      reads.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

// Blueprints read the model only: the description's choices are made once, by interpret.
describe('given the blueprints', () => {
  it('should never read the description', () => {
    const files = readdirSync(BLUEPRINTS, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    expect(files.length).toBeGreaterThan(40);
    expect(files.flatMap(descriptionReads)).toEqual([]);
  });
});
