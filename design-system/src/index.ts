// The one barrel of @kiln/design-system: every public export, by name, grouped by file.
export { cn } from './lib/cn';

// components/button.tsx
export { Button, type ButtonProps } from './components/button';
// components/button-variants.ts
export { buttonVariants, buttonVariantOptions } from './components/button-variants';
// components/spinner.tsx
export {
  Spinner,
  spinnerVariants,
  spinnerVariantOptions,
  type SpinnerProps,
} from './components/spinner';
// components/input.tsx
export { Input, inputVariants, inputVariantOptions, type InputProps } from './components/input';
// components/textarea.tsx
export {
  Textarea,
  textareaVariants,
  textareaVariantOptions,
  type TextareaProps,
} from './components/textarea';
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
export {
  Checkbox,
  checkboxVariants,
  checkboxVariantOptions,
  type CheckboxProps,
} from './components/checkbox';
// components/switch.tsx
export {
  Switch,
  switchVariants,
  switchThumbVariants,
  switchVariantOptions,
  type SwitchProps,
} from './components/switch';
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
export {
  Skeleton,
  skeletonVariants,
  skeletonVariantOptions,
  type SkeletonProps,
} from './components/skeleton';
// components/progress.tsx
export {
  Progress,
  progressVariants,
  progressIndicatorVariants,
  progressVariantOptions,
  type ProgressProps,
} from './components/progress';
// components/tabs.tsx
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  tabsListVariants,
  tabsTriggerVariants,
  tabsVariantOptions,
  type TabsProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
} from './components/tabs';
// components/tooltip.tsx
export {
  TooltipProvider,
  Tooltip,
  TooltipTrigger,
  TooltipContent,
  type TooltipProviderProps,
  type TooltipProps,
  type TooltipTriggerProps,
  type TooltipContentProps,
} from './components/tooltip';
// components/dialog.tsx
export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  DialogClose,
  dialogContentVariants,
  dialogVariantOptions,
  type DialogProps,
  type DialogTriggerProps,
  type DialogPortalProps,
  type DialogOverlayProps,
  type DialogContentProps,
  type DialogTitleProps,
  type DialogDescriptionProps,
  type DialogCloseProps,
} from './components/dialog';
// components/dropdown-menu.tsx
export {
  DropdownMenu,
  DropdownMenuPortal,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubTrigger,
  DropdownMenuSubContent,
  dropdownMenuItemVariants,
  dropdownMenuVariantOptions,
  type DropdownMenuProps,
  type DropdownMenuPortalProps,
  type DropdownMenuTriggerProps,
  type DropdownMenuContentProps,
  type DropdownMenuGroupProps,
  type DropdownMenuItemProps,
  type DropdownMenuCheckboxItemProps,
  type DropdownMenuRadioGroupProps,
  type DropdownMenuRadioItemProps,
  type DropdownMenuLabelProps,
  type DropdownMenuSeparatorProps,
  type DropdownMenuSubProps,
  type DropdownMenuSubTriggerProps,
  type DropdownMenuSubContentProps,
} from './components/dropdown-menu';
// components/alert.tsx
export {
  Alert,
  AlertTitle,
  AlertDescription,
  alertVariants,
  alertVariantOptions,
  type AlertProps,
} from './components/alert';
// components/empty-state.tsx
export {
  EmptyState,
  emptyStateVariants,
  emptyStateVariantOptions,
  type EmptyStateProps,
} from './components/empty-state';
// components/table.tsx
export {
  Table,
  TableHeader,
  TableBody,
  TableFooter,
  TableRow,
  TableHead,
  TableCell,
  TableCaption,
  type TableProps,
  type TableHeadProps,
  type TableSortDirection,
} from './components/table';
// components/pagination.tsx
export {
  Pagination,
  getPaginationRange,
  paginationItemVariants,
  paginationVariantOptions,
  type PaginationProps,
  type PaginationRangeItem,
  type PaginationRangeOptions,
} from './components/pagination';
// components/toast-store.ts
export {
  toast,
  toastStore,
  createToastStore,
  toastTypes,
  DEFAULT_TOAST_DURATION,
  DEFAULT_MAX_OPEN_TOASTS,
  type ToastType,
  type ToastAction,
  type ToastEntry,
  type ToastOptions,
  type ToastStore,
  type ToastStoreOptions,
} from './components/toast-store';
// components/toast.tsx
export { Toaster, toastVariants, toastVariantOptions, type ToasterProps } from './components/toast';

