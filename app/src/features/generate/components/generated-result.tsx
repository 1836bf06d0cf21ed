import * as React from 'react';
import { Copy, Download, FolderPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { GeneratedCodeResultData } from '@kiln/contract';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CodeTabs,
  toast,
} from '@kiln/design-system';
import { ComponentNameField } from '../../../components/component-name-field';
import { describeError } from '../../../lib/error-message';
import { frameworkLabel } from '../../../lib/frameworks';
import { answerTabs } from '../../../lib/generated-files';
import { AnswerChecklist } from '../../../lib/checklist/answer-checklist';
import { AnswerScorecard } from '../../../lib/scorecard/answer-scorecard';
import { usePreviewReporter } from '../../../lib/scorecard/browser-checks';
import { copyAllFiles, downloadFile } from '../../../lib/file-actions';
import { getResultArchive } from '../api/get-result-archive';
import { useSaveResult } from '../api/post-save-result';
import { componentHref } from '../../../navigation';
import { CodeWithPreview } from '../../../lib/preview/code-with-preview';

/** A generated component: its files, what it needs and how to use it, and where it can go next. */
export function GeneratedResult({ result }: { result: GeneratedCodeResultData }) {
  const scorecardKey = `generation:${result.id}`;
  const reportPreview = usePreviewReporter({ kind: 'answer', key: scorecardKey });
  const navigate = useNavigate();
  const save = useSaveResult();
  const [name, setName] = React.useState(result.name);
  const [downloading, setDownloading] = React.useState(false);
  const nameId = React.useId();

  const download = async () => {
    setDownloading(true);
    await downloadFile(() => getResultArchive(result.id));
    setDownloading(false);
  };

  const saveComponent = () =>
    save.mutate(
      { responseId: result.id, name: name.trim() || result.name },
      {
        onSuccess: (component) =>
          toast.success('Saved to My components', {
            action: {
              label: 'Open in My components',
              onAction: () => void navigate(componentHref(component.id)),
            },
          }),
        onError: (error) => toast.error(describeError(error)),
      },
    );

  return (
    <Card aria-labelledby={`${nameId}-title`} data-testid="generated-result">
      <CardHeader>
        <CardTitle id={`${nameId}-title`} className="flex flex-wrap items-center gap-2">
          {result.name}
          <Badge variant="secondary">{frameworkLabel(result.framework)}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm whitespace-pre-line text-muted-foreground">{result.instructions}</p>
        <AnswerChecklist items={result.checklist} />
        {result.dependencies.length > 0 ? (
          <div className="flex flex-col gap-1">
            <h3 className="text-sm font-medium">Dependencies</h3>
            <ul className="flex flex-wrap gap-2">
              {result.dependencies.map((dependency) => (
                <li key={dependency}>
                  <Badge variant="outline" className="font-mono">
                    {dependency}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap items-end gap-2">
          <ComponentNameField label="Save as" value={name} onChange={setName} className="w-56" />
          <Button loading={save.isPending} onClick={saveComponent}>
            {save.isPending ? null : <FolderPlus aria-hidden />}
            Save to My components
          </Button>
          <Button variant="outline" onClick={() => void copyAllFiles(result.files)}>
            <Copy aria-hidden />
            Copy all
          </Button>
          <Button variant="outline" loading={downloading} onClick={() => void download()}>
            {downloading ? null : <Download aria-hidden />}
            Download zip
          </Button>
        </div>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <CodeWithPreview
            files={result.files}
            label={result.name}
            code={<CodeTabs files={answerTabs(result.files)} label={`${result.name} files`} />}
            onReport={reportPreview}
          />
          <AnswerScorecard
            answerKey={scorecardKey}
            files={result.files}
            framework={result.framework}
          />
        </div>
      </CardContent>
    </Card>
  );
}
