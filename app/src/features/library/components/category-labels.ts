import type { LibraryCategory } from '@kiln/contract';

/** Each category's name as the screen shows it. */
export const categoryLabels: Record<LibraryCategory, string> = {
  forms: 'Forms',
  navigation: 'Navigation',
  data: 'Data',
  feedback: 'Feedback',
  layout: 'Layout',
  ui: 'UI',
};
