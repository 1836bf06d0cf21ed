import { Link } from 'react-router';
import { ArrowLeft, Copy, Download, MessageSquare } from 'lucide-react';
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  buttonVariants,
  CodeTabs,
  Skeleton,
} from '@kiln/design-system';
import { customizeHref } from '../../../lib/copilot-reference';
import { copyAllFiles } from '../../../lib/file-actions';
import { frameworkLabel } from '../../../lib/frameworks';
import { CodeWithPreview } from '../../../lib/preview/code-with-preview';
import { downloadLibraryItem } from '../api/get-library-archive';
import { useLibraryItem } from '../api/get-library-item';
import { categoryLabels } from './category-labels';

type LibraryItemProps = { id: string; onClose: () => void };

/** One library item: its code and live preview, copy, download and "Customize in copilot". */
export function LibraryItemDetail({ id, onClose }: LibraryItemProps) {
  const query = useLibraryItem(id);
  const back = (
    <Button variant="ghost" size="sm" className="self-start" onClick={onClose}>
      <ArrowLeft aria-hidden />
      Back to the library
    </Button>
  );
  if (query.isPending)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Alert variant="destructive">
          <AlertDescription>{query.error.message}</AlertDescription>
        </Alert>
      </div>
    );

  const item = query.data;
  const tabs = item.files.map((file) => ({
    code: file.content,
    language: file.language,
    path: file.path,
  }));
  return (
    <article aria-labelledby="library-item-name" className="flex flex-col gap-6">
      {back}
      <header className="flex flex-col gap-3">
        <h2 id="library-item-name" className="text-2xl font-bold tracking-tight">
          {item.name}
        </h2>
        <p className="text-muted-foreground">{item.description}</p>
        <ul aria-label="About this component" className="flex flex-wrap gap-2">
          <li>
            <Badge variant="outline">{frameworkLabel(item.framework)}</Badge>
          </li>
          <li>
            <Badge variant="outline">{categoryLabels[item.category]}</Badge>
          </li>
          <li>
            <Badge variant="outline">Version {item.version}</Badge>
          </li>
          {item.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Link
            to={customizeHref({ kind: 'library', id: item.id, version: item.version })}
            className={buttonVariants({ size: 'sm' })}
          >
            <MessageSquare aria-hidden />
            Customize in copilot
          </Link>
          <Button variant="outline" size="sm" onClick={() => void copyAllFiles(item.files)}>
            <Copy aria-hidden />
            Copy code
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void downloadLibraryItem({ id: item.id, version: item.version })}
          >
            <Download aria-hidden />
            Download zip
          </Button>
        </div>
      </header>
      <CodeWithPreview
        files={item.files}
        label={item.name}
        code={<CodeTabs files={tabs} label={`Files of ${item.name}`} />}
      />
    </article>
  );
}
