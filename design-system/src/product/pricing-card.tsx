import type * as React from 'react';
import { cva } from 'class-variance-authority';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../components/card';

export const pricingCardVariants = cva('relative h-full', {
  variants: {
    popular: { true: 'border-primary ring-1 ring-primary', false: '' },
    current: { true: 'bg-muted', false: '' },
  },
  defaultVariants: { popular: false, current: false },
});

/** Every state by name, for stories and tests. */
export const pricingCardVariantOptions = {
  popular: [false, true],
  current: [false, true],
} as const;

/** "$19", "€9.50", "$0": whole amounts without cents. */
export function formatPlanPrice(price: number, currency = 'USD', locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
}

export type PricingCardLimit = { label: string; value: string };

export type PricingCardProps = Omit<React.ComponentProps<'div'>, 'children' | 'onSelect'> & {
  name: string;
  price: number;
  currency?: string;
  /** The billing period in words: "month", "year". */
  period?: string;
  description?: string;
  features: readonly string[];
  /** Quotas of the plan, such as generations per period and storage. */
  limits?: readonly PricingCardLimit[];
  ctaLabel?: string;
  onSelect?: () => void;
  /** The plan the person is on: the call to action becomes a disabled "Current plan". */
  current?: boolean;
  /** Highlights the plan with a "Most popular" badge. */
  popular?: boolean;
  /** The plan change is being processed. */
  loading?: boolean;
  locale?: string;
};

/** One plan on the pricing page: name, price per period, limits, features and a call to action. */
export function PricingCard({
  name,
  price,
  currency = 'USD',
  period = 'month',
  description,
  features,
  limits = [],
  ctaLabel,
  onSelect,
  current = false,
  popular = false,
  loading = false,
  locale = 'en',
  className,
  ...props
}: PricingCardProps) {
  return (
    <Card
      data-slot="pricing-card"
      data-popular={popular || undefined}
      data-current={current || undefined}
      variant={popular ? 'elevated' : 'outline'}
      className={cn(pricingCardVariants({ popular, current }), className)}
      {...props}
    >
      <CardHeader>
        <CardTitle asChild>
          <h3 className="text-lg">{name}</h3>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {popular || current ? (
          <CardAction className="flex flex-col items-end gap-1">
            {popular ? <Badge variant="primary">Most popular</Badge> : null}
            {current ? <Badge variant="success">Current plan</Badge> : null}
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <p data-slot="pricing-card-price" className="flex items-baseline gap-1">
          <span className="text-4xl font-semibold tracking-tight text-foreground">
            {formatPlanPrice(price, currency, locale)}
          </span>
          <span className="text-sm text-muted-foreground">
            <span aria-hidden>/ </span>
            <span className="sr-only">per </span>
            {period}
          </span>
        </p>
        {limits.length > 0 ? (
          <dl data-slot="pricing-card-limits" className="grid gap-1 text-sm">
            {limits.map((limit) => (
              <div key={limit.label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{limit.label}</dt>
                <dd className="font-medium text-foreground tabular-nums">{limit.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <ul
          data-slot="pricing-card-features"
          aria-label={`${name} features`}
          className="grid gap-2 text-sm"
        >
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          data-slot="pricing-card-cta"
          className="w-full"
          variant={popular && !current ? 'primary' : 'outline'}
          disabled={current}
          loading={loading}
          onClick={onSelect}
        >
          {current ? 'Current plan' : (ctaLabel ?? `Choose ${name}`)}
        </Button>
      </CardFooter>
    </Card>
  );
}
