import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle, Skeleton } from '@kiln/design-system';
import { editorHref, workspaceHrefs } from '../../../navigation';
import { useOpenComponent, type OpenTarget } from '../api/open-component';
import { EditorWorkspace } from './editor-workspace';

const versionParam = (value: string | null) => {
  const version = Number(value);
  return Number.isInteger(version) && version >= 1 ? version : undefined;
};

/**
 * Which code the editor opens: the component and version in the address, else the component
 * worked on last, else a blank Angular component (`?new` asks for the blank one on purpose).
 */
export function EditorScreen({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const blank = params.has('new');
  const target: OpenTarget = {
    componentId: params.get('component') ?? undefined,
    version: versionParam(params.get('version')),
  };
  const opened = useOpenComponent(target, !blank);

  const opening = <Skeleton className="h-[32rem] w-full" aria-label="Opening the code" />;

  if (blank) return <EditorWorkspace key="new" opened={null} userId={userId} />;
  if (opened.isPending) return opening;
  if (opened.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>This component cannot be opened</AlertTitle>
        <AlertDescription>
          <p>{opened.error.message}</p>
          <p className="flex flex-wrap gap-4">
            <Link to={workspaceHrefs.components} className="text-link underline">
              Open My components
            </Link>
            <Link to={editorHref('blank')} className="text-link underline">
              Start a blank component
            </Link>
          </p>
        </AlertDescription>
      </Alert>
    );
  const component = opened.data;
  return (
    <EditorWorkspace
      key={component ? `${component.id}:${component.version}` : 'new'}
      opened={component}
      userId={userId}
    />
  );
}
