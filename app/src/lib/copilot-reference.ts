import { sessionReferenceSchema, type SessionReference } from '@kiln/contract';
import { workspaceHrefs } from '../navigation';

/**
 * "Customize in copilot": the copilot's address names the component to start from (kind, id,
 * version), and the copilot starts a conversation from that reference. Written by the screens that
 * offer it, read by the copilot; features do not import each other, so the format lives here.
 */
export const customizeHref = (reference: SessionReference) =>
  `${workspaceHrefs.copilot}?${new URLSearchParams({
    from: reference.kind,
    id: reference.id,
    version: String(reference.version),
  }).toString()}`;

/** The reference an address names, if it names a well-formed one. */
export const referenceFromSearch = (search: URLSearchParams): SessionReference | undefined => {
  const parsed = sessionReferenceSchema.safeParse({
    kind: search.get('from'),
    id: search.get('id'),
    version: Number(search.get('version')),
  });
  return parsed.success ? parsed.data : undefined;
};
