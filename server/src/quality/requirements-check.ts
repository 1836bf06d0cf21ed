import type { Check, RequirementItem, Scorecard } from '@kiln/contract';

/** The scorecard's first row: the requirements checklist, with its items. */
export type RequirementsCheck = Check & { items: RequirementItem[] };

/**
 * "9 of 10 met — not met: drag and drop between columns": everything met → green, some missing →
 * amber, nothing met → red; an empty checklist is "not checked", since nothing specific was asked.
 */
export const requirementsCheck = (
  items: readonly RequirementItem[],
  checkedAt: string,
): RequirementsCheck => {
  const base = { reportedBy: 'server' as const, checkedAt, items: [...items] };
  if (items.length === 0)
    return {
      ...base,
      status: 'unchecked',
      reason: 'Nothing specific to check: the description names no parts, limits or behaviours',
    };
  const unmet = items.filter((item) => !item.met);
  const met = items.length - unmet.length;
  if (unmet.length === 0)
    return { ...base, status: 'green', reason: `${met} of ${items.length} met` };
  const missing = unmet.map((item) => item.label).join(', ');
  const flat = `${met} of ${items.length} met — not met: ${missing}`;
  return {
    ...base,
    status: met === 0 ? 'red' : 'amber',
    reason: flat.length > 160 ? `${flat.slice(0, 159)}…` : flat,
  };
};

/** The scorecard with the requirements row first (rows show in their keys' order). */
export const withRequirementsRow = (
  scorecard: Scorecard,
  requirements: RequirementsCheck | undefined,
): Scorecard => {
  if (!requirements) return scorecard;
  const { hash, ...rows } = scorecard;
  return { hash, requirements, ...rows };
};
