import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, icon, interp } from '../../view';
import {
  blackAt,
  blueprint,
  COLOURS,
  commonRules,
  focusRing,
  placeholderImage,
  SLIDE_FILLS,
  whiteAt,
} from '../common';
import { countExpr } from '../count-text';

const SLIDES = [
  ['Mountain lake at sunrise', 'Find your calm'],
  ['City skyline at night', 'Stay in the flow'],
  ['Forest trail in autumn', 'Take the long way'],
  ['Desert dunes at dusk', 'Go further'],
];

/**
 * The slides: one per caption the description names, else as many as it counts (four unless
 * it says, up to four), each with a sample picture and caption.
 */
function slidesOf(model: BuildContext['model']): [alt: string, caption: string][] {
  if (model.items.length >= 2) return model.items.map((caption) => [caption, caption]);
  const count = Math.min(Math.max(model.params.count ?? SLIDES.length, 2), SLIDES.length);
  return Array.from({ length: count }, (_, i) => SLIDES[i % SLIDES.length]! as [string, string]);
}

export function carouselBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const slides = slidesOf(model);
  const interval = model.params.durationMs ?? 5000;
  const { autoplay } = model.presentation;
  // "1 of 4": the slide shown and how many there are, in the description's words.
  const position = model.countWording?.subject === 'position' ? model.countWording : undefined;
  return blueprint({
    types: ['export interface Slide {\n  src: string;\n  alt: string;\n  caption: string;\n}'],
    inputs: autoplay ? [{ name: 'interval', type: 'number', initial: String(interval) }] : [],
    constants: [
      {
        name: 'slides',
        type: 'readonly Slide[]',
        value: `[\n${slides.map(([alt, caption], i) => `  { src: ${tsString(placeholderImage(caption, 960, 540, SLIDE_FILLS[i % SLIDE_FILLS.length]!))}, alt: ${tsString(alt)}, caption: ${tsString(caption)} },`).join('\n')}\n]`,
      },
    ],
    computed: position
      ? [{ name: 'positionText', expr: countExpr(position, '$index + 1', '@slides.length') }]
      : [],
    state: [
      { name: 'index', type: 'number', initial: '0' },
      ...(autoplay ? [{ name: 'paused', type: 'boolean', initial: 'false' }] : []),
    ],
    methods: [
      {
        name: 'show',
        params: 'index: number',
        body: 'set:index((index + @slides.length) % @slides.length);',
      },
      {
        name: 'onKeydown',
        params: 'event: KeyboardEvent',
        body: "if (event.key === 'ArrowRight') @show($index + 1);\nif (event.key === 'ArrowLeft') @show($index - 1);",
      },
    ],
    effects: autoplay
      ? [
          {
            // Auto-advance pauses while the pointer or focus is inside, so nobody loses their place.
            angular:
              'effect((onCleanup) => {\n  if (this.paused()) return;\n  const timer = setInterval(() => this.index.update((i) => (i + 1) % this.slides.length), this.interval());\n  onCleanup(() => clearInterval(timer));\n});',
            react:
              'if (paused) return;\nconst timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), interval);\nreturn () => clearInterval(timer);',
            reactDeps: ['paused', 'interval'],
          },
        ]
      : [],
    view: [
      h(
        'section.',
        {
          'aria-roledescription': 'carousel',
          'aria-label': model.title || 'Featured images',
          '(keydown)': 'onKeydown(event)',
          ...(autoplay
            ? {
                '(mouseenter)': 'set:paused(true)',
                '(mouseleave)': 'set:paused(false)',
                '(focusin)': 'set:paused(true)',
                '(focusout)': 'set:paused(false)',
              }
            : {}),
        },
        h(
          'div.viewport',
          { 'aria-live': autoplay ? 'off' : 'polite' },
          each(
            'slide',
            '@slides',
            'slide.src',
            [
              h(
                'figure.slide',
                {
                  role: 'group',
                  'aria-roledescription': 'slide',
                  '[aria-label]': "i + 1 + ' of ' + @slides.length",
                  '[hidden]': 'i !== $index',
                },
                h('img.image', {
                  '[src]': 'slide.src',
                  '[alt]': 'slide.alt',
                  width: 960,
                  height: 540,
                }),
                h('figcaption.caption', {}, interp('slide.caption')),
              ),
            ],
            { index: 'i' },
          ),
        ),
        h(
          'button.arrow.arrow--previous',
          { type: 'button', 'aria-label': 'Previous slide', '(click)': 'show($index - 1)' },
          icon('chevronLeft'),
        ),
        h(
          'button.arrow.arrow--next',
          { type: 'button', 'aria-label': 'Next slide', '(click)': 'show($index + 1)' },
          icon('chevronRight'),
        ),
        h(
          'div.dots',
          {},
          each(
            'slide',
            '@slides',
            'slide.src',
            [
              h('button.dot', {
                type: 'button',
                '[aria-label]': "'Go to slide ' + (i + 1)",
                '[aria-current]': 'i === $index',
                '(click)': 'show(i)',
              }),
            ],
            { index: 'i' },
          ),
        ),
        position && h('p.position', { 'aria-live': 'polite' }, interp('$positionText')),
      ),
    ],
    styles: {
      keyframes: { 'slide-in': 'from {\n  opacity: 0.4;\n}\nto {\n  opacity: 1;\n}' },
      rules: [
        ...(position
          ? [
              {
                el: 'position',
                // A badge over the slide, readable on any photo.
                decls: {
                  position: 'absolute',
                  top: '0.75rem',
                  right: '0.75rem',
                  margin: '0',
                  padding: '0.125rem 0.5rem',
                  'border-radius': '999px',
                  background: blackAt(0.7),
                  color: COLOURS.white,
                  'font-size': '0.875rem',
                },
              },
            ]
          : []),
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            position: 'relative',
            'max-width': '60rem',
            'border-radius': t('radius'),
            overflow: 'hidden',
            background: COLOURS.black,
          },
        },
        { el: 'viewport', decls: { 'aspect-ratio': '16 / 9' } },
        {
          el: 'slide',
          decls: {
            position: 'relative',
            margin: '0',
            height: '100%',
            animation: 'slide-in var(--kiln-motion, 400ms) ease',
          },
        },
        {
          el: 'image',
          decls: { display: 'block', width: '100%', height: '100%', 'object-fit': 'cover' },
        },
        {
          el: 'caption',
          decls: {
            position: 'absolute',
            left: '0',
            right: '0',
            bottom: '0',
            padding: '2rem 1.5rem 2.5rem',
            background: `linear-gradient(transparent, ${blackAt(0.6)})`,
            color: COLOURS.white,
            'font-size': '1.25rem',
            'font-weight': '700',
          },
        },
        {
          el: 'arrow',
          decls: {
            position: 'absolute',
            top: '50%',
            display: 'grid',
            'place-items': 'center',
            width: '2.75rem',
            height: '2.75rem',
            border: '0',
            'border-radius': '50%',
            background: whiteAt(0.85),
            color: COLOURS.tooltipBackground,
            cursor: 'pointer',
            transform: 'translateY(-50%)',
          },
        },
        { el: 'arrow', state: ':hover', decls: { background: COLOURS.white } },
        { el: 'arrow', state: ':focus-visible', decls: focusRing(t) },
        { el: 'arrow--previous', decls: { left: '1rem' } },
        { el: 'arrow--next', decls: { right: '1rem' } },
        {
          el: 'dots',
          decls: {
            position: 'absolute',
            bottom: '0.75rem',
            left: '50%',
            display: 'flex',
            gap: '0.5rem',
            transform: 'translateX(-50%)',
          },
        },
        {
          el: 'dot',
          decls: {
            width: '0.625rem',
            height: '0.625rem',
            padding: '0',
            border: '0',
            'border-radius': '50%',
            background: whiteAt(0.5),
            cursor: 'pointer',
          },
        },
        {
          el: 'dot',
          state: '[aria-current="true"]',
          decls: { background: COLOURS.white, width: '1.5rem', 'border-radius': '999px' },
        },
        { el: 'dot', state: ':focus-visible', decls: focusRing(t) },
        { el: 'arrow', media: 'narrow', decls: { width: '2.25rem', height: '2.25rem' } },
      ],
    },
  });
}
