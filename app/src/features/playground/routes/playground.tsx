import * as React from 'react';
import { Link } from 'react-router';
import type { ComponentInterface, Preset } from '@kiln/contract';
import { Alert, AlertDescription, Badge, EmptyState, Skeleton } from '@kiln/design-system';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { WidgetBoundary } from '../../../components/widget-boundary';
import { frameworkLabel } from '../../../lib/frameworks';
import { LivePreview } from '../../../lib/preview/live-preview';
import { workspaceHrefs } from '../../../navigation';
import { useComponentCode, type ComponentCode } from '../api/get-component-code';
import { usePickableComponents } from '../api/get-components';
import { useLatestAnswer } from '../api/get-latest-answer';
import { useComponentInterface } from '../api/post-component-interface';
import { ComponentPicker } from '../components/component-picker';
import { EventLog, type LoggedEvent } from '../components/event-log';
import { InputForm } from '../components/input-form';
import { PresetsPanel } from '../components/presets-panel';
import { coerce, draftsFrom, type Draft, type Drafts } from '../input-values';
import { usePlaygroundSource } from '../use-playground-source';

function Bench({ code, componentId }: { code: ComponentCode; componentId: string | undefined }) {
  const found = useComponentInterface(code.framework, code.files);
  if (found.isPending) return <Skeleton className="h-64 w-full" />;
  if (found.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{found.error.message}</AlertDescription>
      </Alert>
    );
  return <Workbench code={code} found={found.data} componentId={componentId} />;
}

/** The event log keeps the newest entries only, so a chatty output cannot grow the page forever. */
const MAX_EVENTS = 100;

function Workbench({
  code,
  found,
  componentId,
}: {
  code: ComponentCode;
  found: ComponentInterface;
  componentId: string | undefined;
}) {
  const { inputs, outputs } = found;
  const [drafts, setDrafts] = React.useState<Drafts>(() => draftsFrom(inputs));
  const [events, setEvents] = React.useState<LoggedEvent[]>([]);

  const { values, errors } = React.useMemo(() => coerce(inputs, drafts), [inputs, drafts]);
  const change = (name: string, draft: Draft) => setDrafts((now) => ({ ...now, [name]: draft }));
  const apply = (preset: Preset) => setDrafts(draftsFrom(inputs, preset.values));
  const nextEventId = React.useRef(0);
  const logOutput = React.useCallback((name: string, payload: unknown) => {
    nextEventId.current += 1;
    const event = { id: nextEventId.current, name, payload, at: new Date() };
    setEvents((now) => [event, ...now].slice(0, MAX_EVENTS));
  }, []);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-8">
        <section aria-labelledby="playground-inputs" className="flex flex-col gap-4">
          <h2 id="playground-inputs" className="text-lg font-semibold">
            Inputs
          </h2>
          {inputs.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {found.component ?? 'This component'} takes no inputs.
            </p>
          ) : (
            <InputForm inputs={inputs} drafts={drafts} errors={errors} onChange={change} />
          )}
          {outputs.length ? (
            <p className="text-sm text-muted-foreground">
              Outputs:{' '}
              {outputs.map((output, index) => (
                <React.Fragment key={output.name}>
                  {index ? ', ' : ''}
                  <code className="font-mono">{output.name}</code>
                </React.Fragment>
              ))}
            </p>
          ) : null}
        </section>
        {componentId ? (
          <WidgetBoundary name="The presets">
            <PresetsPanel
              componentId={componentId}
              values={values}
              blocked={Object.keys(errors).length > 0}
              onApply={apply}
            />
          </WidgetBoundary>
        ) : (
          <p className="text-sm text-muted-foreground">
            Save this answer to My components to keep named presets of its inputs.
          </p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-8">
        <WidgetBoundary name="The preview">
          <LivePreview
            framework={code.framework}
            files={code.files}
            inputs={values}
            onOutput={logOutput}
            label={code.name}
          />
        </WidgetBoundary>
        <EventLog events={events} onClear={() => setEvents([])} />
      </div>
    </div>
  );
}

function Playground() {
  const source = usePlaygroundSource();
  const components = usePickableComponents();
  const saved = useComponentCode(source.componentId, source.version);
  const latest = useLatestAnswer(source.latest);
  const code = source.latest ? latest : saved;

  return (
    <div className="flex flex-col gap-8">
      {components.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{components.error.message}</AlertDescription>
        </Alert>
      ) : (
        <ComponentPicker
          components={components.data ?? []}
          value={source.picked}
          onChange={source.choose}
        />
      )}
      {!source.picked ? (
        <EmptyState
          variant="bordered"
          headingLevel={2}
          title="Choose a component"
          description="Pick one of your saved components or the last generated answer: its inputs become a form, and its outputs appear in the event log."
          action={
            <Link to={workspaceHrefs.copilot} className="text-link underline">
              Generate one with the AI copilot
            </Link>
          }
        />
      ) : code.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : code.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{code.error.message}</AlertDescription>
        </Alert>
      ) : !code.data ? (
        <EmptyState
          variant="bordered"
          headingLevel={2}
          title="No generated answer yet"
          description="Generate a component first; its latest answer opens here."
        />
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{code.data.name}</span>
            <Badge variant="secondary">{frameworkLabel(code.data.framework)}</Badge>
            {code.data.version ? <span>version {code.data.version}</span> : null}
          </p>
          <Bench
            key={`${source.picked}:${code.data.version}`}
            code={code.data}
            componentId={source.componentId}
          />
        </>
      )}
    </div>
  );
}

/** The playground: a component's inputs as a form, its outputs in a log, its states as presets. */
export default function PlaygroundScreen() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Workspace" title="Component playground">
        <p>
          Try a component with other inputs, watch what it emits, and keep the states worth seeing.
        </p>
      </PageIntro>
      <QueryProvider>
        <Playground />
      </QueryProvider>
    </PageContainer>
  );
}
