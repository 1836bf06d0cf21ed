import type { AiGeneratedFile } from '@kiln/contract';
import { answerTabs } from '../../lib/generated-files';

export type FileTab = { path: string; label: string };

/**
 * A component's files as the editor's tabs: in the order and with the names every screen uses
 * (component, template, styles, then tests); two files of one kind are told apart by their names.
 */
export function fileTabs(files: readonly AiGeneratedFile[]): FileTab[] {
  const tabs = answerTabs(files).map((tab) => ({ path: tab.path ?? '', label: tab.label ?? '' }));
  return tabs.map((tab) => ({
    path: tab.path,
    label:
      tabs.filter((other) => other.label === tab.label).length > 1
        ? `${tab.label} · ${tab.path.split('/').pop() ?? tab.path}`
        : tab.label,
  }));
}
