import * as React from 'react';
import {
  SHARE_EXPIRY_DAYS,
  type CreatedShareLink,
  type ShareLink,
  type ShareLinkStatus,
} from '@kiln/contract';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  formatDate,
  Input,
  Pagination,
  Skeleton,
  toast,
} from '@kiln/design-system';
import { showFailure } from '../../../lib/show-failure';
import { useShareLinks } from '../api/get-share-links';
import { useRevokeShareLink } from '../api/delete-share-link';
import { useCreateShareLink } from '../api/post-share-link';
import { ConfirmDialog } from './confirm-dialog';
import { SelectField } from '../../../components/select-field';

const NEVER = 'never';
const expiryOptions = [
  { value: NEVER, label: 'Never' },
  ...SHARE_EXPIRY_DAYS.map((days) => ({
    value: String(days),
    label: days === 1 ? 'After 1 day' : `After ${days} days`,
  })),
];

const statusBadge: Record<ShareLinkStatus, { label: string; variant: 'success' | 'secondary' }> = {
  active: { label: 'Active', variant: 'success' },
  expired: { label: 'Expired', variant: 'secondary' },
  revoked: { label: 'Revoked', variant: 'secondary' },
};

const shareUrl = (link: CreatedShareLink) => new URL(link.path, window.location.origin).href;

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error('Copying failed: the browser did not allow it');
  }
}

/** The link just created: the only time its address can be seen, so it is offered for copying. */
function CreatedLink({ link }: { link: CreatedShareLink }) {
  const url = shareUrl(link);
  return (
    <Alert variant="success">
      <AlertTitle>Share link for version {link.version} created</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <span>Copy it now: Kiln keeps only its last characters and cannot show it again.</span>
        <span className="flex flex-wrap items-center gap-2">
          <Input
            readOnly
            value={url}
            aria-label="Share link"
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="sm" variant="outline" onClick={() => void copyLink(url)}>
            Copy link
          </Button>
        </span>
      </AlertDescription>
    </Alert>
  );
}

function LinkRow({ link, onRevoke }: { link: ShareLink; onRevoke: (link: ShareLink) => void }) {
  const status = statusBadge[link.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-control border border-border p-3">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm">…{link.tokenHint}</span>
          <Badge variant={status.variant} size="sm">
            {status.label}
          </Badge>
          <span className="text-sm">Version {link.version}</span>
        </span>
        <span className="text-sm text-muted-foreground">
          Created {formatDate(link.createdAt)} ·{' '}
          {link.expiresAt
            ? `${link.status === 'expired' ? 'expired' : 'expires'} ${formatDate(link.expiresAt)}`
            : 'never expires'}
          {link.revokedAt ? ` · revoked ${formatDate(link.revokedAt)}` : ''}
        </span>
      </div>
      {link.status === 'active' ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Revoke link …${link.tokenHint}`}
          onClick={() => onRevoke(link)}
        >
          Revoke
        </Button>
      ) : null}
    </li>
  );
}

type SharePanelProps = { componentId: string; name: string; version: number };

/**
 * Share links of one component: create one for the shown version (optionally expiring), copy it
 * once, see every link's status and revoke one.
 */
export function SharePanel({ componentId, name, version }: SharePanelProps) {
  const [page, setPage] = React.useState(1);
  const [expiry, setExpiry] = React.useState(NEVER);
  const [created, setCreated] = React.useState<CreatedShareLink>();
  const [toRevoke, setToRevoke] = React.useState<ShareLink>();
  const links = useShareLinks(componentId, page);
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();

  const createLink = () =>
    create.mutate(
      {
        componentId,
        version,
        ...(expiry === NEVER ? {} : { expiresInDays: Number(expiry) }),
      },
      {
        onSuccess: (link) => {
          setCreated(link);
          setPage(1);
        },
        onError: showFailure,
      },
    );

  return (
    <section aria-labelledby="share" className="flex flex-col gap-3">
      <h3 id="share" className="text-lg font-semibold">
        Share
      </h3>
      <p className="text-sm text-muted-foreground">
        Anyone with a link sees a read-only page of that version with its preview and code, without
        signing in. Revoke a link to stop it.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <SelectField
            label="Link expires"
            value={expiry}
            options={expiryOptions}
            onChange={setExpiry}
          />
        </div>
        <Button disabled={create.isPending} onClick={createLink}>
          Create a share link for version {version}
        </Button>
      </div>
      {created ? <CreatedLink key={created.id} link={created} /> : null}
      {links.isPending ? <Skeleton className="h-16 w-full" /> : null}
      {links.isError ? <p role="alert">{links.error.message}</p> : null}
      {links.data && links.data.items.length > 0 ? (
        <>
          <ul aria-label={`Share links of ${name}`} className="flex flex-col gap-2">
            {links.data.items.map((link) => (
              <LinkRow key={link.id} link={link} onRevoke={setToRevoke} />
            ))}
          </ul>
          {links.data.pagination.totalPages > 1 ? (
            <Pagination
              page={page}
              pageCount={links.data.pagination.totalPages}
              onPageChange={setPage}
            />
          ) : null}
        </>
      ) : null}
      {links.data && links.data.pagination.total === 0 ? (
        <p className="text-sm text-muted-foreground">No share links yet.</p>
      ) : null}
      <ConfirmDialog
        open={toRevoke !== undefined}
        onOpenChange={(open) => {
          if (!open) setToRevoke(undefined);
        }}
        title={`Revoke link …${toRevoke?.tokenHint ?? ''}?`}
        description="Its page stops working at once for everyone who has it. This cannot be undone."
        confirmLabel="Revoke link"
        pending={revoke.isPending}
        onConfirm={() => {
          if (!toRevoke) return;
          revoke.mutate(toRevoke.id, {
            onSuccess: () => {
              toast.success('Link revoked');
              if (created?.id === toRevoke.id) setCreated(undefined);
            },
            onError: showFailure,
            onSettled: () => setToRevoke(undefined),
          });
        }}
      />
    </section>
  );
}
