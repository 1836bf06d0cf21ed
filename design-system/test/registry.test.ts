// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { registryBaseColorSchema, registryItemSchema, registrySchema } from 'shadcn/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { llmsText } from '../scripts/metadata/llms-text.mjs';
import { readMetadata } from '../scripts/metadata/index.mjs';
import { buildRegistry } from '../scripts/registry/build-registry.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
let metadata: ReturnType<typeof readMetadata>;
let built: ReturnType<typeof buildRegistry>;

beforeAll(() => {
  metadata = readMetadata(packageDir);
  built = buildRegistry(packageDir, metadata);
}, 120_000);

const itemNamed = (name: string) => built.items.find((item) => item.name === name);

describe('given the design system read as a shadcn registry', () => {
  it('should match the shadcn CLI schema for registry.json', () => {
    const result = registrySchema.safeParse(built.registry);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(built.registry.items.map((item) => item.name)).toEqual(
      metadata.components.map((component) => component.name),
    );
  });

  it('should match the shadcn CLI schema for every registry item', () => {
    for (const item of built.items) {
      const result = registryItemSchema.safeParse(item);
      expect({ item: item.name, issues: result.error?.issues ?? [] }).toEqual({
        item: item.name,
        issues: [],
      });
    }
  });

  it('should ship the Button with its variants module, its pinned packages and the Spinner it uses', () => {
    const button = itemNamed('button');
    expect(button?.files.map((file) => file.path)).toEqual([
      'registry/kiln/ui/button.tsx',
      'registry/kiln/ui/button-variants.ts',
    ]);
    expect(button?.registryDependencies).toEqual(['spinner']);
    expect(button?.dependencies).toContain('@radix-ui/react-slot@1.5.0');
    expect(button?.files[0]?.content).toContain("from '@/lib/utils'");
    expect(button?.files[0]?.content).not.toMatch(/from '\.{1,2}\//);
  });

  it("should give the shadcn CLI the tokens as the project's base colour", () => {
    const result = registryBaseColorSchema.safeParse(built.baseColor);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(built.baseColor.cssVars.dark['kiln-color-background']).toBe(
      'var(--kiln-palette-slate-950)',
    );
  });

  it('should carry the tokens as cssVars for the light and the dark theme', () => {
    const { cssVars } = itemNamed('badge')!;
    expect(cssVars.theme['color-primary']).toBe('var(--kiln-color-primary)');
    expect(cssVars.light['kiln-color-primary']).toBeDefined();
    expect(cssVars.dark['kiln-color-background']).toBe('var(--kiln-palette-slate-950)');
  });
});

describe('given the component metadata', () => {
  it("should read the Button's purpose, own props and example from its source and stories", () => {
    const button = metadata.components.find((component) => component.name === 'button');
    expect(button?.purpose).toMatch(/^Starts an action/);
    expect(button?.element).toBe('button');
    const variants = button?.props.find((prop) => prop.name === 'variant')?.type.split(' | ');
    expect(variants?.sort()).toEqual([
      '"destructive"',
      '"ghost"',
      '"link"',
      '"outline"',
      '"primary"',
      '"secondary"',
    ]);
    expect(button?.props.find((prop) => prop.name === 'loading')).toMatchObject({
      type: 'boolean',
      required: false,
      default: 'false',
    });
    expect(button?.example).toBe('<Button>Save changes</Button>');
    expect(button?.import).toBe("import { Button } from '@kiln/design-system';");
  });

  it('should write llms.txt with one section per component', () => {
    const text = llmsText(metadata);
    expect(text.startsWith('# @kiln/design-system\n')).toBe(true);
    for (const component of metadata.components)
      expect(text).toContain(`### ${component.title}\n\n${component.purpose}`);
  });
});
