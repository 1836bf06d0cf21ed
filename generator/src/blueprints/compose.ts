/**
 * Composition: what the description asked for beyond its archetype's own parts is added to the
 * archetype's markup instead of being dropped. Inputs named in a non-form component become a
 * form inside it (validated like every form), and buttons whose labels the archetype does not
 * show become a row of actions that emit their label.
 */
import type { Blueprint, BuildContext } from '../blueprint';
import { FORM_ARCHETYPES } from '../lexicon/archetypes';
import { tsString } from '../text';
import { formSlot, h, type ElementNode } from '../view';
import type { ViewNode } from '../view';
import { commonRules, focusRing } from './common';
import { formBlueprint } from './forms/form';
import { rootElement } from './layout';
import { addViewFilter, viewFilterField } from './view-filter';

/** Choices that answer a banner or notice and so end it: accept, reject, decline, got it, OK … */
const ANSWERS =
  /^(?:accept|reject|decline|deny|allow|agree|disagree|dismiss|close|ok(?:ay)?|got it|understood|no,? thanks|not now|maybe later|yes|no|confirm|continue|i agree|i understand)\b/i;

function texts(nodes: ViewNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.kind === 'text') out.push(node.value);
    else if (node.kind === 'element') {
      for (const attr of node.attrs) if (attr.kind === 'static') out.push(attr.value);
      texts(node.children, out);
    } else if (node.kind === 'if') {
      texts(node.then, out);
      if (node.otherwise) texts(node.otherwise, out);
    } else if (node.kind === 'for') {
      texts(node.body, out);
      if (node.empty) texts(node.empty, out);
    } else if (node.kind === 'slot') texts(node.fallback, out);
  }
  return out;
}

const FORM_PARTS = new Set(['', 'header', 'title', 'subtitle']);

/** Elements that cannot hold other controls (WCAG 4.1.2: no nested interactive content). */
const INTERACTIVE = new Set(['button', 'a', 'input', 'select', 'textarea', 'label', 'summary']);

