/**
 * How the react-ds printer recognises each compound part of a view tree and writes it with the
 * design system's components: card, dialog, tabs, status badge and avatar (see ds-parts.ts).
 */
import type { Blueprint } from '../blueprint';
import { badgeTone } from '../blueprints/feedback/badge';
import { tsString } from '../text';
import { jsxAttrValue } from './jsx';
import { translate } from './translate';
import type { Attr, ElementNode, ViewNode } from '../view';

export interface Context {
  bp: Blueprint;
  /** Whether the component was asked to be dark whatever the page's theme. */
  dark: boolean;
  /** Whether the avatar is drawn square (the blueprint's root is not round). */
  square: boolean;
  /** Module constants the rewritten parts need. */
  constants: Blueprint['constants'];
}

/** A design-system component in the view tree: `tag` is its name, `props` its JSX-only props. */
export interface PartNode extends ElementNode {
  props: string[];
  /** The component draws only a surface: its classes keep all but the surface's declarations. */
  surface?: boolean;
}

export const isPart = (node: ElementNode): node is PartNode => /^[A-Z]/.test(node.tag);

export function part(
  tag: string,
  children: ViewNode[],
  options: { props?: string[]; attrs?: Attr[]; classes?: string[] } = {},
): PartNode {
  return {
    kind: 'element',
    tag,
    classes: options.classes ?? [],
    attrs: options.attrs ?? [],
    children,
    props: options.props ?? [],
  };
}

const isElement = (node: ViewNode | undefined): node is ElementNode => node?.kind === 'element';

const staticAttr = (node: ElementNode, name: string) =>
  node.attrs.find(
    (a): a is Extract<Attr, { kind: 'static' }> => a.kind === 'static' && a.name === name,
  )?.value;

const bindExpr = (node: ElementNode, name: string) =>
  node.attrs.find((a): a is Extract<Attr, { kind: 'bind' }> => a.kind === 'bind' && a.name === name)
    ?.expr;

const classCases = (node: ElementNode) =>
  node.attrs.filter((a): a is Extract<Attr, { kind: 'class' }> => a.kind === 'class');

/** `cond ? 'a' : cond2 ? 'b' : 'fallback'` from neutral conditions. */
function ternary(cases: { cond: string; value: string }[], fallback: string): string {
  return cases.reduceRight(
    (rest, c) => `${translate(c.cond, 'react')} ? '${c.value}' : ${rest}`,
    `'${fallback}'`,
  );
}

const HEADING = /^h[1-6]$/;

/** A part asked to be dark is dark on any page: the design system's tokens follow data-theme. */
const darkTheme = (ctx: Context): Attr[] =>
  ctx.dark ? [{ kind: 'static', name: 'data-theme', value: 'dark' }] : [];

/**
 * The block `article.`: a Card. With a header or footer its parts are the design system's
 * (CardHeader with CardTitle and CardDescription, CardContent, CardFooter) and the block keeps only
 * where the card sits; without them the content is the blueprint's own layout, and the block keeps
 * everything but the surface the Card draws (`surface`).
 */
export function card(node: ElementNode, ctx: Context): PartNode | undefined {
  if (node.tag !== 'article' || !node.classes.includes('')) return undefined;
  const theme = darkTheme(ctx);
  const edges = node.children.filter(
    (c) => isElement(c) && (c.tag === 'header' || c.tag === 'footer'),
  );
  if (!edges.length)
    return {
      ...part('Card', node.children, { attrs: [...theme, ...node.attrs], classes: [''] }),
      surface: true,
    };
  const children: ViewNode[] = [];
  let content: ViewNode[] = [];
  const flush = () => {
    if (content.length) children.push(part('CardContent', content));
    content = [];
  };
  for (const child of node.children) {
    if (isElement(child) && child.tag === 'header') {
      flush();
      children.push(
        part(
          'CardHeader',
          child.children.map((c) =>
            isElement(c) && HEADING.test(c.tag)
              ? part('CardTitle', [c], { props: ['asChild'] })
              : isElement(c) && c.tag === 'p'
                ? part('CardDescription', c.children, { attrs: c.attrs })
                : c,
          ),
          { classes: child.classes },
        ),
      );
    } else if (isElement(child) && child.tag === 'footer') {
      flush();
      children.push(
        part('CardFooter', child.children, { attrs: child.attrs, classes: child.classes }),
      );
    } else content.push(child);
  }
  flush();
  return part('Card', children, { attrs: [...theme, ...node.attrs], classes: [''] });
}

