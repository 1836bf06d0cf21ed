/**
 * "An eye icon to show/hide the password", "a Show password checkbox", "a show password toggle": a
 * form's passwords can be shown as text. The control is a checkbox or a switch when the description
 * calls it one, else a button beside the password; each is the form's own control, never a value
 * it submits.
 */
import type { Field } from '../model';

const REVEAL =
  /\b(?:show|hide|reveal|unmask|view|see)(?:\s*(?:\/|or|and)\s*(?:show|hide))?\s+(?:the\s+|my\s+|your\s+)?password\b(?!\s+(?:history|reset|change|strength|manager|policy|requirements?|rules|hints?|field|input)\b)|\bpassword (?:visibility|reveal)\b|\beye(?:ball)?[- ](?:icon|button|toggle)\b|\b(?:show|hide)\s*\/\s*(?:show|hide)\b(?=[^.;]{1,40}\bpassword)|\bpassword\b[^.;]{1,30}\b(?:show|hide)\s*\/\s*(?:show|hide)\b|\b(?:toggle|icon|button)s? (?:to|that) (?:show|reveal|unmask|hide)s?\b(?=[^.;]{1,30}\bpassword)/i;

/** A checkbox or switch the fields reader took for a value to submit ("Show password"). */
const REVEAL_FIELD =
  /^(?:(?:a|an|the)\s+)?(?:(?:show|hide|reveal|unmask|view|see)\b.+\bpassword\b|(?:show|hide)(?:\s*\/\s*(?:show|hide))?$)|\bpassword visibility\b/i;

export function readPasswordReveal(
  description: string,
): 'button' | 'checkbox' | 'switch' | undefined {
  const found = REVEAL.exec(description);
  if (!found) return undefined;
  const near = description.slice(Math.max(0, found.index - 30), found.index + found[0].length + 30);
  if (/\bcheck ?box\b|\btick ?box\b/i.test(near)) return 'checkbox';
  // "a show password toggle" is a switch; "an eye icon", "a show/hide toggle" a button saying which.
  return /\btoggle\b|\bswitch\b/i.test(near) && !/\beye\b|\bicon\b|\b(?:show|hide)\s?\//i.test(near)
    ? 'switch'
    : 'button';
}

export function isRevealField(field: Field): boolean {
  return (field.type === 'checkbox' || field.type === 'toggle') && REVEAL_FIELD.test(field.label);
}
