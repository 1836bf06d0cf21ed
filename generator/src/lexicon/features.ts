import type { Feature } from '../model';

/** Feature cues: what a description asks the component to do beside its parts. */
export const FEATURE_CUES: [RegExp, Feature][] = [
  [/\bvalidat|\brequired\b|must match|error messages?\b/, 'validation'],
  [/\bloading\b|\bspinner\b|\bbusy\b|\bskeleton\b/, 'loading'],
  [
    /\bempty state\b|\bwhen (nothing|there is nothing|empty)|no results?\b|nothing matches/,
    'empty',
  ],
  [/\berror state\b|\bon error\b|\bfailure\b/, 'error'],
  [/\bdisabled\b/, 'disabled'],
  [/\brespons|\bmobile\b|\bphones?\b|\bsmall screens?\b|\btablets?\b/, 'responsive'],
  [/\bdark mode\b|\bdark theme\b|\bdark-themed\b|\bdark themed\b/, 'dark-mode'],
  [/\banimat|\bslides? in\b|\bfades?\b|\btransition/, 'animation'],
  [/\bsearch/, 'search'],
  [/\bsort/, 'sort'],
  [/\bfilter/, 'filter'],
  [/\bpaginat|\bpages?\b.+\bnext\b|\bpage size\b|\bper page\b/, 'pagination'],
  [
    /\bselect(able|ion)\b|\bcheckboxes to select\b|\bmulti-?select\b|\bselect (?:the |multiple |several )?rows\b|\brow checkboxes\b|\bcheckbox(?:es)? (?:to select|per row|on each row|for each row)\b|\bbulk\b|\b(?:delete|remove|archive|export) selected\b/,
    'selection',
  ],
  [/\bkeyboard\b|\barrow keys\b/, 'keyboard'],
  [/\baccessib|\ba11y\b|\bscreen readers?\b|\baria\b/, 'accessibility'],
  [/\bdismiss|\bclosable\b|\bclose button\b/, 'dismissible'],
  [/\bcollaps/, 'collapsible'],
  [
    /\b(?:success|confirmation|thank[- ]you|thanks) (?:message|state|screen|banner|notice|note)\b|\bshows? (?:a |an )?(?:success|confirmation|thank)|\bthank(?:s| you)\b.{1,40}\bafter\b|\bafter (?:submit|submitting|sending|signing up|subscribing)\b.{1,40}\b(?:shows?|displays?|says?)\b/,
    'success',
  ],
  [/\bauto-?play|\bautomatically\b|\bevery \d+ ?(s|sec|seconds)\b/, 'autoplay'],
];
