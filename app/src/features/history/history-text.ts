import type { HistorySource } from '@kiln/contract';

export const sourceLabels: Record<HistorySource, string> = {
  copilot: 'Copilot',
  prompt: 'Prompt',
  generate: 'Generate form',
};

/** A component name from the prompt it was made from: its first words, at most 60 characters. */
export const nameFromPrompt = (prompt: string) => {
  const words = prompt.trim().replace(/\s+/g, ' ');
  if (words.length <= 60) return words.length > 0 ? words : 'Generated component';
  const cut = words.slice(0, 60);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > 20 ? cut.slice(0, lastSpace) : cut}…`;
};
