import { fromModel } from './generate';
import type { ComponentModel, GeneratedFile } from './model';
import type { RequirementItem } from './check/requirements';
import { variantTakes, withVariantStyle } from './variants';

/** One take as the API, the CLI and the MCP tool answer it. */
export interface PrintedVariant {
  label: string;
  files: GeneratedFile[];
  checklist: RequirementItem[];
}

/**
 * The takes of a component printed: its model in each of `variantTakes`' styles, checked against
 * the same description. What the API, the CLI and the MCP tool answer for `variants`.
 */
export const printedVariants = (model: ComponentModel, count: number): PrintedVariant[] =>
  variantTakes(model, count).map(({ label, style }) => {
    const { files, checklist } = fromModel(withVariantStyle(model, style));
    return { label, files, checklist };
  });
