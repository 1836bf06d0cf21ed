import { describe, expect, it } from 'vitest';
import { describeDesignEdit, type DesignPart } from '../src/index';

const parts: DesignPart[] = [
  { id: 'action:0', kind: 'action', label: 'Submit', index: 0, siblings: 1 },
  { id: 'field:email', kind: 'field', label: 'Email', index: 1, siblings: 2 },
];

describe('given a design edit', () => {
  it('should say it in words, naming parts by their label', () => {
    expect(describeDesignEdit({ op: 'text', part: 'action:0', value: 'Send' }, parts)).toBe(
      'Renamed “Submit” to “Send”',
    );
    expect(describeDesignEdit({ op: 'variant', part: 'action:0', value: 'secondary' }, parts)).toBe(
      'Made “Submit” a secondary button',
    );
    expect(describeDesignEdit({ op: 'move', part: 'field:email', direction: 'up' }, parts)).toBe(
      'Moved “Email” up',
    );
    expect(describeDesignEdit({ op: 'remove', part: 'field:gone' }, parts)).toBe('Deleted a part');
    expect(describeDesignEdit({ op: 'replace-text', from: 'Go', nth: 0, value: 'Start' }, [])).toBe(
      'Renamed “Go” to “Start”',
    );
    expect(
      describeDesignEdit(
        { op: 'style', color: 'indigo-600', density: 'compact', shadow: false },
        [],
      ),
    ).toBe('Style: colour indigo-600, density compact, shadow off');
  });
});
