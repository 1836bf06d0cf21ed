import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { h, interp } from '../../view';
import { blueprint, commonRules, outputName, sampleValue } from '../common';

export function cardBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const buttons = model.actions.filter((a) => a.kind !== 'link');
  const actions =
    buttons.length || model.outputs.length
      ? buttons
      : [{ label: 'View details', kind: 'primary' as const }];
  const stringInputs = model.inputs.filter((i) => i.type === 'string');
  const details = model.details;
  const outputs = [
    ...model.outputs.map((o) => ({ name: o.name, type: 'void' })),
    ...actions.map((a) => ({ name: outputName(a.label), type: 'void' })),
  ];
  return blueprint({
    inputs: model.inputs.map((i) => ({
      name: i.name,
      type: i.type,
      ...(i.required
        ? {}
        : {
            initial:
              i.type === 'number'
                ? '0'
                : i.type === 'boolean'
                  ? 'false'
                  : tsString(sampleValue(i.name)),
          }),
    })),
    outputs,
    view: [
      h(
        'article.',
        {},
        h(
          'header.header',
          {},
          h('h3.title', {}, model.title || 'Quarterly report'),
          model.subtitle
            ? h('p.subtitle', {}, model.subtitle)
            : details.length || stringInputs.length
              ? null
              : h('p.subtitle', {}, 'Updated 2 hours ago'),
        ),
        stringInputs.length
          ? h(
              'dl.details',
              {},
              ...stringInputs.flatMap((input) => [
                h(
                  'div.detail',
                  {},
                  h(
                    'dt.term',
                    {},
                    input.name.replace(/([A-Z])/g, ' $1').replace(/^\w/, (c) => c.toUpperCase()),
                  ),
                  h('dd.value', {}, interp(`$${input.name}`)),
                ),
              ]),
            )
          : null,
        details.length
          ? h(
              'dl.details',
              {},
              ...details.map((label) =>
                h('div.detail', {}, h('dt.term', {}, label), h('dd.value', {}, sampleValue(label))),
              ),
            )
          : null,
        !details.length && !stringInputs.length
          ? h(
              'p.body',
              {},
              model.message ?? 'Revenue grew 12% this quarter, led by the new self-serve plans.',
            )
          : null,
        outputs.length
          ? h(
              'footer.actions',
              {},
              ...model.outputs.map((o) =>
                h(
                  'button.button',
                  { type: 'button', '(click)': `emit:${o.name}()` },
                  o.name === 'selected'
                    ? 'Select'
                    : o.name.replace(/([A-Z])/g, ' $1').replace(/^\w/, (c) => c.toUpperCase()),
                ),
              ),
              ...actions.map((a) =>
                h(
                  `button.button${a.kind === 'secondary' ? '.button--secondary' : ''}`,
                  { type: 'button', '(click)': `emit:${outputName(a.label)}()` },
                  a.label,
                ),
              ),
            )
          : null,
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        {
          el: '',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: t('space'),
            'max-width': '24rem',
            transition: 'box-shadow 200ms ease, transform 200ms ease',
          },
        },
        { el: '', state: ':hover', decls: { transform: 'translateY(-2px)' } },
        { el: 'title', decls: { margin: '0', 'font-size': '1.125rem' } },
        {
          el: 'subtitle',
          decls: { margin: '0.25rem 0 0', color: t('text-muted'), 'font-size': '0.875rem' },
        },
        { el: 'body', decls: { margin: '0', color: t('text-muted') } },
        { el: 'details', decls: { display: 'grid', gap: '0.5rem', margin: '0' } },
        {
          el: 'detail',
          decls: {
            display: 'flex',
            'justify-content': 'space-between',
            gap: t('space'),
            'padding-bottom': '0.5rem',
            'border-bottom': `1px solid ${t('border')}`,
          },
        },
        { el: 'term', decls: { color: t('text-muted') } },
        { el: 'value', decls: { margin: '0', 'font-weight': '600' } },
        { el: 'actions', decls: { display: 'flex', 'flex-wrap': 'wrap', gap: '0.5rem' } },
      ],
    },
  });
}
