import type { AiFramework } from '@kiln/contract';
import { Button } from '@kiln/design-system';
import { frameworkLabel } from '../../../lib/frameworks';
import type { OpenedComponent } from '../api/open-component';
import { BLANK_NAME, blankFrameworks, type BlankFramework } from '../blank-component';

type Props = {
  opened: OpenedComponent | null;
  framework: AiFramework;
  dirty: boolean;
  formatting: boolean;
  saving: boolean;
  canFormat: boolean;
  onFramework(framework: BlankFramework): void;
  onFormat(): void;
  onDiscard(): void;
  onSave(): void;
};

/** What is open (component, version, framework) and what can be done with it. */
export function EditorHeader({ opened, framework, dirty, ...props }: Props) {
  const where = opened
    ? `Version ${opened.version}${opened.version === opened.currentVersion ? ' (current)' : ` of ${opened.currentVersion}`}`
    : 'Not saved yet';
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="truncate text-xl font-semibold tracking-tight">
          {opened?.name ?? BLANK_NAME}
        </h2>
        <p className="text-sm text-muted-foreground">
          {where} · {frameworkLabel(framework)}
        </p>
      </div>
      {opened ? null : (
        <div role="group" aria-label="Framework" className="flex items-center gap-1">
          {blankFrameworks.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === framework ? 'secondary' : 'ghost'}
              aria-pressed={option === framework}
              disabled={dirty && option !== framework}
              onClick={() => props.onFramework(option)}
            >
              {frameworkLabel(option)}
            </Button>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {dirty ? <span className="text-sm text-muted-foreground">Unsaved changes</span> : null}
        <Button
          size="sm"
          variant="outline"
          onClick={props.onFormat}
          disabled={!props.canFormat}
          loading={props.formatting}
        >
          Format
        </Button>
        {dirty ? (
          <Button size="sm" variant="ghost" onClick={props.onDiscard}>
            Discard changes
          </Button>
        ) : null}
        <Button
          size="sm"
          onClick={props.onSave}
          loading={props.saving}
          disabled={opened !== null && !dirty}
        >
          {/* A saved version with no edits since has nothing to save: one click, one version. */}
          {opened ? (dirty ? 'Save new version' : 'Saved') : 'Save'}
        </Button>
      </div>
    </div>
  );
}
