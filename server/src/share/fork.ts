import type { ComponentDetail } from '@kiln/contract';
import type { Db } from '../db/client';
import { insertComponent } from '../components/saving';
import { liveShareLink } from './live-link';

/**
 * "Open in Kiln": a new component in the caller's My components holding the shared version's code,
 * through the same insert as every save (the component count and storage limits apply). Only
 * what the link shows is copied: the owner's prompt, conversation, model and component id stay
 * theirs; provenance names the link and what it showed.
 */
export const forkSharedComponent = (db: Db, now: () => Date) => (userId: string, token: string) =>
  db.transaction(async (tx): Promise<ComponentDetail> => {
    const at = now();
    const { link, component, version } = await liveShareLink(tx, token, at);
    return insertComponent(
      tx,
      userId,
      { name: component.name, description: component.description, tags: [] },
      {
        framework: version.framework,
        files: version.files,
        componentModel: null,
        validation: version.validation,
        provenance: {
          source: 'share-fork',
          sourceId: link.id,
          prompt: null,
          conversation: [],
          model: null,
          provider: null,
          restoredFrom: null,
          basedOnVersion: null,
          copiedFrom: null,
          sharedFrom: { shareLinkId: link.id, name: component.name, version: version.version },
        },
      },
      at,
    );
  });
