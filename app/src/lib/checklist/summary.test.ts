import { describe, expect, it } from 'vitest';
import type { RequirementItem } from '@kiln/contract';
import { checklistSummary } from './summary';

const item = (label: string, met: boolean): RequirementItem => ({
  id: `part-${label}`,
  kind: 'part',
  label,
  met,
  ...(met ? {} : { reason: `No ${label}.` }),
});

describe('checklistSummary', () => {
  it('should name what is not done after the count', () => {
    expect(
      checklistSummary([
        item('To do', true),
        item('Done', true),
        item('drag and drop between columns', false),
      ]),
    ).toBe('2 of 3 done — not done: drag and drop between columns');
  });

  it('should say all are done when every item is met', () => {
    expect(checklistSummary([item('Save', true), item('Cancel', true)])).toBe('All 2 done');
    expect(checklistSummary([item('Save', true)])).toBe('1 of 1 done');
  });

  it('should have nothing to say about an empty checklist', () => {
    expect(checklistSummary([])).toBeNull();
  });
});
