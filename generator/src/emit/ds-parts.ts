/**
 * The view tree rewritten for the react-ds printer where it has a part the design system draws as
 * a compound component: a card (Card and its header, title, description, content and footer), a
 * dialog (Radix-based Dialog, which traps focus and closes on Escape and outside clicks), tabs
 * (Tabs with roving focus and arrow keys), a status badge (Badge) and an avatar (Avatar, its image
 * and initials). A rewritten part is an element whose tag is the component's name, with the
 * props that have no attribute form in `props`. The behaviour the raw markup wired by hand (ids,
 * key handlers, the failed-image state) then comes from the component, and the state, computed
 * values and methods nothing refers to any more are left out (noUnusedLocals).
 */
import type { Blueprint } from '../blueprint';
import type { ComponentModel } from '../model';
import { avatar, badge, card, dialog, isPart, tabs } from './ds-compounds';
import type { Context } from './ds-compounds';
import type { ViewNode } from '../view';

export { isPart } from './ds-compounds';

function rewriteNodes(nodes: ViewNode[], ctx: Context): ViewNode[] {
  return nodes.flatMap((node): ViewNode[] => {
    if (node.kind === 'if') {
      const own = dialog(node, ctx);
      if (own) return [own];
      return [
        {
          ...node,
          then: rewriteNodes(node.then, ctx),
          ...(node.otherwise ? { otherwise: rewriteNodes(node.otherwise, ctx) } : {}),
        },
      ];
    }
    if (node.kind === 'for')
      return [
        {
          ...node,
          body: rewriteNodes(node.body, ctx),
          ...(node.empty ? { empty: rewriteNodes(node.empty, ctx) } : {}),
        },
      ];
    if (node.kind !== 'element') return [node];
    const own = card(node, ctx) ?? badge(node, ctx) ?? avatar(node, ctx);
    if (own) return [{ ...own, children: rewriteNodes(own.children, ctx) }];
    const tabbed = tabs(node);
    const children = rewriteNodes(tabbed ?? node.children, ctx);
    return [{ ...node, children }];
  });
}

/** Every expression, handler and prop the view still holds, as one text to look names up in. */
function viewText(nodes: ViewNode[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'element':
          return [
            ...node.attrs.map((a) =>
              a.kind === 'on'
                ? a.handler
                : a.kind === 'model'
                  ? a.state
                  : a.kind === 'static' || a.kind === 'flag'
                    ? ''
                    : a.expr,
            ),
            ...(isPart(node) ? node.props : []),
            viewText(node.children),
          ].join(' ');
        case 'interp':
          return node.expr;
        case 'if':
          return `${node.cond} ${viewText(node.then)} ${viewText(node.otherwise ?? [])}`;
        case 'for':
          return `${node.of} ${node.track} ${viewText(node.body)} ${viewText(node.empty ?? [])}`;
        default:
          return '';
      }
    })
    .join(' ');
}

/** The blueprint with its view's design-system parts rewritten, and what they made unused left out. */
export function withDsParts(bp: Blueprint, model: ComponentModel): Blueprint {
  const root = bp.styles.rules.find((r) => r.el === '' && !r.state && !r.media);
  const square = root !== undefined && root.decls['border-radius'] !== '50%';
  const ctx: Context = { bp, dark: model.styling.theme === 'dark', square, constants: [] };
  const view = rewriteNodes(bp.view, ctx);
  if (JSON.stringify(view) === JSON.stringify(bp.view)) return bp;
  // Methods may call one another: drop the unreferenced ones until none is left to drop.
  let methods = bp.methods;
  let state = bp.state;
  let computed = bp.computed;
  for (;;) {
    const text = [
      viewText(view),
      ...methods.map((m) => m.body),
      ...computed.map((c) => c.expr),
      ...bp.effects.map((e) => e.react),
      ...Object.values(bp.host),
    ].join('\n');
    const words = new Set(text.match(/\w+/g));
    const refers = (name: string) => words.has(name);
    const next = {
      methods: methods.filter((m) => refers(m.name)),
      state: state.filter((s) => refers(s.name)),
      computed: computed.filter((c) => refers(c.name)),
    };
    if (
      next.methods.length === methods.length &&
      next.state.length === state.length &&
      next.computed.length === computed.length
    )
      break;
    ({ methods, state, computed } = next);
  }
  return { ...bp, view, methods, state, computed, constants: [...bp.constants, ...ctx.constants] };
}
