import { Badge } from '@kiln/design-system';
import { useAiHealth } from '../api/get-ai-health';

const providerNames = { builtin: 'Built-in engine', openai: 'OpenAI-compatible' } as const;

/** The copilot's health from the health check, and which provider and model answer. */
export function CopilotStatus() {
  const health = useAiHealth();
  if (health.isPending)
    return <p className="text-sm text-muted-foreground">Checking the copilot…</p>;
  const data = health.data;
  const healthy = data?.status === 'healthy';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="copilot-status">
      <Badge variant={healthy ? 'success' : 'destructive'}>
        <span aria-hidden className="size-2 rounded-full bg-current" />
        {healthy ? 'Copilot healthy' : 'Copilot unavailable'}
      </Badge>
      {data ? (
        <span className="text-muted-foreground">
          {providerNames[data.provider]} · <span className="font-mono">{data.model}</span>
          {healthy ? null : <> · {data.message}</>}
        </span>
      ) : (
        <span className="text-muted-foreground">The health check did not answer.</span>
      )}
    </div>
  );
}