// product/link.ts
export { findCurrentHref, type LinkComponent, type ProductLinkProps } from './product/link';
// product/site-header.tsx
export {
  SiteHeader,
  getSiteHeaderNavLinks,
  type SiteHeaderLink,
  type SiteHeaderLinks,
  type SiteHeaderUser,
  type SiteHeaderProps,
} from './product/site-header';
// product/site-footer.tsx
export {
  SiteFooter,
  type SiteFooterLink,
  type SiteFooterColumn,
  type SiteFooterLinks,
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
// product/code-highlighter.ts
export {
  loadCodeHighlighter,
  highlightCode,
  resolveHighlightLanguage,
  type HighlightLanguage,
  type HighlightedToken,
  type HighlightedLine,
} from './product/code-highlighter';
// product/code-block.tsx
export {
  CodeBlock,
  getCodeLanguageLabel,
  CODE_BLOCK_COPY_FEEDBACK_MS,
  type CodeBlockProps,
} from './product/code-block';
// product/code-diff.tsx
export {
  CodeDiff,
  parseUnifiedDiff,
  countDiffLines,
  type CodeDiffProps,
  type DiffLine,
} from './product/code-diff';
// product/chat-composer.tsx
export {
  ChatComposer,
  getComposerLengthState,
  getComposerKeyAction,
  CHAT_COMPOSER_MAX_LENGTH,
  CHAT_COMPOSER_WARNING_RATIO,
  type ChatComposerLengthState,
  type ChatComposerKeyAction,
  type ChatComposerProps,
} from './product/chat-composer';
// product/code-tabs.tsx
export {
  CodeTabs,
  getCodeTabLabels,
  type CodeTabsFile,
  type CodeTabsProps,
} from './product/code-tabs';
// product/format-time.ts
export { formatRelativeTime, formatDate, formatClockTime } from './product/format-time';
// product/notification-menu.tsx
export {
  NotificationMenu,
  NOTIFICATION_MENU_MAX_ITEMS,
  getNotificationTriggerLabel,
  formatUnreadCount,
  type NotificationMenuItem,
  type NotificationMenuProps,
} from './product/notification-menu';
// product/plan-badge.tsx
export {
  PlanBadge,
  planBadgeOptions,
  getPlanLabel,
  type PlanName,
  type PlanBadgeProps,
} from './product/plan-badge';
// product/usage-meter.tsx
export {
  UsageMeter,
  getUsagePercent,
  getUsageState,
  USAGE_WARNING_PERCENT,
  type UsageState,
  type UsageMeterProps,
} from './product/usage-meter';
// product/usage-trend-chart.tsx
export {
  UsageTrendChart,
  describeUsageTrend,
  formatTrendDay,
  type UsageTrendPoint,
  type UsageTrendChartProps,
} from './product/usage-trend-chart';
// product/user-menu.tsx
export {
  UserMenu,
  defaultGenerationLimits,
  formatGenerationUsage,
  type UserMenuUser,
  type UserMenuTarget,
  type UserMenuProps,
} from './product/user-menu';
// product/pricing-card.tsx
export {
  PricingCard,
  pricingCardVariants,
  pricingCardVariantOptions,
  formatPlanPrice,
  type PricingCardLimit,
  type PricingCardProps,
} from './product/pricing-card';
// product/component-card.tsx
export {
  ComponentCard,
  type ComponentFramework,
  type SavedComponent,
  type ComponentCardProps,
} from './product/component-card';
// product/chat-bubble.tsx
export {
  ChatBubble,
  parseMessageContent,
  getConfidencePercent,
  MIN_CODE_BLOCK_LENGTH,
  type ChatMessage,
  type ChatMessageCodeBlock,
  type InlinePart,
  type ContentSegment,
  type ChatBubbleProps,
} from './product/chat-bubble';
// product/scorecard.tsx
export {
  Scorecard,
  scorecardCheckNames,
  getScorecardStatusLabel,
  type ScorecardStatus,
  type ScorecardCheck,
  type ScorecardViolation,
  type ScorecardData,
  type ScorecardCheckName,
  type ScorecardProps,
} from './product/scorecard';
