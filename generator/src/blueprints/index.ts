import type { Blueprint, BuildContext } from '../blueprint';
import type { Archetype } from '../model';
import {
  cardBlueprint,
  avatarBlueprint,
  carouselBlueprint,
  emptyStateBlueprint,
  fileUploadBlueprint,
  heroBlueprint,
  pricingBlueprint,
  productCardBlueprint,
  profileCardBlueprint,
  ratingBlueprint,
  statCardBlueprint,
  testimonialBlueprint,
  timelineBlueprint,
} from './content';
import {
  cardGridBlueprint,
  dataTableBlueprint,
  kanbanBlueprint,
  simpleListBlueprint,
  todoListBlueprint,
} from './collections';
import {
  alertBlueprint,
  badgeBlueprint,
  buttonBlueprint,
  modalBlueprint,
  progressBlueprint,
  spinnerBlueprint,
  toastBlueprint,
  tooltipBlueprint,
} from './feedback';
import {
  chatBlueprint,
  chipGroupBlueprint,
  counterBlueprint,
  tagInputBlueprint,
} from './conversation';
import { formBlueprint, otpBlueprint, searchBarBlueprint } from './forms';
import {
  accordionBlueprint,
  breadcrumbBlueprint,
  dropdownBlueprint,
  footerBlueprint,
  navbarBlueprint,
  paginationBlueprint,
  sidebarBlueprint,
  stepperBlueprint,
  tabsBlueprint,
} from './navigation';

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
    ctx.model.presentation.listKind === 'todo' ? todoListBlueprint(ctx) : simpleListBlueprint(ctx),
  'card-grid': cardGridBlueprint,
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
};

export function buildBlueprint(ctx: BuildContext): Blueprint {
  return BUILDERS[ctx.model.archetype](ctx);
}
