import * as React from 'react';
import { templateCategories, type AiFramework, type TemplateCategory } from '@kiln/contract';
import {
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@kiln/design-system';
import { frameworkLabel, frameworks } from '../../../lib/frameworks';
import { categoryLabel } from '../template-text';

export type TemplateFilterValues = {
  q: string;
  category: TemplateCategory | 'all';
  framework: AiFramework | 'all';
};

export const noTemplateFilters: TemplateFilterValues = { q: '', category: 'all', framework: 'all' };

/** Search over names, descriptions and tags, and the category and framework filters. */
export function TemplateFilters({
  values,
  onChange,
}: {
  values: TemplateFilterValues;
  onChange(next: TemplateFilterValues): void;
}) {
  const id = React.useId();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_10rem_12rem]">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>Search templates</Label>
        <Input
          id={`${id}-q`}
          type="search"
          placeholder="form, table, navigation…"
          value={values.q}
          maxLength={200}
          onChange={(event) => onChange({ ...values, q: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label id={`${id}-category`}>Category</Label>
        <Select
          value={values.category}
          onValueChange={(category) =>
            onChange({ ...values, category: category as TemplateFilterValues['category'] })
          }
        >
          <SelectTrigger aria-labelledby={`${id}-category`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All categories</SelectItem>
            {templateCategories.map((category) => (
              <SelectItem key={category} value={category}>
                {categoryLabel(category)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label id={`${id}-framework`}>Framework</Label>
        <Select
          value={values.framework}
          onValueChange={(framework) =>
            onChange({ ...values, framework: framework as TemplateFilterValues['framework'] })
          }
        >
          <SelectTrigger aria-labelledby={`${id}-framework`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All frameworks</SelectItem>
            {frameworks.map((framework) => (
              <SelectItem key={framework} value={framework}>
                {frameworkLabel(framework)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