/** The dialog's close button: its accessible name becomes the corner close button's. */
const isCloseButton = (node: ViewNode) =>
  isElement(node) && node.tag === 'button' && staticAttr(node, 'aria-label') !== undefined;

/**
 * `@if (open) { backdrop, [role=dialog] }`: a controlled Dialog whose DialogContent brings the
 * overlay, the focus trap, Escape, the title and description wiring and the corner close button.
 */
export function dialog(
  node: Extract<ViewNode, { kind: 'if' }>,
  ctx: Context,
): PartNode | undefined {
  if (node.otherwise) return undefined;
  const panel = node.then.find(
    (c): c is ElementNode => isElement(c) && staticAttr(c, 'role') === 'dialog',
  );
  const close = /^(\w+)\(\)$/.exec(
    node.then
      .filter(isElement)
      .flatMap((c) => c.attrs)
      .find((a): a is Extract<Attr, { kind: 'on' }> => a.kind === 'on' && a.event === 'click')
      ?.handler ?? '',
  )?.[1];
  if (!panel || !close) return undefined;
  const describedBy = bindExpr(panel, 'aria-describedby');
  let closeLabel: string | undefined;
  const section = (child: ElementNode): ViewNode[] => {
    const id = bindExpr(child, 'id');
    if (HEADING.test(child.tag)) return [part('DialogTitle', child.children)];
    if (child.tag === 'p' && id !== undefined && id === describedBy)
      return [part('DialogDescription', child.children)];
    return [child];
  };
  const children = panel.children.flatMap((child): ViewNode[] => {
    if (!isElement(child)) return [child];
    if (child.tag === 'header') {
      const kept = child.children.filter((c) => {
        if (!isCloseButton(c)) return true;
        closeLabel = staticAttr(c as ElementNode, 'aria-label');
        return false;
      });
      return [
        part(
          'DialogHeader',
          kept.flatMap((c) => (isElement(c) ? section(c) : [c])),
        ),
      ];
    }
    if (child.tag === 'footer') return [part('DialogFooter', child.children)];
    return section(child);
  });
  const content = part('DialogContent', children, {
    // Portalled out of the component: a dialog asked to be dark carries the theme itself.
    attrs: [{ kind: 'static', name: 'role', value: 'dialog' }, ...darkTheme(ctx)],
    props: closeLabel && closeLabel !== 'Close' ? [`closeLabel=${jsxAttrValue(closeLabel)}`] : [],
  });
  return part('Dialog', [content], {
    props: [
      `open={${translate(node.cond, 'react')}}`,
      `onOpenChange={(next) => !next && ${close}()}`,
    ],
  });
}

/** A tablist and its tabpanels: Tabs, TabsList, TabsTrigger and TabsContent, keyed by index. */
export function tabs(node: ElementNode): ViewNode[] | undefined {
  const list = node.children.find(
    (c): c is ElementNode => isElement(c) && staticAttr(c, 'role') === 'tablist',
  );
  if (!list) return undefined;
  const triggers = list.children.filter(isElement);
  const panels = node.children.filter(
    (c): c is ElementNode => isElement(c) && staticAttr(c, 'role') === 'tabpanel',
  );
  const first = triggers[0];
  const state = /^\$(\w+) === 0$/.exec(first ? (bindExpr(first, 'aria-selected') ?? '') : '')?.[1];
  const select = /^(\w+)\(0\)$/.exec(
    first?.attrs.find(
      (a): a is Extract<Attr, { kind: 'on' }> => a.kind === 'on' && a.event === 'click',
    )?.handler ?? '',
  )?.[1];
  if (!state || !select || triggers.length !== panels.length) return undefined;
  const label = staticAttr(list, 'aria-label');
  const root = part(
    'Tabs',
    [
      part(
        'TabsList',
        triggers.map((t, i) => part('TabsTrigger', t.children, { props: [`value="${i}"`] })),
        {
          attrs: label === undefined ? [] : [{ kind: 'static', name: 'aria-label', value: label }],
        },
      ),
      ...panels.map((p, i) => part('TabsContent', p.children, { props: [`value="${i}"`] })),
    ],
    {
      props: [`value={String(${state})}`, `onValueChange={(value) => ${select}(Number(value))}`],
    },
  );
  const rest = node.children.filter((c) => c !== list && !panels.includes(c as ElementNode));
  return [root, ...rest];
}

