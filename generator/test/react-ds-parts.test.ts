/**
 * The react-ds printer's compound parts: a card, a dialog, tabs, a status badge and an avatar are
 * written with @kiln/design-system's Card, Dialog, Tabs, Badge and Avatar, keep the blueprint's
 * behaviour (open state and close output, selected tab and its output, initials) and render the
 * markup the raw elements had (dialog, tablist, tab, tabpanel roles) with the design system's bundle.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../src/index';
import type { GeneratedFile } from '../src/index';
import { renderReactDs } from './support/render-ds';

const PROMPTS = {
  card: 'A card showing a quarterly report with a view details button',
  stat: 'A stat card showing revenue',
  modal: 'A confirm delete modal with cancel and delete buttons',
  tabs: 'Tabs for Overview, Specs and Reviews',
  badge: 'A status badge with success, warning, error and info variants',
  avatar: 'A user avatar with image and initials fallback',
};
type Part = keyof typeof PROMPTS;

const files = Object.fromEntries(
  Object.entries(PROMPTS).map(([part, prompt]) => [
    part,
    generate(prompt, { framework: 'react-ds' }).files,
  ]),
) as Record<Part, GeneratedFile[]>;
const tsx = (part: Part) => files[part].find((f) => f.path.endsWith('.tsx'))!.content;
const imported = (part: Part) =>
  (/import \{([^}]+)\} from '@kiln\/design-system';/.exec(tsx(part))?.[1] ?? '')
    .split(',')
    .map((name) => name.trim());

let html: Record<Part, string>;
beforeAll(async () => {
  const parts = Object.keys(PROMPTS) as Part[];
  const rendered = await renderReactDs(parts.map((part) => ({ id: part, files: files[part] })));
  html = Object.fromEntries(parts.map((part, i) => [part, rendered[i]!])) as Record<Part, string>;
}, 120_000);

describe('given a card', () => {
  it('should write Card with its header, title, description, content and footer', () => {
    expect(imported('card')).toEqual(
      expect.arrayContaining(['Card', 'CardHeader', 'CardTitle', 'CardContent', 'CardFooter']),
    );
    expect(tsx('card')).toContain('<Card className={styles.root}>');
    expect(tsx('card')).toMatch(/<CardTitle asChild>\s*<h3 /);
    expect(tsx('card')).not.toMatch(/<article\b|<header\b|<footer\b/);
    expect(html.card).toContain('data-slot="card-footer"');
  });

  it('should keep the layout of a card without header or footer and let Card draw the surface', () => {
    expect(tsx('stat')).toContain('<Card className={styles.root}>');
    const css = files.stat.find((f) => f.path.endsWith('.css'))!.content;
    const root = [...css.matchAll(/^\.root \{([^}]*)\}/gm)].map((m) => m[1]).join('');
    expect(root).toContain('display: block;');
    expect(root).toContain('max-width: 20rem;');
    const props = root.split(';').map((decl) => decl.split(':')[0]!.trim());
    expect(props.filter((prop) => /^(?:background|border|box-shadow)/.test(prop))).toEqual([]);
  });
});

describe('given a modal', () => {
  it('should write a controlled Dialog whose closing runs the close method', () => {
    expect(imported('modal')).toEqual(
      expect.arrayContaining(['Dialog', 'DialogContent', 'DialogTitle', 'DialogDescription']),
    );
    expect(tsx('modal')).toContain(
      '<Dialog open={open} onOpenChange={(next) => !next && close()}>',
    );
    expect(tsx('modal')).toContain('closeLabel="Close dialog"');
    // Radix handles Escape, the ids and the backdrop: the hand-written parts are gone.
    expect(tsx('modal')).not.toMatch(/onKeydown|useId|backdrop|aria-labelledby/);
    expect(tsx('modal')).toContain('onClosed?.()');
  });

  it('should render the dialog, named by its title, in a portal', () => {
    const labelledBy = /role="dialog"[^>]*aria-labelledby="([^"]+)"/.exec(html.modal)?.[1];
    expect(labelledBy).toBeDefined();
    expect(html.modal).toContain(`<h2 id="${labelledBy}"`);
    expect(html.modal).toMatch(/<h2 id="[^"]+"[^>]*>Are you sure\?<\/h2>/);
    expect(html.modal).toContain('aria-label="Close dialog"');
  });
});

describe('given a modal or a card asked to be dark', () => {
  it('should carry the dark theme on the portalled dialog and on the card', () => {
    const content = (prompt: string) =>
      generate(prompt, { framework: 'react-ds' }).files.find((f) => f.path.endsWith('.tsx'))!
        .content;
    expect(content('A dark themed confirm dialog')).toContain(
      '<DialogContent closeLabel="Close dialog" role="dialog" data-theme="dark">',
    );
    expect(content('A dark themed card with a view button')).toContain(
      '<Card className={styles.root} data-theme="dark">',
    );
  });
});

describe('given tabs', () => {
  it('should write Tabs keyed by index and report the selected index', () => {
    expect(tsx('tabs')).toContain(
      "import { Tabs as DsTabs, TabsContent, TabsList, TabsTrigger } from '@kiln/design-system';",
    );
    expect(tsx('tabs')).toContain(
      '<DsTabs value={String(active)} onValueChange={(value) => select(Number(value))}>',
    );
    expect(tsx('tabs')).toContain('<TabsTrigger value="1">Specs</TabsTrigger>');
    expect(tsx('tabs')).toContain('onTabChange?.(index);');
    expect(tsx('tabs')).not.toMatch(/onKeydown|role="tab/);
  });

  it('should render a tablist whose first tab is selected and controls the shown panel', () => {
    expect(html.tabs).toMatch(/role="tablist"[^>]*aria-label="Sections"/);
    expect(html.tabs.match(/role="tab"/g)).toHaveLength(3);
    expect(html.tabs).toMatch(/role="tab" aria-selected="true"[^>]*>Overview</);
    expect(html.tabs).toMatch(/role="tabpanel"[^>]*>.*Everything about overview/);
  });
});

describe('given a status badge', () => {
  it("should draw each variant in the design system's tone for it", () => {
    expect(tsx('badge')).toContain(
      "const BADGE_TONES: Record<BadgeVariant, 'success' | 'warning' | 'destructive' | 'info'>",
    );
    expect(tsx('badge')).toContain("error: 'destructive'");
    expect(tsx('badge')).toContain('<Badge variant={BADGE_TONES[variant]}>');
    expect(html.badge).toContain('data-variant="success"');
  });
});

describe('given an avatar', () => {
  it("should show the image when it loads and the person's initials otherwise", () => {
    expect(tsx('avatar')).toContain('<AvatarImage src={src} alt={name} />');
    expect(tsx('avatar')).toContain('<AvatarFallback name={name} />');
    // The failed-image state and the initials are the component's own now.
    expect(tsx('avatar')).not.toMatch(/useState|initials/);
    expect(html.avatar).toMatch(
      /role="img" aria-label="Grace Hopper"[^>]*><span aria-hidden="true">GH</,
    );
  });
});
