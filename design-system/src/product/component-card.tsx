import type * as React from 'react';
import { Download, ExternalLink, Trash2 } from 'lucide-react';
import { cn } from '../lib/cn';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../components/card';
import { formatDate } from './format-time';

export type ComponentFramework = 'angular' | 'react' | 'react-ds';

const frameworkLabels: Record<ComponentFramework, string> = {
  angular: 'Angular',
  react: 'React',
  'react-ds': 'React + Kiln design system',
};

export type SavedComponent = {
  id: string;
  name: string;
  framework: ComponentFramework;
  description?: string;
  updatedAt: Date | string;
  tags?: readonly string[];
};

export type ComponentCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  component: SavedComponent;
  onOpen?: (component: SavedComponent) => void;
  onExport?: (component: SavedComponent) => void;
  onDelete?: (component: SavedComponent) => void;
  /** Formats the update date; the default is a UTC calendar date so every render agrees. */
  formatUpdatedAt?: (updatedAt: Date | string) => string;
};

/** A saved component in the library: name, framework, description, tags, last update and its actions. */
export function ComponentCard({
  component,
  onOpen,
  onExport,
  onDelete,
  formatUpdatedAt = (updatedAt) => formatDate(updatedAt),
  className,
  ...props
}: ComponentCardProps) {
  const { name, framework, description, updatedAt, tags = [] } = component;
  const hasActions = Boolean(onOpen ?? onExport ?? onDelete);

  return (
    <Card
      data-slot="component-card"
      data-framework={framework}
      size="sm"
      className={cn('h-full', className)}
      {...props}
    >
      <CardHeader>
        <CardTitle asChild>
          <h3 className="truncate">{name}</h3>
        </CardTitle>
        <CardDescription>
          Updated{' '}
          <time dateTime={new Date(updatedAt).toISOString()}>{formatUpdatedAt(updatedAt)}</time>
        </CardDescription>
        <CardAction>
          <Badge variant="outline" size="sm">
            {frameworkLabels[framework]}
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {description ? (
          <p className="line-clamp-3 text-sm text-muted-foreground">{description}</p>
        ) : null}
        {tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary" size="sm">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      {hasActions ? (
        <CardFooter className="gap-1">
          {onOpen ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onOpen(component)}
              aria-label={`Open ${name}`}
            >
              <ExternalLink aria-hidden />
              Open
            </Button>
          ) : null}
          <span className="ml-auto flex gap-1">
            {onExport ? (
              <Button
                variant="ghost"
                size="sm"
                className="size-8 px-0"
                aria-label={`Export ${name}`}
                onClick={() => onExport(component)}
              >
                <Download aria-hidden />
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="ghost"
                size="sm"
                className="size-8 px-0 text-destructive hover:bg-destructive hover:text-destructive-foreground"
                aria-label={`Delete ${name}`}
                onClick={() => onDelete(component)}
              >
                <Trash2 aria-hidden />
              </Button>
            ) : null}
          </span>
        </CardFooter>
      ) : null}
    </Card>
  );
}
