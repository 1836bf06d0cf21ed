import * as React from 'react';
import { templateCategories, type AiFramework, type TemplateCategory } from '@kiln/contract';
import { Input, Label } from '@kiln/design-system';
import { frameworkLabel, frameworks } from '../../../lib/frameworks';
import { SelectField } from '../../../components/select-field';
import { categoryLabel } from '../template-text';

export type TemplateFilterValues = {
  q: string;
  category: TemplateCategory | 'all';
  framework: AiFramework | 'all';
};

const categoryOptions: { value: TemplateFilterValues['category']; label: string }[] = [
  { value: 'all', label: 'All categories' },
  ...templateCategories.map((value) => ({ value, label: categoryLabel(value) })),
];
const frameworkOptions: { value: TemplateFilterValues['framework']; label: string }[] = [
  { value: 'all', label: 'All frameworks' },
  ...frameworks.map((value) => ({ value, label: frameworkLabel(value) })),
];

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
      <SelectField
        label="Category"
        value={values.category}
        options={categoryOptions}
        onChange={(category) => onChange({ ...values, category })}
      />
      <SelectField
        label="Framework"
        value={values.framework}
        options={frameworkOptions}
        onChange={(framework) => onChange({ ...values, framework })}
      />
    </div>
  );
}
