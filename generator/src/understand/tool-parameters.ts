/**
 * What a working tool's labels name: its parameters (inputs, outputs and controls) and the labels a
 * description gives them. Shared by the tool readers (tool-labels.ts) and a to-do list's own words
 * (todo-labels.ts), which declare their parameters.
 */

/** One thing of a tool a label can name: its key, its own label and other words meaning it. */
export interface ToolParameter {
  key: string;
  label: string;
  aliases: string[];
  /** An input the user types or picks (a select may replace it); outputs only take a label. */
  input: boolean;
}

/** The labels the description gives to a tool, by parameter key, plus those that fit none. */
export interface ToolLabels {
  labels?: Record<string, string>;
  options?: Record<string, string[]>;
  extraInputs?: string[];
}
