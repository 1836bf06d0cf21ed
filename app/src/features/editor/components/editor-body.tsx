import { QueryProvider } from '../../../lib/query';
import { WidgetBoundary } from '../../../components/widget-boundary';
import { EditorScreen } from './editor-screen';

/** The editor with the query cache it reads through, loaded apart from its route module. */
export default function EditorBody({ userId }: { userId: string }) {
  return (
    <QueryProvider>
      <WidgetBoundary name="The editor">
        <EditorScreen userId={userId} />
      </WidgetBoundary>
    </QueryProvider>
  );
}