export function compose(ctx: BuildContext, bp: Blueprint): Blueprint {
  const { model } = ctx;
  let target = rootElement(bp);
  if (!target) return bp;
  const wrap = () => {
    // Parts added beside an interactive root go in a wrapper, never inside it.
    // The wrapper becomes the block (it carries the theme's tokens); the old root keeps its look
    // as the block's `main` element.
    if (!INTERACTIVE.has(target!.tag)) return;
    const holder = bp.view.find((node) => node.kind === 'if' && node.then.includes(target!));
    const siblings = holder?.kind === 'if' ? holder.then : bp.view;
    const index = siblings.indexOf(target!);
    target!.classes = target!.classes.map((c) => (c === '' ? 'main' : c));
    for (const rule of bp.styles.rules) if (rule.el === '') rule.el = 'main';
    const wrapper = h('div.', {}, target!);
    siblings[index] = wrapper;
    target = wrapper;
    bp.styles.rules.push({
      el: '',
      decls: { display: 'flex', 'flex-wrap': 'wrap', 'align-items': 'center', gap: '0.5rem' },
    });
  };
  const declared = new Set([
    ...bp.inputs.map((i) => i.name),
    ...bp.outputs.map((o) => o.name),
    ...bp.state.map((s) => s.name),
    ...bp.computed.map((c) => c.name),
    ...bp.constants.map((c) => c.name),
    ...bp.methods.map((m) => m.name),
  ]);
  const isForm = FORM_ARCHETYPES.includes(model.archetype);
  let submitLabel: string | undefined;
  const filter = isForm ? undefined : viewFilterField(model.fields);
  if (filter && !bp.form && !declared.has(filter.name)) {
    wrap();
    addViewFilter(ctx, bp, target);
  } else if (
    !isForm &&
    !bp.form &&
    model.fields.length &&
    !declared.has('form') &&
    !declared.has('submit')
  ) {
    const form = formBlueprint(ctx);
    bp.form = { ...form.form!, loading: false };
    submitLabel = bp.form.submitLabel;
    bp.usesId = true;
    // The form's own state comes with it (whether the password shows), and what it says once
    // sent when the description words it; the form's usual thanks would be a second message.
    const own = model.presentation.successText !== undefined;
    if (!own) delete bp.form.sentState;
    for (const state of form.state)
      if (!declared.has(state.name) && (own || state.name !== form.form!.sentState))
        bp.state.push(state);
    const said = own
      ? (form.view[0] as ElementNode).children.find(
          (child) => child.kind === 'element' && child.classes.includes('success'),
        )
      : undefined;
    wrap();
    target.children.push(formSlot, ...(said ? [said] : []));
    const have = new Set(bp.styles.rules.map((r) => JSON.stringify(r)));
    for (const rule of form.styles.rules)
      if (!FORM_PARTS.has(rule.el) && !have.has(JSON.stringify(rule))) bp.styles.rules.push(rule);
  }
  const shown = [
    ...texts(bp.view),
    ...bp.constants.map((c) => c.value),
    ...(submitLabel ? [submitLabel] : []),
    ...(bp.form ? [bp.form.submitLabel, ...bp.form.links] : []),
  ]
    .join('\n')
    .toLowerCase();
  const missing = model.actions.filter(
    (a) => a.kind !== 'link' && !a.row && !shown.includes(a.label.toLowerCase()),
  );
  const name = 'extraActions';
  // Bulk actions of a table with row selection stay disabled until a row is selected.
  const bulk = bp.state.some((s) => s.name === 'selected' && s.type === 'number[]');
  if (missing.length && !declared.has(name) && !declared.has('actionChosen')) {
    bp.constants.push({
      name,
      type: 'readonly string[]',
      value: `[${missing.map((a) => tsString(a.label)).join(', ')}]`,
    });
    bp.outputs.push({ name: 'actionChosen', type: 'string' });
    // On something that can be dismissed (a banner), a choice that answers it ("Accept all",
    // "Reject", "Got it") also puts it away; one that leads on ("Customize", "Learn more") does not.
    const closing =
      declared.has('dismiss') &&
      !declared.has('choose') &&
      missing.some((action) => ANSWERS.test(action.label));
    if (closing)
      bp.methods.push({
        name: 'choose',
        params: 'action: string',
        body: 'emit:actionChosen(action);\n@dismiss();',
      });
    wrap();
    target.children.push(
      h(
        'div.extra-actions',
        {},
        missing.map((action, index) =>
          h(
            `button.button${action.kind === 'secondary' ? '.button--secondary' : ''}`,
            {
              type: 'button',
              '[disabled]': bulk ? '$selected.length === 0' : undefined,
              '(click)':
                closing && ANSWERS.test(action.label)
                  ? `choose(@${name}[${index}])`
                  : `emit:actionChosen(@${name}[${index}])`,
            },
            action.label,
          ),
        ),
      ),
    );
    const have = new Set(bp.styles.rules.map((r) => JSON.stringify(r)));
    for (const rule of commonRules(ctx, ['button']))
      if (!have.has(JSON.stringify(rule))) bp.styles.rules.push(rule);
    bp.styles.rules.push({
      el: 'extra-actions',
      decls: {
        display: 'flex',
        'flex-wrap': 'wrap',
        gap: '0.5rem',
        'margin-top': ctx.t('space'),
      },
    });
  }
  // Links the archetype does not show ("a “Learn more” link") follow it, as links.
  const links = model.actions.filter(
    (a) => a.kind === 'link' && !a.row && !shown.includes(a.label.toLowerCase()),
  );
  if (links.length) {
    wrap();
    target.children.push(
      h(
        'div.extra-links',
        {},
        links.map((link) => h('a.extra-link', { href: '#' }, link.label)),
      ),
    );
    bp.styles.rules.push(
      {
        el: 'extra-links',
        decls: {
          display: 'flex',
          'flex-wrap': 'wrap',
          gap: ctx.t('space'),
          'margin-top': ctx.t('space'),
        },
      },
      { el: 'extra-link', decls: { color: ctx.t('primary'), 'font-weight': '500' } },
      { el: 'extra-link', state: ':focus-visible', decls: focusRing(ctx.t) },
    );
  }
  return bp;
}
