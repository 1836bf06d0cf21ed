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

export function readName(
  text: string,
  masked: string,
  quotes: Quote[],
  archetype: Archetype,
  previous: ComponentModel | undefined,
): NameReading {
  // A name after a part's kind ("an input called What needs doing?") is that part's label.
  const explicit =
    /(?<!\b(?:field|input|box|button|link|column|tab|checkbox|select|dropdown|filter)s?\s)\b(?:called|named|name it|component name(?: is)?)\s+[`'"‘“]?([A-Za-z][\w-]*)/.exec(
      text,
    );
  const quotedName =
    /(?<!\b(?:field|input|box|button|link|column|tab|checkbox|select|dropdown|filter)s?\s)\b(?:called|named)\s+⟦(\d+)⟧/.exec(
      masked,
    );
  const rawName = quotedName ? quotes[Number(quotedName[1])]!.text : explicit?.[1];
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
