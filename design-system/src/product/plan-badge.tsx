import type * as React from 'react';
import { Building2, Crown, ShieldCheck, Sprout, Zap, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeProps } from '../components/badge';

export type PlanName = 'free' | 'pro' | 'premium' | 'enterprise' | 'admin';

/** Every plan by name, for stories and tests. */
export const planBadgeOptions = {
  plan: ['free', 'pro', 'premium', 'enterprise', 'admin'],
  size: ['sm', 'md'],
} as const satisfies {
  plan: readonly PlanName[];
  size: readonly NonNullable<BadgeProps['size']>[];
};

const plans: Record<
  PlanName,
  { label: string; Icon: LucideIcon; variant: NonNullable<BadgeProps['variant']> }
> = {
  free: { label: 'Free', Icon: Sprout, variant: 'secondary' },
  pro: { label: 'Pro', Icon: Zap, variant: 'primary' },
  premium: { label: 'Premium', Icon: Crown, variant: 'warning' },
  enterprise: { label: 'Enterprise', Icon: Building2, variant: 'info' },
  admin: { label: 'Admin', Icon: ShieldCheck, variant: 'outline' },
};

/** The display name of a plan ("pro" → "Pro"). */
export function getPlanLabel(plan: PlanName): string {
  return plans[plan].label;
}

export type PlanBadgeProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  plan: PlanName;
  size?: BadgeProps['size'];
};

/** A person's plan as a labelled badge with its icon. */
export function PlanBadge({ plan, size, ...props }: PlanBadgeProps) {
  const { label, Icon, variant } = plans[plan];
  return (
    <Badge data-slot="plan-badge" data-plan={plan} variant={variant} size={size} {...props}>
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}
