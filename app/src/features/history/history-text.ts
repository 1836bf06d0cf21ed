import type { HistoryItem, HistorySource } from '@kiln/contract';

export const sourceLabels: Record<HistorySource, string> = {
  copilot: 'Copilot',
  prompt: 'Prompt',
  generate: 'Generate form',
};

export const frameworkLabels = { angular: 'Angular', react: 'React' } as const;

/** Every file of an answer in one text, each under a comment naming its path, for "Copy all". */
export const allFilesText = (files: NonNullable<HistoryItem['answer']>['files']) =>
  files.map((file) => `// ${file.path}\n${file.content.trimEnd()}\n`).join('\n');

/** A component name from the prompt it was made from: its first words, at most 60 characters. */
export const nameFromPrompt = (prompt: string) => {
  const words = prompt.trim().replace(/\s+/g, ' ');
  if (words.length <= 60) return words.length > 0 ? words : 'Generated component';
  const cut = words.slice(0, 60);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > 20 ? cut.slice(0, lastSpace) : cut}…`;
};

/** The download's file name when the server names none: the prompt's words, slugged. */
export const archiveFileName = (prompt: string) =>
  `${
    prompt
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'component'
  }.zip`;
