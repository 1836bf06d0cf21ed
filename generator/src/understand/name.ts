/**
 * The component's name: "called X" / "named X" (quoted or not), unless it follows a part's kind,
 * else the archetype's own.
 */
import type { Archetype, ComponentModel } from '../model';
import { pascalCase } from '../text';
import type { Quote } from './quotes';

export const DEFAULT_NAMES: Record<Archetype, string> = {
  button: 'ActionButton',
  badge: 'StatusBadge',
  alert: 'AlertBanner',
  card: 'InfoCard',
  'profile-card': 'ProfileCard',
  'product-card': 'ProductCard',
  'pricing-table': 'PricingTable',
  'stat-card': 'StatCard',
  'login-form': 'LoginForm',
  'signup-form': 'SignupForm',
  'contact-form': 'ContactForm',
  'newsletter-form': 'NewsletterSignup',
  'search-bar': 'SearchBar',
  'checkout-form': 'PaymentForm',
  'settings-form': 'SettingsForm',
  form: 'DetailsForm',
  'data-table': 'DataTable',
  list: 'ItemList',
  'card-grid': 'CardGrid',
  'feature-grid': 'FeatureGrid',
  'logo-cloud': 'LogoCloud',
  navbar: 'NavBar',
  sidebar: 'Sidebar',
  footer: 'SiteFooter',
  breadcrumb: 'Breadcrumb',
  tabs: 'Tabs',
  accordion: 'Accordion',
  modal: 'ConfirmDialog',
  dropdown: 'DropdownMenu',
  tooltip: 'InfoTooltip',
  toast: 'Toast',
  stepper: 'Stepper',
  'progress-bar': 'ProgressBar',
  spinner: 'Spinner',
  avatar: 'Avatar',
  rating: 'StarRating',
  pagination: 'Pagination',
  hero: 'HeroSection',
  testimonial: 'TestimonialCard',
  timeline: 'Timeline',
  'file-upload': 'FileUpload',
  carousel: 'ImageCarousel',
  kanban: 'KanbanBoard',
  'empty-state': 'EmptyState',
  'otp-input': 'OtpInput',
  'tag-input': 'TagInput',
  chat: 'ChatWindow',
  counter: 'QuantityStepper',
  'chip-group': 'FilterChips',
  calculator: 'Calculator',
  timer: 'Timer',
  converter: 'Converter',
  'password-strength': 'PasswordStrength',
  randomizer: 'RandomPicker',
  game: 'Game',
  cart: 'Cart',
  reaction: 'Reaction',
  poll: 'Poll',
  quiz: 'Quiz',
  'article-card': 'ArticleCard',
  'css-builder': 'CssBuilder',
};

export interface NameReading {
  name: string;
  /** The name as written, when the description gave one. */
  rawName?: string;
  /** The name was a quote ("called ⟦0⟧"): that quote is not a label. */
  quoted: boolean;
  words: string[];
}

/** Capitalised words, with "&", "of", "the" or a number between them: "Crumb & Co", "Blue Lotus Yoga". */
const UNQUOTED_NAME =
  /^\p{Lu}[\p{L}'’-]*(?: (?:&|and|of|the|de|\d{1,4}(?![\d.,])|\p{Lu}[\p{L}'’-]*))*/u;
/** Words that join a name's words but never end it. */
const NAME_JOINERS = new Set(['&', 'and', 'of', 'the', 'de']);

/** A run of capitalised words without the joining words it ends with ("Crumb & Co and" → "Crumb & Co"). */
function withoutTrailingJoiners(run: string): string {
  const words = run.split(' ');
  while (words.length > 1 && NAME_JOINERS.has(words.at(-1)!)) words.pop();
  return words.join(' ');
}

export function readName(
  text: string,
  masked: string,
  quotes: Quote[],
  archetype: Archetype,
  previous: ComponentModel | undefined,
): NameReading {
  // A name after a part's kind ("an input called What needs doing?", "Dropdown called 'Size'") is
  // that part's label.
  const explicit =
    /(?<!\b(?:field|input|box|button|link|column|tab|checkbox|select|dropdown|filter|table)s?\s)\b(?:called|named|name it|component name(?: is)?)\s+[`'"‘“]?([a-z][\w-]*)/i.exec(
      text,
    );
  const quotedName =
    /(?<!\b(?:field|input|box|button|link|column|tab|checkbox|select|dropdown|filter|table)s?\s)\b(?:called|named)\s+⟦(\d+)⟧/i.exec(
      masked,
    );
  // A name of several capitalised words after "called" ("my bakery called Crumb & Co", "a podcast
  // named The Quiet Hour") is the whole name, without quotes.
  const run = explicit
    ? UNQUOTED_NAME.exec(text.slice(explicit.index + explicit[0].length - explicit[1]!.length))?.[0]
    : undefined;
  const written = run === undefined ? undefined : withoutTrailingJoiners(run);
  const rawName = quotedName
    ? quotes[Number(quotedName[1])]!.text
    : written?.includes(' ')
      ? written
      : explicit?.[1];
  let name = rawName ? pascalCase(rawName).replace(/Component$/, '') : '';
  if (!name)
    name = previous && previous.archetype === archetype ? previous.name : DEFAULT_NAMES[archetype];
  if (/^\d/.test(name) || name.length > 60) name = DEFAULT_NAMES[archetype];
  return {
    name,
    ...(rawName !== undefined ? { rawName } : {}),
    quoted: Boolean(quotedName),
    words: rawName ? [rawName] : [],
  };
}
