import type { ComponentChecksFilter } from '@kiln/contract';
import { sql } from 'drizzle-orm';

/**
 * The current version's scorecard in one word, for My components' list and its filter: `problems`
 * when any check is red or amber, `passing` when all four are green, `unchecked` otherwise.
 * Names are spelled out with their tables: drizzle leaves columns unqualified in a single-table
 * select, which a correlated subquery cannot tell apart.
 */
export const currentChecks = sql<ComponentChecksFilter>`coalesce((
  select case
    when scores.server_status in ('red', 'amber')
      or scores.browser_status in ('red', 'amber') then 'problems'
    when scores.server_status = 'green' and scores.browser_status = 'green' then 'passing'
    else 'unchecked' end
  from version_scorecards as scores
  join component_versions as scored on scored.id = scores.version_id
  where scored.component_id = "components"."id"
    and scored.version = "components"."latest_version"
), 'unchecked')`;

/**
 * Whether the current version compiles: its stored server check, the one its scorecard's
 * "compiles" row shows (errors → false; warnings only or none → true), null while not checked.
 */
export const currentCompiles = sql<boolean | null>`(
  select case scores.server_checks -> 'compiles' ->> 'status'
    when 'red' then false
    when 'amber' then true
    when 'green' then true
    else null end
  from version_scorecards as scores
  join component_versions as scored on scored.id = scores.version_id
  where scored.component_id = "components"."id"
    and scored.version = "components"."latest_version"
)`;
