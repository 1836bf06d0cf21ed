import type { AiFramework, HistoryStatus } from '@kiln/contract';
import {
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@kiln/design-system';
import * as React from 'react';
import { frameworkLabel, frameworks } from '../../../lib/frameworks';

export type HistoryFilterValues = {
  search: string;
  framework: AiFramework | 'all';
  status: HistoryStatus | 'all';
};

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
      <div className="flex flex-col gap-1.5">
        <Label id={`${id}-framework`}>Framework</Label>
        <Select
          value={values.framework}
          onValueChange={(framework) =>
            onChange({ ...values, framework: framework as HistoryFilterValues['framework'] })
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
      <div className="flex flex-col gap-1.5">
        <Label id={`${id}-status`}>Status</Label>
        <Select
          value={values.status}
          onValueChange={(status) =>
            onChange({ ...values, status: status as HistoryFilterValues['status'] })
          }
        >
          <SelectTrigger aria-labelledby={`${id}-status`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">Any status</SelectItem>
            <SelectItem value="completed">Completed</SelectItem>
            <SelectItem value="failed">Failed</SelectItem>
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
