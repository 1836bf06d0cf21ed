import { describe, expect, it } from 'vitest';
import type { AiGeneratedFile } from '@kiln/contract';
import type { KeyValueStorage } from '../../lib/browser-storage';
import { createDraftStore, draftStorageKey, filesDiffer } from './draft-storage';

const memory = (): KeyValueStorage & { entries: Map<string, string> } => {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
};

const file = (content: string): AiGeneratedFile => ({
  path: 'badge.component.ts',
  content,
  type: 'component',
  language: 'typescript',
});

const at = () => new Date('2026-11-24T10:00:00.000Z');

describe('given the draft store', () => {
  it('should keep a draft per person, component and version', () => {
    const storage = memory();
    const drafts = createDraftStore({ storage, now: at });
    drafts.write(
      { userId: 'u1', componentId: 'c1', version: 2 },
      { framework: 'angular', files: [file('a')] },
    );

    expect(drafts.read({ userId: 'u1', componentId: 'c1', version: 2 })).toEqual({
      framework: 'angular',
      files: [file('a')],
      editedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(drafts.read({ userId: 'u1', componentId: 'c1', version: 3 })).toBeUndefined();
    expect(drafts.read({ userId: 'u2', componentId: 'c1', version: 2 })).toBeUndefined();
    expect(drafts.read({ userId: 'u1' })).toBeUndefined();
  });

  it('should keep the blank component’s draft under its own key', () => {
    const storage = memory();
    createDraftStore({ storage, now: at }).write(
      { userId: 'u1' },
      { framework: 'react', files: [file('b')] },
    );
    expect([...storage.entries.keys()]).toEqual([draftStorageKey({ userId: 'u1' })]);
    expect(draftStorageKey({ userId: 'u1' })).toBe('kiln.editor.draft.u1.new.0');
    expect(draftStorageKey({ userId: 'u1', componentId: 'c1', version: 4 })).toBe(
      'kiln.editor.draft.u1.c1.4',
    );
  });

  it('should forget a draft once cleared', () => {
    const storage = memory();
    const drafts = createDraftStore({ storage, now: at });
    drafts.write(
      { userId: 'u1', componentId: 'c1', version: 1 },
      { framework: 'angular', files: [file('a')] },
    );
    drafts.clear({ userId: 'u1', componentId: 'c1', version: 1 });
    expect(drafts.read({ userId: 'u1', componentId: 'c1', version: 1 })).toBeUndefined();
    expect(storage.entries.size).toBe(0);
  });

  it('should drop a stored value that does not read as a draft', () => {
    const storage = memory();
    storage.setItem(draftStorageKey({ userId: 'u1', componentId: 'c1', version: 1 }), '{not json');
    storage.setItem(
      draftStorageKey({ userId: 'u1', componentId: 'c2', version: 1 }),
      JSON.stringify({ framework: 'cobol', files: [file('a')] }),
    );
    storage.setItem(
      draftStorageKey({ userId: 'u1', componentId: 'c3', version: 1 }),
      JSON.stringify({ framework: 'angular', files: [] }),
    );
    const drafts = createDraftStore({ storage, now: at });
    expect(drafts.read({ userId: 'u1', componentId: 'c1', version: 1 })).toBeUndefined();
    expect(drafts.read({ userId: 'u1', componentId: 'c2', version: 1 })).toBeUndefined();
    expect(drafts.read({ userId: 'u1', componentId: 'c3', version: 1 })).toBeUndefined();
    expect(storage.entries.size).toBe(0);
  });

  it('should report a storage that refuses the draft', () => {
    const storage: KeyValueStorage = {
      ...memory(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const drafts = createDraftStore({ storage, now: at });
    expect(drafts.write({ userId: 'u1' }, { framework: 'angular', files: [file('a')] })).toBe(
      false,
    );
  });
});

describe('given edited files', () => {
  it('should differ from the opened ones only when a text or the set of files changed', () => {
    const opened = [file('a'), { ...file('b'), path: 'badge.component.html' }];
    expect(filesDiffer([...opened].reverse(), opened)).toBe(false);
    expect(filesDiffer([file('a!'), opened[1]!], opened)).toBe(true);
    expect(filesDiffer([file('a')], opened)).toBe(true);
  });
});
