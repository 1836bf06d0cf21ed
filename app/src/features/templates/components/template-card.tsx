import type { Template } from '@kiln/contract';
import { Badge, Button } from '@kiln/design-system';
import { Eye } from 'lucide-react';
import { frameworkLabel } from '../../../lib/frameworks';
import { categoryLabel } from '../template-text';

/** One template on the shelf; its text is shown as text, whatever it holds. */
export function TemplateCard({
  template,
  selected,
  onSelect,
}: {
  template: Template;
  selected: boolean;
  onSelect(): void;
}) {
  const headingId = `template-${template.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-selected={selected || undefined}
        className="flex h-full flex-col gap-3 rounded-card border border-border bg-card p-4 text-card-foreground data-[selected]:border-primary data-[selected]:ring-2 data-[selected]:ring-ring"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold break-words">
            {template.name}
          </h3>
          <Badge variant="secondary" size="sm">
            {categoryLabel(template.category)}
          </Badge>
        </div>
        <p className="text-sm break-words text-muted-foreground">{template.description}</p>
        <p className="text-xs text-muted-foreground">
          {template.frameworks.map(frameworkLabel).join(' · ')}
        </p>
        {template.tags.length ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {template.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" size="sm" className="break-all">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <Button
          size="sm"
          variant={selected ? 'secondary' : 'outline'}
          className="mt-auto w-fit"
          aria-pressed={selected}
          aria-label={`Preview ${template.name}`}
          onClick={onSelect}
        >
          <Eye aria-hidden />
          Preview
        </Button>
      </article>
    </li>
  );
}