const BADGE_TONES = 'BADGE_TONES';
const BADGE_VARIANTS: Record<string, string> = {
  success: 'success',
  warning: 'warning',
  danger: 'destructive',
  info: 'info',
};

/** The block `span.` with `--<variant>` modifiers around a slot: Badge with the variant's tone. */
export function badge(node: ElementNode, ctx: Context): PartNode | undefined {
  const modifiers = classCases(node);
  if (
    node.tag !== 'span' ||
    !node.classes.includes('') ||
    !modifiers.length ||
    !modifiers.every((m) => m.name.startsWith('--')) ||
    !node.children.some((c) => c.kind === 'slot')
  )
    return undefined;
  const prop = /^\$(\w+) ===/.exec(modifiers[0]!.expr)?.[1];
  if (!prop) return undefined;
  const tones = modifiers.map((m) => {
    const variant = m.name.slice(2);
    return `${/^[a-z_]\w*$/i.test(variant) ? variant : tsString(variant)}: '${BADGE_VARIANTS[badgeTone(variant)]!}'`;
  });
  const type = ctx.bp.inputs.find((i) => i.name === prop)?.type;
  if (!type) return undefined;
  ctx.constants.push({
    name: BADGE_TONES,
    type: `Record<${type}, 'success' | 'warning' | 'destructive' | 'info'>`,
    // One line when the declaration fits in 100 columns, else one variant a line (as Prettier does).
    value:
      tones.join(', ').length + type.length + 80 <= 100
        ? `{ ${tones.join(', ')} }`
        : `{\n${tones.map((t) => `  ${t},`).join('\n')}\n}`,
  });
  return part('Badge', node.children, {
    props: [`variant={${BADGE_TONES}[${prop}]}`],
    attrs: node.attrs.filter((a) => a.kind !== 'class'),
  });
}

/** The block `span.` showing an image or, when it has none or it fails, initials: Avatar. */
export function avatar(node: ElementNode, ctx: Context): PartNode | undefined {
  const [branch] = node.children;
  if (node.tag !== 'span' || node.children.length !== 1 || branch?.kind !== 'if') return undefined;
  const image = branch.then.find((c): c is ElementNode => isElement(c) && c.tag === 'img');
  const initials = branch.otherwise?.find(
    (c): c is ElementNode => isElement(c) && staticAttr(c, 'role') === 'img',
  );
  const src = image && bindExpr(image, 'src');
  const name = initials && bindExpr(initials, 'aria-label');
  if (!src || !name) return undefined;
  const sizes = classCases(node).map((m) => ({ cond: m.expr, value: m.name.slice(2) }));
  return part(
    'Avatar',
    [
      part('AvatarImage', [], {
        attrs: [
          { kind: 'bind', name: 'src', expr: src },
          { kind: 'bind', name: 'alt', expr: name },
        ],
      }),
      part('AvatarFallback', [], { attrs: [{ kind: 'bind', name: 'name', expr: name }] }),
    ],
    {
      props: [
        ...(sizes.length ? [`size={${ternary(sizes, 'md')}}`] : []),
        ...(ctx.square ? ['shape="square"'] : []),
      ],
    },
  );
}
