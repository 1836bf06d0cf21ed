import * as React from 'react';
import {
  Check,
  Copy,
  Download,
  Eye,
  FileDiff,
  FolderPlus,
  Layers,
  PenTool,
  SquareArrowOutUpRight,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { BUILTIN_MODEL, type AiGeneratedFile } from '@kiln/contract';
import { Badge, Button, CodeDiff, CodeTabs } from '@kiln/design-system';
import { copyAllFiles, downloadFile } from '../../../lib/file-actions';
import { getAnswerArchive } from '../api/get-answer-archive';
import { answerTabs, frameworkOfFiles, suggestedName } from '../../../lib/generated-files';
import { LazyLivePreview, usePreviewPrefetch } from '../../../lib/preview/code-with-preview';
import { repairRequest } from '../../../lib/preview/repair-request';
import { AnswerScorecard } from '../../../lib/scorecard/answer-scorecard';
import { usePreviewReporter } from '../../../lib/scorecard/browser-checks';
import { changesBetween } from '../answer-files';
import type { CodeAnswer } from '../chat-machine';
import type { DesignHistory } from '../design/design-edits';
import { DesignWorkspace } from './design-workspace';
import { SaveAnswerDialog } from './save-answer-dialog';
import { VariantsView } from './variants-view';
import { workspaceHrefs } from '../../../navigation';

type Props = {
  answer: CodeAnswer;
  prompt: string | undefined;
  sessionId: string;
  /** The code answer before this one in the conversation: what a follow-up changed. */
  previousFiles: AiGeneratedFile[] | undefined;
  /** Older answers start folded, so a long conversation opens quickly. */
  defaultOpen: boolean;
  /**
   * Sends a follow-up message: "Fix with AI" asks for a repair of the preview's problems, naming
   * this answer (`repairOf`), so the server does not charge its first repair.
   */
  onFollowUp: (text: string, repairOf?: string) => void;
  /** Design mode's edits or a variant were kept as the conversation's newest answer. */
  onKept: () => void;
};

/** A code answer: its files in tabs, what it changed, and what can be done with it. */
export function AnswerPanel({
  answer,
  prompt,
  sessionId,
  previousFiles,
  defaultOpen,
  onFollowUp,
  onKept,
}: Props) {
  const navigate = useNavigate();
  const [open, setOpen] = React.useState(defaultOpen);
  const [view, setView] = React.useState<'code' | 'changes' | 'preview' | 'design' | 'variants'>(
    'code',
  );
  // Kept here, so leaving design mode and coming back finds the edits where they were.
  const [designHistory, setDesignHistory] = React.useState<DesignHistory>([]);
  const [saving, setSaving] = React.useState(false);
  // An answer never changes once written: saved once, there is nothing new to save from it.
  const [saved, setSaved] = React.useState(false);
  const [downloading, setDownloading] = React.useState(false);
  const tabs = React.useMemo(() => answerTabs(answer.files), [answer.files]);
  usePreviewPrefetch(answer.files, open);
  const scorecardKey = `answer:${answer.messageId}`;
  const reportPreview = usePreviewReporter({ kind: 'answer', key: scorecardKey });
  const changes = React.useMemo(
    () => (previousFiles && view === 'changes' ? changesBetween(previousFiles, answer.files) : []),
    [previousFiles, answer.files, view],
  );
  const name = suggestedName(answer.files);

  if (!open) {
    return (
      <Button variant="outline" size="sm" className="w-fit" onClick={() => setOpen(true)}>
        Show code ({answer.files.length} {answer.files.length === 1 ? 'file' : 'files'})
      </Button>
    );
  }

  const download = async () => {
    setDownloading(true);
    await downloadFile(() => getAnswerArchive(answer.messageId));
    setDownloading(false);
  };

  const openInGenerate = () => {
    const search = new URLSearchParams({ name, description: prompt ?? '' });
    void navigate(`${workspaceHrefs.generate}?${search.toString()}`);
  };

  return (
    <section
      aria-label={`Code for ${name}`}
      className="flex w-full min-w-0 flex-col gap-3"
      data-testid="code-answer"
    >
      <div className="flex flex-wrap items-center gap-2">
        {answer.confidence !== undefined ? (
          <Badge variant="secondary">Confidence {Math.round(answer.confidence * 100)}%</Badge>
        ) : null}
        {answer.valid ? null : (
          <Badge variant="warning">
            {/* A repair whose code still fails its checks is marked as such. */}
            {answer.repairOf ? 'Repair did not fix it' : 'Did not pass Kiln’s checks'}
          </Badge>
        )}
        {answer.repairOf && answer.valid ? <Badge variant="secondary">Fixed with AI</Badge> : null}
        <div role="group" aria-label="Show" className="ml-auto flex gap-1">
          <Button
            size="sm"
            variant={view === 'code' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'code'}
            onClick={() => setView('code')}
          >
            Code
          </Button>
          <Button
            size="sm"
            variant={view === 'preview' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'preview'}
            onClick={() => setView('preview')}
          >
            <Eye aria-hidden />
            Preview
          </Button>
          <Button
            size="sm"
            variant={view === 'design' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'design'}
            onClick={() => setView(view === 'design' ? 'preview' : 'design')}
          >
            <PenTool aria-hidden />
            Design
          </Button>
          {previousFiles ? (
            <Button
              size="sm"
              variant={view === 'changes' ? 'secondary' : 'ghost'}
              aria-pressed={view === 'changes'}
              onClick={() => setView('changes')}
            >
              <FileDiff aria-hidden />
              Changes
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setSaving(true)} disabled={saved}>
          {saved ? <Check aria-hidden /> : <FolderPlus aria-hidden />}
          {saved ? 'Saved' : 'Save to My components'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void copyAllFiles(answer.files)}>
          <Copy aria-hidden />
          Copy all
        </Button>
        <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
          {downloading ? null : <Download aria-hidden />}
          Download zip
        </Button>
        <Button size="sm" variant="outline" onClick={openInGenerate}>
          <SquareArrowOutUpRight aria-hidden />
          Open in Generate
        </Button>
        {/* Variants are drawn from the engine's model of a component: its answers alone have one. */}
        {answer.model === BUILTIN_MODEL ? (
          <Button
            size="sm"
            variant={view === 'variants' ? 'secondary' : 'outline'}
            aria-pressed={view === 'variants'}
            onClick={() => setView(view === 'variants' ? 'code' : 'variants')}
          >
            <Layers aria-hidden />
            Show 3 variants
          </Button>
        ) : null}
      </div>
      {view === 'design' ? (
        <DesignWorkspace
          answer={answer}
          sessionId={sessionId}
          name={name}
          history={designHistory}
          onHistory={setDesignHistory}
          onKept={() => {
            setDesignHistory([]);
            setView('code');
            onKept();
          }}
          onDiscard={() => {
            setDesignHistory([]);
            setView('preview');
          }}
        />
      ) : view === 'variants' ? (
        <VariantsView
          sessionId={sessionId}
          messageId={answer.messageId}
          name={name}
          onKept={() => {
            setView('code');
            onKept();
          }}
        />
      ) : (
        <div className="grid gap-3 xl:grid-cols-[minmax(0,1fr)_18rem]">
          {view === 'preview' ? (
            <LazyLivePreview
              framework={frameworkOfFiles(answer.files)}
              files={answer.files}
              label={name}
              onFixWithAi={(problems) => onFollowUp(repairRequest(problems), answer.messageId)}
              repaired={answer.repairOf !== undefined}
              onReport={reportPreview}
            />
          ) : view === 'changes' ? (
            <div className="flex min-w-0 flex-col gap-3">
              {changes.map((change) => (
                <CodeDiff key={change.label} patch={change.patch} label={change.label} />
              ))}
            </div>
          ) : (
            <CodeTabs files={tabs} label={`${name} files`} />
          )}
          <AnswerScorecard
            answerKey={scorecardKey}
            files={answer.files}
            {...(prompt ? { description: prompt } : {})}
          />
        </div>
      )}
      <SaveAnswerDialog
        open={saving}
        onOpenChange={setSaving}
        sessionId={sessionId}
        messageId={answer.messageId}
        defaultName={name}
        scorecardKey={scorecardKey}
        onSaved={() => setSaved(true)}
      />
    </section>
  );
}
