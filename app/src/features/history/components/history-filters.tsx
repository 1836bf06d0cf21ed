import type { AiFramework, HistoryStatus } from '@kiln/contract';
import { Input, Label } from '@kiln/design-system';
import * as React from 'react';
import { frameworkLabel, frameworks } from '../../../lib/frameworks';
import { SelectField } from '../../../components/select-field';

export type HistoryFilterValues = {
  search: string;
  framework: AiFramework | 'all';
  status: HistoryStatus | 'all';
};

const frameworkOptions: { value: HistoryFilterValues['framework']; label: string }[] = [
  { value: 'all', label: 'All frameworks' },
  ...frameworks.map((value) => ({ value, label: frameworkLabel(value) })),
];
const statusOptions: { value: HistoryFilterValues['status']; label: string }[] = [
  { value: 'all', label: 'Any status' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
];

/** Search over the prompts, and the framework and status filters. */
export function HistoryFilters({
  values,
  onChange,
}: {
  values: HistoryFilterValues;
  onChange(next: HistoryFilterValues): void;
}) {
  const id = React.useId();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_10rem_10rem]">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-search`}>Search prompts</Label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="login form, pricing…"
          value={values.search}
          maxLength={200}
          onChange={(event) => onChange({ ...values, search: event.target.value })}
        />
      </div>
      <SelectField
        label="Framework"
        value={values.framework}
        options={frameworkOptions}
        onChange={(framework) => onChange({ ...values, framework })}
      />
      <SelectField
        label="Status"
        value={values.status}
        options={statusOptions}
        onChange={(status) => onChange({ ...values, status })}
      />
    </div>
  );
}
