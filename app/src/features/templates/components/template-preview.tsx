import * as React from 'react';
import { Link } from 'react-router';
import { MessageSquare, Sparkles } from 'lucide-react';
import type { AiFramework, Template } from '@kiln/contract';
import {
  Alert,
  AlertDescription,
  Button,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { frameworkLabel } from '../../../lib/frameworks';
import { LazyLivePreview } from '../../../lib/preview/code-with-preview';
import { copilotHref, generateHref } from '../../../navigation';
import { useTemplatePreview } from '../api/get-template-preview';
import { copilotPrompt, defaultFramework } from '../template-text';

/**
 * The selected template: its files, written by the server's engine from its request, run in the
 * live preview, and the ways to start from it (Generate prefilled, or the copilot).
 */
export function TemplatePreview({
  template,
  preferred,
}: {
  template: Template;
  /** The framework the list is filtered on: the preview opens in it when the template offers it. */
  preferred: AiFramework | undefined;
}) {
  const id = React.useId();
  const [framework, setFramework] = React.useState<AiFramework>(() =>
    preferred && template.frameworks.includes(preferred) ? preferred : defaultFramework(template),
  );
  const preview = useTemplatePreview(template.id, template.updatedAt, framework);

  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold break-words">
          {template.name}
        </h2>
        <p className="text-sm break-words text-muted-foreground">{template.description}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {template.frameworks.length > 1 ? (
          <div className="flex flex-col gap-1.5">
            <Label id={`${id}-framework`}>Preview in</Label>
            <Select value={framework} onValueChange={(value) => setFramework(value as AiFramework)}>
              <SelectTrigger aria-labelledby={`${id}-framework`} className="w-60 max-w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {template.frameworks.map((option) => (
                  <SelectItem key={option} value={option}>
                    {frameworkLabel(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
        <Button asChild>
          <Link to={generateHref({ ...template.request, framework })}>
            <Sparkles aria-hidden />
            Use template
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={copilotHref(copilotPrompt(template, framework))}>
            <MessageSquare aria-hidden />
            Use in copilot
          </Link>
        </Button>
      </div>
      {preview.data ? (
        <LazyLivePreview
          key={`${template.id}:${framework}`}
          framework={preview.data.framework}
          files={preview.data.files}
          label={template.name}
        />
      ) : preview.error ? (
        <Alert variant="destructive">
          <AlertDescription>{describeError(preview.error)}</AlertDescription>
        </Alert>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="sm" aria-hidden />
          Writing the template’s code…
        </p>
      )}
    </section>
  );
}
