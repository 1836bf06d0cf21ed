import type { AiFramework, AiGeneratedFile } from '@kiln/contract';

/** The frameworks a blank component can start in. */
export type BlankFramework = Extract<AiFramework, 'angular' | 'react'>;
export const blankFrameworks: readonly BlankFramework[] = ['angular', 'react'];

export const BLANK_NAME = 'New component';

const angular: AiGeneratedFile[] = [
  {
    path: 'new-component.component.ts',
    type: 'component',
    language: 'typescript',
    content: `import { ChangeDetectionStrategy, Component } from '@angular/core';

@Component({
  selector: 'app-new-component',
  templateUrl: './new-component.component.html',
  styleUrl: './new-component.component.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class NewComponent {}
`,
  },
  {
    path: 'new-component.component.html',
    type: 'template',
    language: 'html',
    content: '<p class="new-component">New component</p>\n',
  },
  {
    path: 'new-component.component.scss',
    type: 'style',
    language: 'scss',
    content: `:host {
  display: block;
}
`,
  },
];

const react: AiGeneratedFile[] = [
  {
    path: 'NewComponent.tsx',
    type: 'component',
    language: 'tsx',
    content: `import styles from './NewComponent.module.css';

export function NewComponent() {
  return <p className={styles.root}>New component</p>;
}
`,
  },
  {
    path: 'NewComponent.module.css',
    type: 'style',
    language: 'css',
    content: `.root {
  display: block;
}
`,
  },
];

/**
 * A minimal, valid standalone component to start from when there is nothing saved yet: Angular's
 * with its template and styles in their own files, React's with a CSS module, as Kiln generates.
 */
export const blankComponentFiles = (framework: BlankFramework): AiGeneratedFile[] =>
  (framework === 'react' ? react : angular).map((file) => ({ ...file }));
