import type { Blueprint, BuildContext } from '../../blueprint';
import { h, icon } from '../../view';
import { blackAt, blueprint, COLOURS, commonRules, placeholderImage } from '../common';

export function heroBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const buttons = model.actions.filter((a) => a.kind !== 'link');
  const { secondaryAction, illustrated } = model.presentation;
  const primary = buttons[0]?.label ?? 'Get started';
  const secondary =
    buttons[1]?.label ?? (secondaryAction || !buttons.length ? 'Learn more' : undefined);
  const isBanner = model.presentation.heroStyle === 'banner';
  return blueprint({
    outputs: [
      { name: 'primaryAction', type: 'void' },
      ...(secondary ? [{ name: 'secondaryAction', type: 'void' }] : []),
    ],
    view: [
      h(
        isBanner ? 'section..--banner' : 'section.',
        {},
        h(
          'div.content',
          {},
          isBanner ? null : h('p.eyebrow', {}, model.subtitle ?? 'New: real-time collaboration'),
          h(
            isBanner ? 'h2.headline' : 'h1.headline',
            {},
            model.title || 'Build better products, faster',
          ),
          h(
            'p.lead',
            {},
            model.message ??
              'Plan, ship and measure in one place. Teams move from idea to release in days, not months.',
          ),
          h(
            'div.actions',
            {},
            h(
              'button.button',
              { type: 'button', '(click)': 'emit:primaryAction()' },
              primary,
              icon('arrowRight'),
            ),
            secondary
              ? h(
                  'button.button.button--secondary',
                  { type: 'button', '(click)': 'emit:secondaryAction()' },
                  secondary,
                )
              : null,
          ),
        ),
        illustrated
          ? h('img.illustration', {
              src: placeholderImage('Illustration', 560, 420, model.styling.primary),
              alt: 'Illustration of a team dashboard with charts',
              width: 560,
              height: 420,
            })
          : null,
      ),
    ],
    styles: {
      keyframes: {
        'hero-rise':
          'from {\n  opacity: 0;\n  transform: translateY(8px);\n}\nto {\n  opacity: 1;\n  transform: none;\n}',
      },
      rules: [
        ...commonRules(ctx, ['button']),
        {
          el: '',
          decls: {
            display: 'grid',
            'grid-template-columns': illustrated ? '1.1fr 1fr' : '1fr',
            'align-items': 'center',
            gap: `calc(${t('space')} * 3)`,
            padding: `calc(${t('space')} * 4) calc(${t('space')} * 2)`,
            'border-radius': t('radius'),
            background: model.styling.background
              ? t('surface')
              : `linear-gradient(160deg, ${t('surface-muted')}, ${t('surface')})`,
          },
        },
        {
          el: '',
          media: 'narrow',
          decls: {
            'grid-template-columns': '1fr',
            padding: `calc(${t('space')} * 2) ${t('space')}`,
            'text-align': 'center',
          },
        },
        {
          el: '--banner',
          decls: {
            padding: `calc(${t('space')} * 2)`,
            color: model.styling.background ? COLOURS.white : 'inherit',
          },
        },
        { el: 'content', decls: { animation: 'hero-rise var(--kiln-motion, 400ms) ease-out' } },
        {
          el: 'eyebrow',
          decls: {
            display: 'inline-block',
            margin: '0 0 1rem',
            padding: '0.25rem 0.75rem',
            'border-radius': '999px',
            background: t('surface'),
            color: t('primary'),
            'font-size': '0.875rem',
            'font-weight': '600',
            border: `1px solid ${t('border')}`,
          },
        },
        {
          el: 'headline',
          decls: {
            margin: '0',
            'font-size': 'clamp(2rem, 5vw, 3.5rem)',
            'line-height': '1.1',
            'letter-spacing': '-0.03em',
          },
        },
        {
          el: 'lead',
          decls: {
            margin: '1rem 0 2rem',
            'max-width': '36rem',
            'font-size': '1.125rem',
            opacity: '0.85',
          },
        },
        { el: 'actions', decls: { display: 'flex', 'flex-wrap': 'wrap', gap: '0.75rem' } },
        { el: 'actions', media: 'narrow', decls: { 'justify-content': 'center' } },
        {
          el: 'illustration',
          decls: {
            width: '100%',
            height: 'auto',
            'border-radius': t('radius'),
            'box-shadow': `0 25px 50px -12px ${blackAt(0.25)}`,
          },
        },
        ...(model.styling.background && isBanner
          ? [
              {
                el: 'button',
                decls: {
                  background: COLOURS.white,
                  color: model.styling.background,
                  'border-color': COLOURS.white,
                },
              },
            ]
          : []),
      ],
    },
  });
}
