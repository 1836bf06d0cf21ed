import type { ComponentVersionSummary } from '@kiln/contract';
import { describe, expect, it } from 'vitest';
import { describeOrigin } from './version-history';

const version = (
  provenance: Partial<ComponentVersionSummary['provenance']>,
): ComponentVersionSummary => ({
  version: 1,
  framework: 'react',
  bytes: 10,
  validation: null,
  createdAt: '2026-11-25T00:00:00.000Z',
  provenance: {
    source: 'files',
    sourceId: null,
    prompt: null,
    conversation: [],
    model: null,
    provider: null,
    restoredFrom: null,
    basedOnVersion: null,
    copiedFrom: null,
    ...provenance,
  },
});

describe('describeOrigin', () => {
  it('should name the gallery entry and its author for a fork', () => {
    expect(
      describeOrigin(
        version({
          source: 'gallery-fork',
          origin: { entryId: 'e1', title: 'Pricing table', author: 'Grace Hopper' },
        }),
      ),
    ).toBe('Forked from Pricing table by Grace Hopper');
  });

  it('should name the gallery entry and its author for a saved remix', () => {
    expect(
      describeOrigin(
        version({
          source: 'gallery-remix',
          origin: { entryId: 'e1', title: 'Login', author: 'Ada Lovelace' },
        }),
      ),
    ).toBe('Remixed from Login by Ada Lovelace');
  });

  it('should still say where a fork came from when its origin was not recorded', () => {
    expect(describeOrigin(version({ source: 'gallery-fork' }))).toBe('Forked from the gallery');
  });
});
