/**
 * The line of text and the icon of a feature a grid names ("Fast", "Audit log"), from the words of
 * its title. A title no cue knows gets a line that asks for its text, never another feature's.
 */
import type { IconName } from '../view';

const FEATURE_COPY: [RegExp, IconName, string][] = [
  [
    /\b(?:set ?up|onboard\w*|get(?:ting)? started)\b/i,
    'bolt',
    'Up and running in minutes, not days.',
  ],
  [
    /\b(?:fast|speed|quick|performance|instant)\b/i,
    'bolt',
    'Pages load in a blink and stay quick as you grow.',
  ],
  [
    /\b(?:secur\w*|privacy|safe|encrypt\w*)\b/i,
    'shield',
    'Your data is encrypted in transit and at rest.',
  ],
  [/\bscal\w*/i, 'layers', 'Grows from your first user to your millionth without a rewrite.'],
  [
    /\b(?:integrat\w*|connect\w*|api|plugins?)\b/i,
    'plug',
    'Connects to the tools your team already uses.',
  ],
  [
    /\b(?:analytics|insights?|reports?|reporting|metrics)\b/i,
    'chart',
    'See what is working with clear, live reports.',
  ],
  [/\b(?:real-?time|sync\w*|live)\b/i, 'refresh', 'Changes reach everyone the moment they happen.'],
  [/\b(?:support|help)\b/i, 'clock', 'Real people ready to help, whenever you need them.'],
  [/\b(?:roles?|permissions?|access)\b/i, 'users', 'Decide who can see and change what.'],
  [/\b(?:audit|logs?|history)\b/i, 'file', 'Every change is recorded, so you know who did what.'],
  [/\b(?:easy|simple|intuitive)\b/i, 'check', 'Clear from the first click, no manual needed.'],
  [
    /\b(?:collaborat\w*|teams?|share|sharing)\b/i,
    'users',
    'Work on the same thing together, in one place.',
  ],
];

/** The features a grid shows when its description names none, in this order. */
export const DEFAULT_FEATURES = [
  'Fast',
  'Secure',
  'Scalable',
  'Integrations',
  'Analytics',
  '24/7 support',
  'Easy to use',
  'Real-time sync',
  'Team roles',
  'Audit log',
];

export function featureCopy(title: string): { icon: IconName; text: string } {
  const known = FEATURE_COPY.find(([cue]) => cue.test(title));
  return known
    ? { icon: known[1], text: known[2] }
    : { icon: 'star', text: `Write one line about ${title.toLowerCase()} here.` };
}
