import type { DesignPart, DesignTarget } from '@kiln/contract';
import { describe, expect, it } from 'vitest';
import { followPart, partName, partOfTarget } from './design-parts';

const part = (id: string, kind: DesignPart['kind'], label: string, index = 0, siblings = 1) =>
  ({ id, kind, label, index, siblings }) satisfies DesignPart;

const PARTS: DesignPart[] = [
  part('title', 'title', 'Create your account'),
  part('field:name', 'field', 'Name', 0, 3),
  part('field:email', 'field', 'Email', 1, 3),
  part('field:password', 'field', 'Password', 2, 3),
  part('action:0', 'action', 'Create account', 0, 3),
  part('action:1', 'action', 'Cancel', 1, 3),
  part('action:2', 'action', 'Cancel', 2, 3),
];
const target = (tag: string, text: string, role: string | null = null, nth = 0): DesignTarget => ({
  tag,
  text,
  role,
  nth,
});

describe('given an element picked in the preview of an engine-written component', () => {
  it('should find a button by its text', () => {
    expect(partOfTarget(PARTS, target('button', 'Create account', 'button'))?.id).toBe('action:0');
  });

  it('should find a field from its control and from its label, ignoring case and a required "*"', () => {
    expect(partOfTarget(PARTS, target('input', 'email', 'textbox'))?.id).toBe('field:email');
    expect(partOfTarget(PARTS, target('label', 'Password *'))?.id).toBe('field:password');
  });

  it('should take the nth of the parts saying the same', () => {
    expect(partOfTarget(PARTS, target('button', 'Cancel', 'button', 1))?.id).toBe('action:2');
  });

  it('should prefer the part whose kind fits the element', () => {
    const parts = [part('item:0', 'item', 'Email'), part('field:email', 'field', 'Email')];
    expect(partOfTarget(parts, target('input', 'Email', 'textbox'))?.id).toBe('field:email');
    expect(partOfTarget(parts, target('li', 'Email', 'listitem'))?.id).toBe('item:0');
  });

  it('should find nothing for a text that is no part', () => {
    expect(partOfTarget(PARTS, target('p', 'We never share it.'))).toBeNull();
    expect(partOfTarget(PARTS, target('span', '  '))).toBeNull();
  });
});

describe('given a selected part and the parts after an edit', () => {
  it('should follow a renamed part by its new label', () => {
    const after = PARTS.map((p) => (p.id === 'action:0' ? { ...p, label: 'Send' } : p));
    expect(followPart(PARTS[4]!, after, 'Send')?.label).toBe('Send');
  });

  it('should follow a moved part whose id changed', () => {
    const after = [part('field:0', 'field', 'Email', 0, 2), part('field:1', 'field', 'Name', 1, 2)];
    expect(followPart(part('field:1', 'field', 'Email', 1, 2), after)?.id).toBe('field:0');
  });

  it('should fall back to the id when a rename was undone', () => {
    expect(followPart(PARTS[4]!, PARTS, 'Send')?.label).toBe('Create account');
  });

  it('should name a part with its place among several', () => {
    expect(partName(PARTS[5]!)).toBe('Button “Cancel” (2 of 3)');
    expect(partName(PARTS[0]!)).toBe('Title “Create your account”');
  });
});
