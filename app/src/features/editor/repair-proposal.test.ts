import { describe, expect, it } from 'vitest';
import type { AiGeneratedFile } from '@kiln/contract';
import { repairProposal } from './repair-proposal';

const file = (path: string, type: AiGeneratedFile['type'], content: string): AiGeneratedFile => ({
  path,
  type,
  content,
  language: path.endsWith('.html') ? 'html' : 'typescript',
});

describe('given hand-edited files and a repair answer', () => {
  it('should propose the answer file of the same path, else of the same role, and skip unchanged ones', () => {
    const edited = [
      file('card.component.ts', 'component', 'broken();\n'),
      file('card.component.html', 'template', '<p>Card</p>\n'),
    ];
    const answered = [
      file('renamed.component.ts', 'component', 'fixed();\n'),
      file('card.component.html', 'template', '<p>Card</p>\n'),
    ];
    const proposal = repairProposal(edited, answered);
    expect(proposal).toHaveLength(1);
    expect(proposal[0]).toMatchObject({
      path: 'card.component.ts',
      before: 'broken();\n',
      after: 'fixed();\n',
    });
    expect(proposal[0]?.patch).toContain('-broken();');
    expect(proposal[0]?.patch).toContain('+fixed();');
  });

  it('should propose nothing for an answer without code', () => {
    expect(repairProposal([file('card.tsx', 'component', 'x')], [])).toEqual([]);
  });
});
