import { Button } from '@kiln/design-system';

export interface LoggedEvent {
  id: number;
  name: string;
  payload: unknown;
  at: Date;
}

const time = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A payload as readable text; `undefined` (an output that carries nothing) shows as nothing. */
export function payloadText(payload: unknown): string {
  if (payload === undefined) return '';
  try {
    return JSON.stringify(payload, null, 2) ?? String(payload);
  } catch {
    return String(payload);
  }
}

/** What the component emitted, newest first, with a way to clear it. */
export function EventLog({
  events,
  onClear,
}: {
  events: readonly LoggedEvent[];
  onClear: () => void;
}) {
  return (
    <section aria-labelledby="playground-events" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id="playground-events" className="text-lg font-semibold">
          Event log
        </h2>
        <Button variant="outline" size="sm" onClick={onClear} disabled={events.length === 0}>
          Clear
        </Button>
      </div>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Outputs the component emits appear here with their payloads.
        </p>
      ) : (
        <ol aria-label="Events" className="flex max-h-80 flex-col gap-2 overflow-auto">
          {events.map((event) => {
            const payload = payloadText(event.payload);
            return (
              <li key={event.id} className="rounded-control border border-border p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-mono font-semibold">{event.name}</span>
                  <time className="text-muted-foreground" dateTime={event.at.toISOString()}>
                    {time.format(event.at)}
                  </time>
                </div>
                {payload ? (
                  <pre className="mt-2 overflow-x-auto font-mono text-xs whitespace-pre-wrap">
                    {payload}
                  </pre>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
