import { describe, expect, it } from 'vitest';
import { componentFacts, emitReactTest, emitStories, generate, sampleValue } from '../src/index';

describe('given the files of a component to export', () => {
  it('should read the class, selector and import path of an Angular component', () => {
    const facts = componentFacts(generate('a login form').files, 'angular');
    expect(facts).toMatchObject({
      framework: 'angular',
      mainPath: 'login-form.component.ts',
      importPath: './login-form.component',
      symbol: 'LoginFormComponent',
      selector: 'app-login-form',
      required: [],
    });
  });

  it('should read the function of a React component and its required props', () => {
    const files = [
      {
        path: 'Greeting.tsx',
        type: 'component' as const,
        content:
          "export interface GreetingProps {\n  name: string;\n  count?: number;\n  tone: 'warm' | 'cool';\n}\nexport function Greeting({ name }: GreetingProps) {\n  return <p>{name}</p>;\n}\n",
      },
    ];
    expect(componentFacts(files, 'react')).toMatchObject({
      symbol: 'Greeting',
      importPath: './Greeting',
      required: [
        { name: 'name', type: 'string' },
        { name: 'tone', type: "'warm' | 'cool'" },
      ],
    });
  });

  it('should read required Angular inputs and find no component in other files', () => {
    const source =
      "@Component({ selector: 'app-plan' })\nexport class PlanComponent {\n  readonly title = input.required<string>();\n  readonly plans = input.required<Plan[]>();\n}\n";
    const facts = componentFacts(
      [{ path: 'plan.component.ts', type: 'component', content: source }],
      'angular',
    );
    expect(facts?.required).toEqual([
      { name: 'title', type: 'string' },
      { name: 'plans', type: 'Plan[]' },
    ]);
    expect(
      componentFacts([{ path: 'styles.scss', type: 'style', content: '' }], 'angular'),
    ).toBeUndefined();
  });

  it('should give sample values a page can bind, and none for types it does not know', () => {
    expect(sampleValue('string', 'title')).toBe("'Sample title'");
    expect(sampleValue('number', 'n')).toBe('3');
    expect(sampleValue('boolean', 'on')).toBe('true');
    expect(sampleValue('Plan[]', 'plans')).toBe('[]');
    expect(sampleValue("'warm' | 'cool'", 'tone')).toBe("'warm'");
    expect(sampleValue('(id: string) => void', 'onPick')).toBe('() => undefined');
    expect(sampleValue('Plan', 'plan')).toBeUndefined();
  });

  it('should write a React test and stories for both frameworks beside the component', () => {
    const react = componentFacts(
      generate('a pricing table', { framework: 'react' }).files,
      'react',
    )!;
    const test = emitReactTest(react);
    expect(test.path).toBe('PricingTable.test.tsx');
    expect(test.content).toContain("import { PricingTable } from './PricingTable';");
    expect(emitStories(react, 'Pricing').content).toContain(
      "import type { Meta, StoryObj } from '@storybook/react-vite';",
    );
    // A react-ds dialog renders into a portal: its test looks for it in the page's body.
    const dialog = componentFacts(
      generate('a confirm delete modal', { framework: 'react-ds' }).files,
      'react-ds',
    )!;
    expect(dialog.portalled).toBe(true);
    expect(emitReactTest(dialog).content).toContain(
      'expect(baseElement.querySelector(\'[role="dialog"]\')).not.toBeNull();',
    );
    expect(react.portalled).toBeUndefined();
    expect(test.content).toContain('expect(container.firstElementChild).not.toBeNull();');
    const angular = componentFacts(generate('a login form').files, 'angular')!;
    const stories = emitStories(angular, 'Login');
    expect(stories.path).toBe('login-form.component.stories.ts');
    expect(stories.content).toContain('const meta: Meta<LoginFormComponent>');
  });
});
