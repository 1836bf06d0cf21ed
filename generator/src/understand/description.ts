/**
 * The description as the engine accepts it: words within the length limit, or a typed error that
 * says what to write; and the framework its words name.
 */
import type { ComponentModel, Framework } from '../model';
import { cleanText } from '../text';

export const MAX_DESCRIPTION_LENGTH = 2000;

export class GeneratorError extends Error {
  constructor(
    readonly code: 'EMPTY_DESCRIPTION' | 'DESCRIPTION_TOO_LONG' | 'NO_WORDS',
    message: string,
  ) {
    super(message);
    this.name = 'GeneratorError';
  }
}

/** The cleaned description, or the error that says what is wrong with it. */
export function validateDescription(description: string): string {
  if (typeof description !== 'string' || description.trim() === '')
    throw new GeneratorError(
      'EMPTY_DESCRIPTION',
      'Describe the component you want, for example "a login form with email and password".',
    );
  if (description.length > MAX_DESCRIPTION_LENGTH)
    throw new GeneratorError(
      'DESCRIPTION_TOO_LONG',
      `The description is ${description.length} characters long; the limit is ${MAX_DESCRIPTION_LENGTH}.`,
    );
  const clean = cleanText(description);
  if (!/[\p{L}\p{N}]/u.test(clean))
    throw new GeneratorError(
      'NO_WORDS',
      'The description has no words in it. Describe the component in a sentence.',
    );
  return clean;
}

/** The framework the text names; a react-ds model stays react-ds when the text only says React. */
export function readFramework(lower: string, previous: ComponentModel | undefined): Framework {
  // A typed apostrophe is often a curly one ("Kiln’s"), as phones and Macs write it.
  if (/\breact-ds\b|\bkiln(?:['’]s)? design[- ]system\b/.test(lower)) return 'react-ds';
  if (/\breact\b/.test(lower)) return previous?.framework === 'react-ds' ? 'react-ds' : 'react';
  if (/\bangular\b/.test(lower)) return 'angular';
  return previous?.framework ?? 'angular';
}

/**
 * "built with Kiln's design system", "using React", "in Angular 21": the words that choose the
 * framework (read by `readFramework`), which name no part of the component.
 */
const FRAMEWORK_PHRASE =
  /\b(?:(?:built|made|written|coded|done|implemented)\s+)?(?:with|using|in|on|via)\s+(?:kiln['’]s\s+|the\s+)?(?:design[- ]system(?:\s+components)?|react-ds|react(?:\s+19)?|angular(?:\s+21)?)\b/gi;

/** The description without the phrase that chooses its framework, so no part is read from it. */
/**
 * ARIA roles written for the developer ("tabs (role=tab / tabpanel)", "a switch (role="switch")",
 * "with role=dialog"): how the parts are marked up, never parts or labels of their own.
 */
const ROLE_NOTE =
  /\s?\((?:[^()]{0,20}\s)?role\s?=\s?["'“”‘’]?[\w-]+["'“”‘’]?(?:\s?(?:[/,&]|and)\s?(?:role\s?=\s?)?["'“”‘’]?[\w-]+["'“”‘’]?)*\)|\brole\s?=\s?["'“”‘’]?[\w-]+["'“”‘’]?/gi;

export const withoutRoleNotes = (text: string): string => text.replace(ROLE_NOTE, '');

export const withoutFrameworkPhrase = (text: string): string => text.replace(FRAMEWORK_PHRASE, ' ');
