import { provenanceSection } from './component-readme';
import type { ProjectFamily } from './family';
import type { PlacedComponent } from './place';

const commands = (framework: ProjectFamily, options: { tests: boolean; stories: boolean }) => {
  const lines = [
    '```bash',
    'npm install      # the exact versions in package.json',
    framework === 'angular'
      ? 'npm start        # ng serve: http://localhost:4200'
      : 'npm run dev      # vite: http://localhost:5173',
    framework === 'angular'
      ? 'npm run build    # ng build: dist/'
      : 'npm run build    # tsc --noEmit (strict), then vite build: dist/',
  ];
  if (framework === 'angular')
    lines.push('npm run typecheck  # ngc with strictTemplates, the specs included');
  if (options.tests)
    lines.push(
      ...(framework === 'angular'
        ? [
            'npm test         # every *.spec.ts with Vitest in jsdom (see vitest.config.ts)',
            'npx ng test --watch=false  # the same specs with Angular’s unit-test builder',
          ]
        : ['npm test         # every *.test.tsx with Vitest and Testing Library in jsdom']),
    );
  if (options.stories) lines.push('npm run storybook  # every component’s story');
  lines.push('```');
  return lines.join('\n');
};

/** The project's README: how to install and run it, and where each component came from. */
export const projectReadme = (
  name: string,
  framework: ProjectFamily,
  placed: readonly PlacedComponent[],
  options: { tests: boolean; stories: boolean; designSystem?: boolean },
): string => {
  const folder = framework === 'angular' ? 'src/app/components' : 'src/components';
  const lines = [
    `# ${name}`,
    '',
    framework === 'angular'
      ? 'An Angular 21 project exported from Kiln. The page in `src/app/app.ts` shows every component with sample inputs.'
      : 'A Vite + React 19 + TypeScript project exported from Kiln. The page in `src/App.tsx` shows every component with sample props.',
    ...(options.designSystem
      ? [
          '',
          'Components written with Kiln’s design system import `@kiln/design-system`: its built files are in `vendor/kiln-design-system` (it is not on a public registry), installed as a local dependency, and `src/main.tsx` loads its stylesheet.',
        ]
      : []),
    '',
    '## Install and run',
    '',
    'Node 20.19 or newer.',
    '',
    commands(framework, options),
    '',
    '## Components',
    '',
  ];
  for (const item of placed) {
    lines.push(`### ${item.component.name}`, '', `Folder: \`${folder}/${item.slug}/\``, '');
    if (item.component.description) lines.push(item.component.description, '');
    lines.push(provenanceSection(item.component).replace(/^### /, '#### '), '');
  }
  return lines.join('\n');
};
