import { describe, expect, it } from 'vitest';
import { interpret } from '../src/index';
import { headOf } from '../src/understand/archetype';

/**
 * What a description is comes first; parts named later do not replace it. These descriptions name
 * a part whose cue weighs more than their subject's (a spinner, a progress bar, an avatar).
 */
const cases: [string, string][] = [
  [
    'A button with primary, secondary and outline variants and a loading state that shows a spinner',
    'button',
  ],
  ['A card with a user avatar, their name and a follow button', 'card'],
  ['A search bar with a loading spinner while results load', 'search-bar'],
  ['A stepper with a progress bar above the steps', 'stepper'],
  ['A file upload area with a progress bar for each file', 'file-upload'],
  ['A login form that shows a spinner while signing in', 'login-form'],
  // A button that opens something is that thing's trigger: the menu or dialog is the component.
  ['Button that opens a dropdown menu of actions', 'dropdown'],
  ['A button that opens a confirmation modal with Cancel and Delete buttons', 'modal'],
  ['A modal dialog containing a progress bar and a cancel button', 'modal'],
  ['A table of invoices with a status badge in each row', 'data-table'],
];

describe('given a description whose subject is named before its parts', () => {
  it.each(cases)('should read "%s" as a %s', (description, archetype) => {
    expect(interpret(description).archetype).toBe(archetype);
  });

  it('should take the head up to the first word relating it to its parts', () => {
    expect(headOf('a button with a spinner')).toBe('a button ');
    expect(headOf('a table of servers, sortable')).toBe('a table ');
    expect(headOf('progress bar')).toBe('progress bar');
  });
});
