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
// components/field.tsx
export {
  Field,
  FieldLabel,
  FieldControl,
  FieldDescription,
  FieldError,
  fieldVariants,
  fieldVariantOptions,
  type FieldProps,
  type FieldLabelProps,
  type FieldControlProps,
  type FieldDescriptionProps,
  type FieldErrorProps,
} from './components/field';
// components/select.tsx
export {
  Select,
  SelectGroup,
  SelectValue,
  SelectTrigger,
  SelectContent,
  SelectLabel,
  SelectItem,
  SelectSeparator,
  SelectScrollUpButton,
  SelectScrollDownButton,
  selectTriggerVariants,
  selectVariantOptions,
  type SelectProps,
  type SelectGroupProps,
  type SelectValueProps,
  type SelectTriggerProps,
  type SelectContentProps,
  type SelectLabelProps,
  type SelectItemProps,
  type SelectSeparatorProps,
  type SelectScrollUpButtonProps,
  type SelectScrollDownButtonProps,
} from './components/select';
// components/checkbox.tsx
export { Checkbox, checkboxVariants, checkboxVariantOptions, type CheckboxProps } from './components/checkbox';
// components/switch.tsx
export { Switch, switchVariants, switchThumbVariants, switchVariantOptions, type SwitchProps } from './components/switch';
// components/badge.tsx
export { Badge, badgeVariants, badgeVariantOptions, type BadgeProps } from './components/badge';
// components/card.tsx
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardAction,
  CardContent,
  CardFooter,
  cardVariants,
  cardVariantOptions,
  type CardProps,
  type CardHeaderProps,
  type CardTitleProps,
  type CardDescriptionProps,
  type CardActionProps,
  type CardContentProps,
  type CardFooterProps,
} from './components/card';
// components/avatar.tsx
export {
  Avatar,
  AvatarImage,
  AvatarFallback,
  getInitials,
  avatarVariants,
  avatarVariantOptions,
  type AvatarProps,
  type AvatarImageProps,
  type AvatarFallbackProps,
} from './components/avatar';
// components/skeleton.tsx
export { Skeleton, skeletonVariants, skeletonVariantOptions, type SkeletonProps } from './components/skeleton';
// components/progress.tsx
export {
  Progress,
  progressVariants,
  progressIndicatorVariants,
  progressVariantOptions,
  type ProgressProps,
} from './components/progress';

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
