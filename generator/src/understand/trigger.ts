/**
 * The button that opens a dialog or shows a toast, when the description says one does: "a button
 * that opens a modal", "a 'Delete account' button which opens a confirmation dialog", "a dialog
 * that opens when you click Settings", "clicking the Share button pops up a dialog", "when the
 * user clicks Save, show a toast". Without such words the dialog or toast is shown open, as a
 * preview of itself.
 */
import type { Quote } from './quotes';

/** "<label> button that opens a … modal": the label is the words just before "button", or quoted after it. */
const BUTTON_OPENS =
  /\b(?:button|link)(?: (⟦\d+⟧))? (?:that|which|to) (?:opens?|shows?|launch(?:es)?|triggers?|brings? up|pops? up|reveals?|displays?) (?:up )?(?:an?|the) [^.;,]{0,30}?\b(modal|dialog|pop-?up|lightbox|toast|snackbar)\b/i;
/** "clicking the <label> button opens a modal". */
const CLICKING_OPENS =
  /\b(?:click(?:s|ing)?|press(?:es|ing)?|tap(?:s|ping)?|hit(?:s|ting)?) (?:on )?(?:an?|the) ([^.;,]{1,40}?) (?:button|link) (?:opens?|shows?|launch(?:es)?|triggers?|brings? up|pops? up|reveals?|displays?) (?:up )?(?:an?|the) [^.;,]{0,30}?\b(modal|dialog|pop-?up|lightbox|toast|snackbar)\b/i;
/** "a modal that opens when you click (on) the <label> (button)", "a dialog opened by a <label> button". */
const OPENS_WHEN =
  /\b(modal|dialog|pop-?up|lightbox|toast|snackbar)\b[^.;]{1,40}?\b(?:opens?|opened|appears?|shows?|shown|pops? up|triggered|launched) (?:when|by|after|on|from) (?:(?:you|the user|someone|a user|people) )?(?:(?:click(?:s|ing)?|press(?:es|ing)?|tap(?:s|ping)?|hit(?:s|ting)?) )?(?:on )?(?:an? |the )?(⟦\d+⟧|[^.;,]{1,40}?) ?(?:\b(?:button|link)\b|[.;,]|$)/i;

/** "when the user clicks Save, show a toast", "after you press 'Send' a dialog pops up". */
const WHEN_CLICKED =
  /\b(?:when|once|after|if) (?:(?:you|the user|someone|a user|people) )?(?:click(?:s|ed)?|press(?:es|ed)?|tap(?:s|ped)?|hits?) (?:on )?(?:an? |the )?(⟦\d+⟧|[^.;,]{1,30}?)(?: button| link)?,? (?:it )?(?:shows?|displays?|pops? up|opens?|triggers?) (?:up )?(?:an?|the) [^.;,]{0,30}?\b(modal|dialog|pop-?up|lightbox|toast|snackbar)\b/i;

/** "A 'Delete account' button. Clicking it opens a modal": the button named last opens it. */
const CLICKING_IT =
  /\b(?:click(?:s|ing)?|press(?:es|ing)?|tap(?:s|ping)?|hit(?:s|ting)?) (?:on )?(?:it|this|that)(?: button)? (?:opens?|shows?|launch(?:es)?|triggers?|brings? up|pops?(?: up)?|reveals?|displays?) (?:up )?(?:an?|the)? ?[^.;,]{0,30}?\b(modal|dialog|pop-?up|lightbox|toast|snackbar)\b/i;

/** Words before "button" that say what kind of button it is, not what it says. */
const DESCRIBES =
  /^(?:an?|the|one|single|simple|small|big|large|little|primary|secondary|main|plain|rounded|outlined?|ghost|solid|floating|red|blue|green|orange|purple|black|white|grey|gray|dark|light|trigger|action|cta|icon)$/i;

/** What a label's words say, a quoted label (masked as ⟦n⟧) read back. */
function labelOf(text: string, quotes: Quote[]): string | undefined {
  const quoted = /⟦(\d+)⟧/.exec(text);
  if (quoted) return quotes[Number(quoted[1])]?.text;
  const kept = text.trim().split(/\s+/);
  while (kept.length && DESCRIBES.test(kept[0]!)) kept.shift();
  if (!kept.length || kept.some((word) => DESCRIBES.test(word) || !/^[\p{L}\d'’-]+$/u.test(word)))
    return undefined;
  const label = kept.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Where the words naming a part begin: after punctuation or a word that joins parts. */
const BOUNDARY = /[.;:,(]|\b(?:with|and|or|has|have|having|plus|then|of|for)\b/gi;

/** The last words before `end` that can name a button: up to four, after the last boundary. */
function wordsBefore(masked: string, end: number): string {
  const before = masked.slice(0, end);
  let start = 0;
  for (const boundary of before.matchAll(BOUNDARY)) start = boundary.index + boundary[0].length;
  return before.slice(start).trim().split(/\s+/).filter(Boolean).slice(-4).join(' ');
}

/**
 * What a dialog behind a button shows once its confirm button is pressed: "Yes, delete closes it
 * and shows the message 'Your account has been deleted.'".
 */
const DONE =
  /\b(?:closes? (?:it|the (?:dialog|modal))(?: and|,) (?:then )?|(?:then|afterwards|after that) )(?:shows?|displays?)(?: the| a)?(?: message| text| note)?(?: saying)? ?⟦(\d+)⟧/i;

export function readConfirmedText(written: string, quotes: Quote[]): string | undefined {
  const match = DONE.exec(written.replace(/\s+/g, ' '));
  return match ? quotes[Number(match[1])]?.text : undefined;
}

/** The trigger's label, when the description puts the dialog behind a button; "Open dialog" when it names none. */
export function readTrigger(written: string, quotes: Quote[]): string | undefined {
  // One space between words, so the patterns need not allow for more.
  const masked = written.replace(/\s+/g, ' ');
  const generic = (noun: string) => `Open ${noun.toLowerCase().replace('-', '')}`;
  const clicking = CLICKING_OPENS.exec(masked);
  if (clicking) return labelOf(clicking[1]!, quotes) ?? generic(clicking[2]!);
  const button = BUTTON_OPENS.exec(masked);
  // "a 'Delete' button that opens …" or "a button 'Open settings' that opens …".
  if (button)
    return labelOf(button[1] ?? wordsBefore(masked, button.index), quotes) ?? generic(button[2]!);
  const it = CLICKING_IT.exec(masked);
  if (it) {
    const named = [...masked.slice(0, it.index).matchAll(/\b(?:button|link)\b/gi)].at(-1);
    const label = named ? labelOf(wordsBefore(masked, named.index), quotes) : undefined;
    return label ?? generic(it[1]!);
  }
  const clicked = WHEN_CLICKED.exec(masked);
  if (clicked) return labelOf(clicked[1]!, quotes) ?? generic(clicked[2]!);
  const when = OPENS_WHEN.exec(masked);
  if (when) return labelOf(when[2]!, quotes) ?? generic(when[1]!);
  return undefined;
}
