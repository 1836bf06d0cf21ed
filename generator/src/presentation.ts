import type { AlertVariant, Feature, Presentation } from './model';
import { wantedMatch, words } from './text';
import { readPasswordReveal } from './understand/password-reveal';

/**
 * The one test of "is this a to-do list": tasks, a checklist, ticking things off, or adding and
 * deleting entries. `interpret` keeps a to-do list's items and gives a records list its data from
 * this same answer.
 */
export function isToDoList(description: string): boolean {
  return (
    /to-?do|task|check (?:them|it|items?) off|checklist|\b(?:shopping|grocery|packing) list\b/i.test(
      description,
    ) ||
    (/\badd\b/i.test(description) && /\b(?:delete|remove)\b/i.test(description))
  );
}

/** Badge variant names a description may list ("variants active, pending and inactive"). */
const BADGE_VARIANT_WORDS = [
  'success',
  'warning',
  'error',
  'danger',
  'info',
  'neutral',
  'primary',
  'secondary',
  'pending',
  'active',
  'inactive',
  'draft',
  'new',
];
const DEFAULT_BADGE_VARIANTS = ['success', 'warning', 'error', 'info'];

function badgeVariants(description: string): string[] {
  const mentioned = words(description.toLowerCase()).filter(
    (word, i, all) => BADGE_VARIANT_WORDS.includes(word) && all.indexOf(word) === i,
  );
  return mentioned.length >= 2 ? mentioned : DEFAULT_BADGE_VARIANTS;
}

const TONES: AlertVariant[] = ['success', 'error', 'warning', 'info'];

/** "success and error variants": the tones named, in the order written, when two or more are. */
function toastVariants(description: string): AlertVariant[] {
  const mentioned = words(description.toLowerCase()).filter(
    (word, i, all): word is AlertVariant =>
      (TONES as string[]).includes(word) && all.indexOf(word) === i,
  );
  return mentioned.length >= 2 ? mentioned : [];
}

/** "a stack of alerts", "success, warning and error messages": several alerts, one per tone. */
const ALERT_STACK = /\balerts\b|\bstack\b|\bmessages\b|\bbanners\b|\bone (?:for )?each\b/i;

function alertVariant(description: string): AlertVariant {
  if (/error|danger|fail/i.test(description)) return 'error';
  if (/success|saved|done/i.test(description)) return 'success';
  return /warn/i.test(description) ? 'warning' : 'info';
}

function heroChoices(
  description: string,
): Pick<Presentation, 'heroStyle' | 'illustrated' | 'secondaryAction'> {
  const banner = /banner|call to action|cta/i.test(description) && !/hero/i.test(description);
  return {
    heroStyle: banner ? 'banner' : 'hero',
    illustrated: !banner || /image|illustration|picture|photo/i.test(description),
    secondaryAction: /two|2|both|primary and secondary|call[- ]to[- ]actions/i.test(description),
  };
}

/**
 * "an expand/collapse panel showing more details", "expandable section: Shipping details": one
 * panel, headed by the label written after it, else by what it shows. Several panels or questions
 * make an accordion of them instead.
 */
const ONE_PANEL =
  /\b(?:an?|the|one)\s(?:single\s)?(?:expand\s?(?:\/|and|or|&)\s?collapse|collaps[ai]ble|expandable)\s(?:panel|section|box|card|area)\b(?:\s?(?::|called|titled|labell?ed|named)\s?([^,.;:]{2,40}))?/i;

function singlePanel(description: string): { singlePanel?: string } {
  const one = ONE_PANEL.exec(description);
  if (!one || /\b(?:faq|questions?|panels|sections)\b/i.test(description)) return {};
  const heading =
    one[1]?.trim() ?? (/\bmore details\b/i.test(description) ? 'More details' : 'Details');
  return { singlePanel: heading.charAt(0).toUpperCase() + heading.slice(1) };
}

/** "a grid/list view toggle", "switch between grid and list view". */
const VIEW_TOGGLE =
  /\bgrid\s?(?:\/|or|and|vs\.?)\s?list\b|\blist\s?(?:\/|or|and|vs\.?)\s?grid\b|\b(?:grid|list) view (?:toggle|switch|button)s?\b/i;

/** "five star buttons", "each star is a button": stars the description calls buttons. */
/** "five star buttons", "5 stars, each one a button", "each star is a button". */
const STAR_BUTTONS =
  /\bstar buttons\b|\b(?:each|every) star is a button\b|\bstars?\b[^.;]{1,30}?\b(?:each|every)(?: one)? (?:is )?an? button\b|\bstars? as buttons\b/i;

const withReveal = (reveal: Presentation['passwordReveal']) =>
  reveal ? { passwordReveal: reveal } : {};

/** "Send button disabled while it's empty", "submit disabled until the form is valid". */
const SUBMIT_WHEN_VALID =
  /\b(?:submit|send|save|post|publish|tweet|reply|comment|sign ?up|sign ?in|log ?in|register|continue|next|button)\b[^.;]{1,40}\b(?:disabled|greyed out|inactive)\b[^.;]{1,12}\b(?:until|unless|while|when|if)\b/i;

/** "the first question open by default", "first panel expanded": else every answer starts closed. */
const FIRST_OPEN =
  /\bfirst (?:one|item|question|panel|section|answer|entry)?\s*(?:is |starts? |shown )?(?:open(?:ed)?|expanded)\b/i;

/**
 * Reads the presentation choices from the (cleaned) description and the features asked for. Only
 * `interpret` and the upgrade of a stored model call it: blueprints read the choices it made.
 */
export function decidePresentation(
  description: string,
  features: readonly Feature[],
): Presentation {
  return {
    listKind: isToDoList(description) ? 'todo' : 'records',
    expandMultiple: /multiple|several|many|independent|any number/i.test(description),
    ...(FIRST_OPEN.test(description) ? { firstOpen: true as const } : {}),
    showRating: !/no rating|without (?:a )?rating/i.test(description),
    ...heroChoices(description),
    autoplay:
      features.includes('autoplay') ||
      wantedMatch(/auto[- ]?play|automatic|every \d/, description.toLowerCase()) !== null,
    badgeVariants: badgeVariants(description),
    toastVariants: toastVariants(description),
    alertVariant: alertVariant(description),
    dismissible:
      features.includes('dismissible') || !/not dismissible|permanent/i.test(description),
    toastCorner: {
      vertical: /top/i.test(description) ? 'top' : 'bottom',
      horizontal: /left/i.test(description) ? 'left' : 'right',
    },
    progressSubject: /upload/i.test(description) ? 'upload' : 'generic',
    spinnerLabelVisible: /visible|shown? (?:the )?label/i.test(description),
    ...(SUBMIT_WHEN_VALID.test(description) ? { submitWhenValid: true } : {}),
    ...withReveal(readPasswordReveal(description)),
    ...singlePanel(description),
    ...(VIEW_TOGGLE.test(description) ? { viewToggle: true } : {}),
    ...(STAR_BUTTONS.test(description) ? { starButtons: true } : {}),
    ...(ALERT_STACK.test(description) && toastVariants(description).length
      ? { alertStack: true }
      : {}),
  };
}
