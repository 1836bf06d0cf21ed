/** A Storybook story (CSF 3) for an Angular or a React component, written from its facts. */
import type { ComponentFacts } from './component-facts';
import { sampleValue } from './samples';

const args = (facts: ComponentFacts) => {
  const entries = facts.required
    .map((input) => [input.name, sampleValue(input.type, input.name)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `    ${name}: ${value},`);
  return entries.length > 0 ? `\n  args: {\n${entries.join('\n')}\n  },` : '';
};

/** `<base>.stories.ts` (Angular) or `<Base>.stories.tsx` (React) beside the component. */
export function emitStories(
  facts: ComponentFacts,
  title: string,
): { path: string; content: string } {
  const base = facts.importPath.slice(2);
  const renderer = facts.framework === 'angular' ? '@storybook/angular' : '@storybook/react-vite';
  const extension = facts.framework === 'angular' ? 'ts' : 'tsx';
  const typeArgument = facts.framework === 'angular' ? facts.symbol : `typeof ${facts.symbol}`;
  return {
    path: `${base}.stories.${extension}`,
    content: `import type { Meta, StoryObj } from '${renderer}';
import { ${facts.symbol} } from '${facts.importPath}';

const meta: Meta<${typeArgument}> = {
  title: ${JSON.stringify(`Components/${title}`)},
  component: ${facts.symbol},${args(facts)}
};
export default meta;

type Story = StoryObj<${typeArgument}>;

export const Default: Story = {};
`,
  };
}
