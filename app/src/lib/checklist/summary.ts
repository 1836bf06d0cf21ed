import type { RequirementItem } from '@kiln/contract';

/**
 * One line for a checklist: "9 of 10 done — not done: drag and drop between columns", or
 * "All 4 done"; null when nothing specific was asked.
 */
export function checklistSummary(items: readonly RequirementItem[]): string | null {
  if (items.length === 0) return null;
  const unmet = items.filter((item) => !item.met);
  const met = items.length - unmet.length;
  if (unmet.length === 0) return items.length === 1 ? '1 of 1 done' : `All ${met} done`;
  return `${met} of ${items.length} done — not done: ${unmet.map((item) => item.label).join(', ')}`;
}
