import type { Archetype } from '../model';

/**
 * What a component says when its description names a topic but not its words: a cookie banner
 * asks about cookies, a 404 page says the page was not found. The archetype's own sample copy
 * would say something else entirely.
 */
export interface TopicCopy {
  archetypes: Archetype[];
  pattern: RegExp;
  title: string;
  text: string;
  /** A button the page offers when the description names none. */
  action?: string;
}

export const TOPIC_COPY: TopicCopy[] = [
  {
    archetypes: ['alert', 'toast', 'modal'],
    pattern: /\bcookies?\b/,
    title: 'We use cookies',
    text: 'We use cookies to keep you signed in, remember your choices and understand how the site is used. Choose which cookies you accept.',
  },
  {
    archetypes: ['empty-state'],
    pattern: /\b404\b|\bnot[- ]found\b/,
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    action: 'Back to home',
  },
  {
    archetypes: ['empty-state'],
    pattern: /\bmaintenance\b|\bunder construction\b/,
    title: 'We’ll be back soon',
    text: 'We are doing some scheduled maintenance. Please check back shortly.',
  },
  {
    archetypes: ['empty-state'],
    pattern: /\b500\b|\berror (?:page|screen)\b|\bsomething went wrong\b/,
    title: 'Something went wrong',
    text: 'An unexpected error occurred. Please try again in a moment.',
    action: 'Try again',
  },
  {
    archetypes: ['empty-state'],
    pattern: /\boffline\b|\bno (?:internet|connection)\b/,
    title: 'You are offline',
    text: 'Check your connection and try again.',
    action: 'Retry',
  },
  {
    archetypes: ['empty-state'],
    pattern: /\bno (?:search )?results?\b|\bnothing (?:found|matches)\b/,
    title: 'No results found',
    text: 'Try different keywords or clear your filters.',
  },
  {
    archetypes: ['alert'],
    pattern: /\bpromo(?:tion(?:al)?)?\b|\b(?:sale|discount|offer|deal)s?\b/,
    title: 'Limited-time offer',
    text: 'Don’t miss out: this offer ends soon.',
  },
  {
    archetypes: ['alert'],
    pattern: /\bannouncement\b/,
    title: 'What’s new',
    text: 'See what has changed since your last visit.',
  },
];

/** The copy for a description's topic, if its archetype has one. */
export function topicCopy(lower: string, archetype: Archetype): TopicCopy | undefined {
  return TOPIC_COPY.find((copy) => copy.archetypes.includes(archetype) && copy.pattern.test(lower));
}
