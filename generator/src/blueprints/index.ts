import type { Blueprint, BuildContext } from '../blueprint';
import type { Archetype } from '../model';
import { cardGridBlueprint } from './collections/card-grid';
import { dataTableBlueprint } from './collections/data-table';
import { kanbanBlueprint } from './collections/kanban';
import { reorderListBlueprint } from './collections/reorder-list';
import { simpleListBlueprint } from './collections/simple-list';
import { todoListBlueprint } from './collections/todo-list';
import { avatarBlueprint } from './content/avatar';
import { cardBlueprint } from './content/card';
import { carouselBlueprint } from './content/carousel';
import { emptyStateBlueprint } from './content/empty-state';
import { fileUploadBlueprint } from './content/file-upload';
import { heroBlueprint } from './content/hero';
import { pricingBlueprint } from './content/pricing';
import { productCardBlueprint } from './content/product-card';
import { profileCardBlueprint } from './content/profile-card';
import { ratingBlueprint } from './content/rating';
import { statCardBlueprint } from './content/stat-card';
import { testimonialBlueprint } from './content/testimonial';
import { timelineBlueprint } from './content/timeline';
import { chatBlueprint } from './conversation/chat';
import { chipGroupBlueprint } from './conversation/chip-group';
import { counterBlueprint } from './conversation/counter';
import { tagInputBlueprint } from './conversation/tag-input';
import { alertBlueprint } from './feedback/alert';
import { badgeBlueprint } from './feedback/badge';
import { buttonBlueprint } from './feedback/button';
import { modalBlueprint } from './feedback/modal';
import { progressBlueprint } from './feedback/progress';
import { spinnerBlueprint } from './feedback/spinner';
import { toastBlueprint } from './feedback/toast';
import { tooltipBlueprint } from './feedback/tooltip';
import { formBlueprint } from './forms/form';
import { otpBlueprint } from './forms/otp';
import { searchBarBlueprint } from './forms/search-bar';
import { accordionBlueprint } from './navigation/accordion';
import { breadcrumbBlueprint } from './navigation/breadcrumb';
import { dropdownBlueprint } from './navigation/dropdown';
import { featureGridBlueprint } from './content/feature-grid';
import { logoCloudBlueprint } from './content/logo-cloud';
import { footerBlueprint } from './navigation/footer';
import { navbarBlueprint } from './navigation/navbar';
import { paginationBlueprint } from './navigation/pagination';
import { sidebarBlueprint } from './navigation/sidebar';
import { stepperBlueprint } from './navigation/stepper';
import { tabsBlueprint } from './navigation/tabs';
import { calculatorBlueprint } from './tools/calculator';
import { converterBlueprint } from './tools/converter';
import { quiz } from './tools/quiz';
import { passwordStrengthBlueprint } from './tools/password-strength';
import { cssBuilderBlueprint } from './tools/css-builder';
import { cartBlueprint } from './collections/cart';
import { gameBlueprint } from './tools/game';
import { pollBlueprint } from './feedback/poll';
import { articleCardBlueprint } from './content/article-card';
import { reactionBlueprint } from './feedback/reaction';
import { randomizerBlueprint } from './tools/randomizer';
import { timerBlueprint } from './tools/timer';

const BUILDERS: Record<Archetype, (ctx: BuildContext) => Blueprint> = {
  button: buttonBlueprint,
  badge: badgeBlueprint,
  alert: alertBlueprint,
  card: cardBlueprint,
  'profile-card': profileCardBlueprint,
  'product-card': productCardBlueprint,
  'pricing-table': pricingBlueprint,
  'stat-card': statCardBlueprint,
  'login-form': formBlueprint,
  'signup-form': formBlueprint,
  'contact-form': formBlueprint,
  'newsletter-form': formBlueprint,
  'checkout-form': formBlueprint,
  'settings-form': formBlueprint,
  form: formBlueprint,
  'search-bar': searchBarBlueprint,
  'data-table': dataTableBlueprint,
  list: (ctx) =>
    ctx.model.presentation.listKind === 'todo'
      ? todoListBlueprint(ctx)
      : ctx.model.behaviour?.reorder
        ? reorderListBlueprint(ctx)
        : simpleListBlueprint(ctx),
  'card-grid': cardGridBlueprint,
  'feature-grid': featureGridBlueprint,
  'logo-cloud': logoCloudBlueprint,
  navbar: navbarBlueprint,
  sidebar: sidebarBlueprint,
  footer: footerBlueprint,
  breadcrumb: breadcrumbBlueprint,
  tabs: tabsBlueprint,
  accordion: accordionBlueprint,
  modal: modalBlueprint,
  dropdown: dropdownBlueprint,
  tooltip: tooltipBlueprint,
  toast: toastBlueprint,
  stepper: stepperBlueprint,
  'progress-bar': progressBlueprint,
  spinner: spinnerBlueprint,
  avatar: avatarBlueprint,
  rating: ratingBlueprint,
  pagination: paginationBlueprint,
  hero: heroBlueprint,
  testimonial: testimonialBlueprint,
  timeline: timelineBlueprint,
  'file-upload': fileUploadBlueprint,
  carousel: carouselBlueprint,
  kanban: kanbanBlueprint,
  'empty-state': emptyStateBlueprint,
  'otp-input': otpBlueprint,
  'tag-input': tagInputBlueprint,
  chat: chatBlueprint,
  counter: counterBlueprint,
  'chip-group': chipGroupBlueprint,
  calculator: calculatorBlueprint,
  timer: timerBlueprint,
  converter: converterBlueprint,
  'password-strength': passwordStrengthBlueprint,
  randomizer: randomizerBlueprint,
  game: gameBlueprint,
  'css-builder': cssBuilderBlueprint,
  cart: cartBlueprint,
  reaction: reactionBlueprint,
  poll: pollBlueprint,
  quiz,
  'article-card': articleCardBlueprint,
};

export function buildBlueprint(ctx: BuildContext): Blueprint {
  return BUILDERS[ctx.model.archetype](ctx);
}
