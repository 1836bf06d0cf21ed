// The one barrel of @kiln/design-system: every public export, by name, grouped by file.
export { cn } from './lib/cn';

// components/button.tsx
export { Button, buttonVariants, buttonVariantOptions, type ButtonProps } from './components/button';
// components/spinner.tsx
export { Spinner, spinnerVariants, spinnerVariantOptions, type SpinnerProps } from './components/spinner';
// components/input.tsx
export { Input, inputVariants, inputVariantOptions, type InputProps } from './components/input';
// components/textarea.tsx
export { Textarea, textareaVariants, textareaVariantOptions, type TextareaProps } from './components/textarea';
// components/label.tsx
export { Label, labelVariants, labelVariantOptions, type LabelProps } from './components/label';
// components/checkbox.tsx
export { Checkbox, checkboxVariants, checkboxVariantOptions, type CheckboxProps } from './components/checkbox';

// product/link.ts
export { findCurrentHref, type LinkComponent, type ProductLinkProps } from './product/link';
// product/site-header.tsx
export {
  SiteHeader,
  getSiteHeaderNavLinks,
  siteHeaderPublicLinks,
  siteHeaderAccountLinks,
  siteHeaderAdminLink,
  siteHeaderSignInLink,
  siteHeaderSignUpLink,
  type SiteHeaderLink,
  type SiteHeaderUser,
  type SiteHeaderProps,
} from './product/site-header';
// product/site-footer.tsx
export {
  SiteFooter,
  siteFooterProductLinks,
  siteFooterCompanyLinks,
  siteFooterLegalLinks,
  siteFooterDefaultExternalUrls,
  siteFooterDefaultEmails,
  type SiteFooterLink,
  type SiteFooterExternalUrls,
  type SiteFooterEmails,
  type SiteFooterProps,
} from './product/site-footer';
// product/scroll-to-top-button.tsx
export {
  ScrollToTopButton,
  SCROLL_TO_TOP_THRESHOLD,
  type ScrollToTopButtonProps,
} from './product/scroll-to-top-button';
// product/global-loading-bar.tsx
export {
  GlobalLoadingBar,
  GLOBAL_LOADING_BAR_DEFAULT_DELAY,
  type GlobalLoadingBarProps,
} from './product/global-loading-bar';
