import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GeneratorError, emit, generate, interpret, refine, validate } from '../src/index';
import { queryTemplate } from './support/template-query';
import { designSystemDeclarations } from './support/design-system';

const declarations = designSystemDeclarations();

const template = (description: string) =>
  generate(description).files.find((f) => f.type === 'template')!.content;

describe('given a description that cannot describe anything', () => {
  it('should refuse an empty description with a clear error', () => {
    expect(() => interpret('')).toThrow(GeneratorError);
    expect(() => interpret('   \n ')).toThrow(/Describe the component/);
  });

  it('should refuse 2001 characters and accept 2000', () => {
    const base = 'A contact form with name, email and message. ';
    const long = base.repeat(50);
    expect(() => interpret(long.slice(0, 2001))).toThrow(
      expect.objectContaining({ code: 'DESCRIPTION_TOO_LONG' }),
    );
    expect(interpret(long.slice(0, 2000)).archetype).toBe('contact-form');
  });

  it('should refuse a description made only of punctuation', () => {
    expect(() => interpret('?!… --- ***')).toThrow(expect.objectContaining({ code: 'NO_WORDS' }));
  });
});

describe('given descriptions in other languages', () => {
  it.each([
    ['Un formulaire de connexion avec e-mail et mot de passe', 'login-form'],
    ['Una tabla de usuarios', 'data-table'],
    ['Ein Knopf', 'button'],
    ['ログインフォーム', 'card'],
  ])('should degrade to the closest archetype for %s', async (description, archetype) => {
    const generation = generate(description);
    expect(generation.model.archetype).toBe(archetype);
    expect(await validate(generation.files)).toEqual([]);
  });

  it('should report low confidence when little was understood', () => {
    expect(generate('ログインフォーム').confidence).toBeLessThan(0.3);
    expect(generate('A login form with email and password').confidence).toBeGreaterThan(0.7);
  });
});

describe('given HTML, script and template syntax in the description', () => {
  const hostile = `A button labelled '<script>alert(1)</script>' and a card titled "{{ constructor.constructor('x')() }}" with text '@if (true) { hacked }' and '<img src=x onerror=alert(1)>'`;

  it('should escape it in the template so it stays text', async () => {
    const generation = generate(hostile);
    const html = generation.files.find((f) => f.type === 'template')!.content;
    expect(html).not.toMatch(/<script|<img src=x|\{\{ constructor|@if \(true\)/);
    const query = queryTemplate(html);
    expect(query.errors).toEqual([]);
    expect(query.count('script')).toBe(0);
    expect(await validate(generation.files)).toEqual([]);
  });

  it.each(['react', 'react-ds'] as const)(
    'should keep it out of %s markup as well',
    async (framework) => {
      const generation = generate(
        `${hostile}, and a form with a name field labelled '</Field><script>'`,
        {
          framework,
        },
      );
      const tsx = generation.files.find((f) => f.language === 'tsx')!.content;
      // User text may only appear inside string literals, which React renders as text.
      const markup = tsx.replace(/'(?:[^'\\\n]|\\.)*'/g, "''");
      expect(markup).not.toMatch(/<script|<img src=x|alert\(1\)|<\/Field><script/);
      expect(await validate(generation.files, { declarations })).toEqual([]);
    },
  );

  it('should sanitize names that try to break out of an identifier', async () => {
    const generation = generate('A card called Evil;alert(1)//');
    expect(generation.model.name).toBe('Evil');
    expect(await validate(generation.files)).toEqual([]);
  });

  it('should only ever emit validated colours in styles', () => {
    const generation = generate(
      'A card with background red;} body { display: none } and colour #12345g and url(javascript:alert(1))',
    );
    const scss = generation.files.find((f) => f.type === 'style')!.content;
    expect(scss).not.toMatch(/display: none|javascript|#12345g/);
    expect(generation.model.styling.background).toBe('#dc2626');
  });

  it('should escape text that arrives through a refine instruction', () => {
    const { model } = refine(interpret('A login form'), "add a '<script>x</script>' link");
    const html = emit(model).find((f) => f.type === 'template')!.content;
    expect(model.actions.map((a) => a.label)).toContain('<script>x</script>');
    expect(html).not.toContain('<script');
    expect(html).toContain('&#60;script&#62;x&#60;/script&#62;');
  });
});

describe('given arbitrary text', () => {
  it('should either refuse it clearly (an error or a clarification) or produce a template that parses and contains no injected markup', () => {
    fc.assert(
      fc.property(
        fc.string({
          maxLength: 240,
          unit: fc.constantFrom(...'ab <>{}@&"\'/;:#()=-_.,!? scriptSCRIPT formtable12'.split('')),
        }),
        (description) => {
          try {
            // A clarification is a clear refusal: a question and no files.
            const generation = generate(description);
            if (generation.clarification) {
              expect(generation.files).toEqual([]);
              return;
            }
            const html = template(description);
            const query = queryTemplate(html);
            expect(query.errors).toEqual([]);
            expect(query.count('script')).toBe(0);
          } catch (error) {
            expect(error).toBeInstanceOf(GeneratorError);
          }
        },
      ),
      { numRuns: 150, seed: 20250301 },
    );
  });
});
