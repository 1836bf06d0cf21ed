import type { AiFramework, Template, TemplateCategory } from '@kiln/contract';
import { frameworkLabel } from '../../lib/frameworks';

const categoryNames: Record<TemplateCategory, string> = {
  ui: 'UI',
  forms: 'Forms',
  navigation: 'Navigation',
  data: 'Data',
  layout: 'Layout',
};

/** A category as people read it. */
export const categoryLabel = (category: TemplateCategory) => categoryNames[category];

/** The framework a template opens in: its request's own when it offers it, else its first. */
export const defaultFramework = (template: Template): AiFramework =>
  template.frameworks.find((framework) => framework === template.request.framework) ??
  template.frameworks[0] ??
  'angular';

/**
 * The copilot's first message for a template: the request's description, its features and the
 * framework, in the plain words the copilot reads.
 */
export function copilotPrompt(template: Template, framework: AiFramework): string {
  const { description = template.description, features = [] } = template.request;
  const parts = [description.trim()];
  if (features.length) parts.push(`Include ${features.join(', ')}.`);
  parts.push(`Write it in ${frameworkLabel(framework)}.`);
  return parts.join(' ');
}
