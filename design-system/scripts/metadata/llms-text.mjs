/** llms.txt (llmstxt.org): the design system for a coding assistant, one section per component. */

function propLine(prop) {
  const facts = [prop.required ? 'required' : 'optional'];
  if (prop.default !== undefined) facts.push(`default ${prop.default}`);
  return `- \`${prop.name}\`: \`${prop.type}\` (${facts.join(', ')})${prop.description ? ` — ${prop.description}` : ''}`;
}

function section(component) {
  const props = component.props.map(propLine);
  if (component.element) props.push(`- …and every attribute of \`<${component.element}>\`.`);
  return [
    `### ${component.title}`,
    '',
    component.purpose,
    '',
    `Import: \`${component.import}\``,
    '',
    component.components.length > 1
      ? `Parts: ${component.components.map((c) => `\`${c}\``).join(', ')}`
      : null,
    component.components.length > 1 ? '' : null,
    `Props of \`${component.component}\`:`,
    ...(props.length
      ? props
      : ['- none of its own; it passes its props to the underlying element.']),
    '',
    'Example:',
    '',
    '```tsx',
    component.example,
    '```',
    '',
  ].filter((line) => line !== null);
}

export function llmsText(metadata) {
  const group = (kind) => metadata.components.filter((c) => c.kind === kind).flatMap(section);
  return [
    `# ${metadata.package}`,
    '',
    `> ${metadata.description} Version ${metadata.version}.`,
    '',
    `Install with \`npm install ${metadata.package}\` (React 19), import \`${metadata.package}/styles.css\` once at the app's entry (or \`${metadata.package}/tailwind.css\` after \`@import "tailwindcss"\` in a Tailwind v4 app), and add the \`dark\` class to \`<html>\` for the dark theme. Colours, radii and shadows come from semantic tokens only (\`bg-primary\`, \`text-muted-foreground\`, \`rounded-control\`); every part carries \`data-slot\`.`,
    '',
    '## Components',
    '',
    ...group('component'),
    '## Product components',
    '',
    'Presentational: data and callbacks in, events out. They never fetch, read storage or know routes.',
    '',
    ...group('product'),
  ].join('\n');
}
