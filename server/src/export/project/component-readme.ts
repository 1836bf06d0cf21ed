import type { ComponentFacts } from '@kiln/generator';
import { frameworkTitle } from './family';
import { scorecardLines } from './scorecard-lines';
import type { ExportComponent } from './types';

const fence = (text: string) => {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}text\n${text}\n${ticks}`;
};

/** The prompt, the conversation and the model that wrote a version, when Kiln knows them. */
const origin = (provenance: ExportComponent['provenance']): string[] => {
  const lines: string[] = [];
  if (!provenance) return lines;
  if (provenance.model || provenance.provider)
    lines.push(
      '',
      `Written by: ${[provenance.provider, provenance.model].filter(Boolean).join(' / ')}`,
    );
  if (provenance.prompt) lines.push('', 'Prompt:', '', fence(provenance.prompt));
  if (provenance.conversation.length > 0) {
    lines.push('', 'Conversation:', '');
    for (const turn of provenance.conversation)
      lines.push(
        `- **${turn.role === 'user' ? 'You' : 'Kiln'}:** ${turn.content.replace(/\s+/g, ' ').trim()}`,
      );
  }
  return lines;
};

/**
 * Where a version came from (the prompt, the conversation and the model that wrote it) and its
 * scorecard as Kiln stored it.
 */
export const provenanceSection = (component: ExportComponent): string => {
  const lines = [`### Provenance`, '', `Version ${component.version}, saved in Kiln.`];
  lines.push(...origin(component.provenance));
  lines.push('', ...scorecardLines(component.scorecard ?? null));
  return lines.join('\n');
};

/** A README for one component's folder: what it is, its files, its inputs and provenance. */
export const componentReadme = (
  component: ExportComponent,
  facts: ComponentFacts | undefined,
): string => {
  const lines = [`# ${component.name}`, ''];
  if (component.description) lines.push(component.description, '');
  lines.push(`Framework: ${frameworkTitle(component.framework)}`, '');
  if (facts) {
    lines.push(
      component.framework === 'angular'
        ? `Use it as \`<${facts.selector} />\` after importing \`${facts.symbol}\` from \`${facts.importPath}\`.`
        : `Use it as \`<${facts.symbol} />\` after importing it from \`${facts.importPath}\`.`,
      '',
    );
    if (facts.required.length > 0) {
      lines.push('Required inputs:', '');
      for (const input of facts.required) lines.push(`- \`${input.name}\`: \`${input.type}\``);
      lines.push('');
    }
  }
  lines.push('Files:', '');
  for (const file of component.files) lines.push(`- \`${file.path}\``);
  lines.push('', provenanceSection(component), '');
  return lines.join('\n');
};
