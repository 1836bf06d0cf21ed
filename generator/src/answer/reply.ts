/** The chat reply: what was built, and what was asked for that could not be. */
import { isReactFramework } from '../model';
import type { ComponentModel } from '../model';

const DESCRIPTIONS: Partial<Record<ComponentModel['archetype'], string>> = {
  'login-form': 'a sign-in form',
  'signup-form': 'a sign-up form',
  'contact-form': 'a contact form',
  'newsletter-form': 'a newsletter sign-up',
  'checkout-form': 'a payment form',
  'settings-form': 'a settings form',
  form: 'a form',
  'data-table': 'a data table',
  'card-grid': 'a searchable card grid',
  'logo-cloud': 'a strip of customer logos',
  'feature-grid': 'a grid of features, each with its icon, title and line of text',
  'otp-input': 'a one-time code input',
  'tag-input': 'a tag input',
  chat: 'a chat window',
  counter: 'a number stepper',
  'chip-group': 'a group of toggle chips',
  calculator: 'a calculator that works as you type',
  timer: 'a working timer',
  converter: 'a two-way converter',
  'password-strength': 'a password field with a strength meter',
  randomizer: 'a random picker',
  game: 'a small game you can play',
  cart: 'a cart whose totals follow the quantities',
  'article-card': 'a blog post card: cover, category, title, excerpt and byline',
  quiz: 'a multiple-choice quiz, one question at a time, with its score at the end',
  poll: 'a poll: one choice among its options, then each option’s share of the votes',
  reaction:
    'a reaction the person gives: a like with its count, or emoji feedback with a thank-you',
  'css-builder': 'a CSS builder with a live preview and the code to copy',
  'progress-bar': 'a progress bar',
  'empty-state': 'an empty state',
  'file-upload': 'a drag-and-drop file upload',
  'search-bar': 'a search bar',
  'stat-card': 'a KPI card',
  'pricing-table': 'a pricing table',
  'profile-card': 'a profile card',
  'product-card': 'a product card',
};

function describe(model: ComponentModel): string {
  return (
    DESCRIPTIONS[model.archetype] ??
    `${/^[aeiou]/.test(model.archetype) ? 'an' : 'a'} ${model.archetype.replace(/-/g, ' ')}`
  );
}

export function componentName(model: ComponentModel): string {
  return isReactFramework(model.framework) ? model.name : `${model.name}Component`;
}

function joinWords(list: string[]): string {
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : list[0]!;
}

/** A short explanation of what was built, for the chat. */
export function replyText(model: ComponentModel): string {
  const parts: string[] = [];
  if (model.fields.length)
    parts.push(
      `${model.fields.length} field${model.fields.length === 1 ? '' : 's'} (${model.fields.map((f) => f.label).join(', ')}) with validation messages`,
    );
  if (model.items.length) parts.push(model.items.join(', '));
  if (model.data.columns.length)
    parts.push(
      `columns ${model.data.columns.map((c) => c.label).join(', ')} with ${model.data.rows.length} sample rows`,
    );
  const rowActions = model.actions.filter((action) => action.row).map((action) => action.label);
  if (rowActions.length)
    parts.push(
      `${rowActions.slice(0, -1).join(', ')}${rowActions.length > 1 ? ' and ' : ''}${rowActions.at(-1)} buttons on each row`,
    );
  for (const chart of model.charts ?? [])
    parts.push(
      `a ${chart.kind} chart of ${chart.subject.toLowerCase()} (${chart.points.length} sample points)`,
    );
  const features = model.features.filter((f) =>
    [
      'sort',
      'filter',
      'search',
      'pagination',
      'loading',
      'selection',
      'autoplay',
      'dismissible',
    ].includes(f),
  );
  if (features.length) parts.push(features.join(', ').replace('autoplay', 'auto-play'));
  const stack =
    model.framework === 'react-ds'
      ? "It is a React 19 function component written with Kiln's design system (@kiln/design-system: Button, Input, Field …), with typed props, state hooks and a small CSS module for its layout."
      : model.framework === 'react'
        ? 'It is a React 19 function component with typed props, state hooks and a CSS module.'
        : 'It is a standalone Angular 21 component with OnPush change detection, signals, input()/output() and the new control flow; styles use BEM classes and CSS custom properties, with a dark mode and a mobile breakpoint.';
  const missing = model.uncovered?.length
    ? ` I cannot build ${joinWords(model.uncovered)} yet, so this is only the nearest component I know; describe that part in other words (a list, a table, a card …) or build it separately.`
    : '';
  return `Here is ${componentName(model)}, ${describe(model)}${parts.length ? ` with ${parts.join('; ')}` : ''}.${missing} ${stack}`;
}
