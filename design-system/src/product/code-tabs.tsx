import type * as React from 'react';
import { cn } from '../lib/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/tabs';
import { CodeBlock, getCodeLanguageLabel } from './code-block';

export type CodeTabsFile = {
  code: string;
  /** Language name as the generator writes it: ts, html, scss … */
  language?: string;
  /** The file's path; its last segment names the tab when no `label` is given. */
  path?: string;
  label?: string;
};

/**
 * The tab name of each file: its own label, else its file name, else its language's name. When two
 * tabs would share a name (two TypeScript files without paths), they are numbered.
 */
export function getCodeTabLabels(files: readonly CodeTabsFile[]): string[] {
  const base = files.map(
    (file) =>
      file.label ??
      file.path?.split('/').filter(Boolean).pop() ??
      getCodeLanguageLabel(file.language),
  );
  return base.map((label, index) => {
    const total = base.filter((other) => other === label).length;
    if (total === 1) return label;
    const position = base.slice(0, index).filter((other) => other === label).length + 1;
    return `${label} ${position}`;
  });
}

export type CodeTabsProps = Omit<
  React.ComponentProps<typeof Tabs>,
  'children' | 'value' | 'defaultValue' | 'onValueChange'
> & {
  files: readonly CodeTabsFile[];
  /** Index of the file shown first. */
  defaultIndex?: number;
  /** Names the tab list, for example after the component the files make up. */
  label?: string;
  showLineNumbers?: boolean;
  /** Called with the file whose code was copied. */
  onCopy?: (file: CodeTabsFile) => void;
};

/** A set of source files, one tab each (TypeScript, HTML, SCSS, or file names), each a CodeBlock. */
export function CodeTabs({
  files,
  defaultIndex = 0,
  label = 'Files',
  showLineNumbers = true,
  onCopy,
  className,
  ...props
}: CodeTabsProps) {
  const labels = getCodeTabLabels(files);
  if (files.length === 0) return null;
  const first = Math.min(Math.max(defaultIndex, 0), files.length - 1);

  return (
    <Tabs
      data-slot="code-tabs"
      defaultValue={String(first)}
      className={cn('min-w-0', className)}
      {...props}
    >
      <TabsList aria-label={label} className="max-w-full overflow-x-auto">
        {files.map((file, index) => (
          <TabsTrigger key={index} value={String(index)}>
            {labels[index]}
          </TabsTrigger>
        ))}
      </TabsList>
      {files.map((file, index) => (
        <TabsContent key={index} value={String(index)}>
          <CodeBlock
            code={file.code}
            language={file.language}
            label={file.path ?? labels[index]}
            showLineNumbers={showLineNumbers}
            onCopy={onCopy ? () => onCopy(file) : undefined}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}
