/**
 * The react-ds printer: React 19 written with @kiln/design-system's components (Button, Input,
 * Textarea, Checkbox, Switch, Select, Field, Progress, Table …) where the view has a control the
 * design system draws, raw elements elsewhere. The components bring their own styles; the CSS
 * module keeps only the layout of the raw elements and where the components sit. The imports are
 * text: the generator never imports the package.
 */
import type { Blueprint } from '../blueprint';
import type { ComponentModel, GeneratedFile } from '../model';
import { moduleClass, renderCssModule } from '../styles';
import type { Palette, StyleRule, StyleSheet } from '../styles';
import { dsElement } from './ds-elements';
import { dsForm } from './ds-form';
import { isPart, withDsParts } from './ds-parts';
import { renderAttrs, renderPlainElement } from './jsx';
import type { RenderContext } from './jsx';
import { emitJsxModule } from './jsx-module';
import type { ElementNode } from '../view';

export const DESIGN_SYSTEM_PACKAGE = '@kiln/design-system';

/** Declarations that place a design-system component in its container, and nothing that draws it. */
const LAYOUT =
  /^(?:position|top|right|bottom|left|inset|z-index|margin(?:-[a-z]+)?|align-self|justify-self|place-self|flex|flex-grow|flex-shrink|flex-basis|order|grid-[a-z-]+|width|min-width|max-width)$/;

/** What a surface component (Card) draws itself: its background, border, corners, shadow and colour. */
const SURFACE = /^(?:background(?:-[a-z]+)?|border(?:-[a-z]+)*|box-shadow|color)$/;

function withoutSurface(rule: StyleRule): StyleRule | undefined {
  const decls = Object.fromEntries(
    Object.entries(rule.decls).filter(([prop]) => !SURFACE.test(prop)),
  );
  return Object.keys(decls).length ? { ...rule, decls } : undefined;
}

function layoutOf(rule: StyleRule): StyleRule | undefined {
  if (rule.state) return undefined;
  const decls = Object.fromEntries(
    Object.entries(rule.decls).filter(([prop]) => LAYOUT.test(prop)),
  );
  return Object.keys(decls).length ? { ...rule, decls } : undefined;
}

/**
 * The sheet with component classes reduced to their layout (surface components' to all but the
 * surface) and classes nothing uses left out.
 */
function smallSheet(
  sheet: StyleSheet,
  components: Set<string>,
  surfaces: Set<string>,
  source: string,
): StyleSheet {
  const referenced = new Set([...source.matchAll(/\bstyles\.(\w+)/g)].map((m) => m[1]));
  const used = (el: string) => referenced.has(moduleClass(el));
  // A surface component's own flow (the Card's flex column and gap) gives way to the block's.
  const resets: StyleRule[] = [...surfaces].map((el) => ({
    el,
    decls: { display: 'block', gap: 'normal' },
  }));
  const rules = [...resets, ...sheet.rules]
    .map((rule) =>
      resets.includes(rule) || rule.layout
        ? rule
        : surfaces.has(rule.el)
          ? withoutSurface(rule)
          : components.has(rule.el)
            ? layoutOf(rule)
            : rule,
    )
    .filter((rule): rule is StyleRule => rule !== undefined && used(rule.el));
  const keyframes = Object.fromEntries(
    Object.entries(sheet.keyframes).filter(([name]) =>
      rules.some((r) => Object.values(r.decls).some((v) => v.includes(name))),
    ),
  );
  return { rules, keyframes };
}

/** One import on a line, or one name per line past 100 columns (as Prettier prints it). */
function importLine(names: string[], from: string): string {
  const line = `import { ${names.join(', ')} } from '${from}';`;
  return line.length <= 100
    ? line
    : `import {\n${names.map((n) => `  ${n},`).join('\n')}\n} from '${from}';`;
}

export function emitReactDs(model: ComponentModel, bp: Blueprint, p: Palette): GeneratedFile[] {
  const name = model.name;
  const used = new Set<string>();
  const componentClasses = new Set<string>();
  const surfaceClasses = new Set<string>();
  const rawClasses = new Set<string>();
  // The block's own class also carries the text colour and the dark tokens: never on a component.
  const hasLayout = (el: string) =>
    el !== '' && bp.styles.rules.some((rule) => rule.el === el && (rule.layout || layoutOf(rule)));
  // A part (CardHeader …) carries a class of its element only where the model's layout places it.
  const laidOut = (el: string) => bp.styles.rules.some((rule) => rule.el === el && rule.layout);

  // A component named like one of the design system's (Tabs, Avatar) imports that one renamed.
  const local = (component: string) => (component === name ? `Ds${component}` : component);
  const element = (node: ElementNode, ctx: RenderContext, indent: string, key?: string) => {
    if (isPart(node)) {
      used.add(node.tag);
      for (const c of node.classes) (node.surface ? surfaceClasses : componentClasses).add(c);
      // The card's root keeps the block class for its layout and the dark tokens its content reads.
      const placed = { ...node, classes: node.classes.filter((c) => c === '' || laidOut(c)) };
      return renderPlainElement(placed, ctx, indent, key, local(node.tag), [
        ...node.props,
        ...renderAttrs(placed),
      ]);
    }
    const ds = dsElement(node);
    if (!ds) {
      for (const c of node.classes) rawClasses.add(c);
      return undefined;
    }
    used.add(ds.component);
    for (const c of ds.node.classes) componentClasses.add(c);
    const placed: ElementNode = { ...ds.node, classes: ds.node.classes.filter(hasLayout) };
    return renderPlainElement(placed, ctx, indent, key, local(ds.component), [
      ...ds.props,
      ...renderAttrs(placed),
    ]);
  };

  const source = emitJsxModule(model, withDsParts(bp, model), {
    form: (spec, indent) => dsForm(spec, indent, used),
    element,
    imports: (jsx) => [
      ...(used.size
        ? [
            importLine(
              [...used].sort().map((c) => (c === name ? `${c} as ${local(c)}` : c)),
              DESIGN_SYSTEM_PACKAGE,
            ),
          ]
        : []),
      ...(/\bstyles\./.test(jsx) ? [`import styles from './${name}.module.css';`] : []),
    ],
  });
  for (const c of rawClasses) {
    componentClasses.delete(c);
    surfaceClasses.delete(c);
  }
  const files: GeneratedFile[] = [
    { path: `${name}.tsx`, content: source, type: 'component', language: 'tsx' },
  ];
  if (/\bstyles\./.test(source))
    files.push({
      path: `${name}.module.css`,
      content: renderCssModule(smallSheet(bp.styles, componentClasses, surfaceClasses, source), p),
      type: 'style',
      language: 'css',
    });
  return files;
}
