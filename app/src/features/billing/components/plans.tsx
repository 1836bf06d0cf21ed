import * as React from 'react';
import type { Plan, PlanId, SubscriptionDetail } from '@kiln/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  PricingCard,
  toast,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { useChangePlan } from '../api/billing';
import { formatBytes } from './format';

const ADMIN_ALLOWANCE = 'Admin accounts have a fixed premium allowance and no paid plan.';

const ORDER: PlanId[] = ['free', 'pro', 'premium', 'enterprise'];

/** The four plans side by side; a change goes through a confirm dialog. */
export function Plans({
  plans,
  subscription,
}: {
  plans: Plan[];
  subscription: SubscriptionDetail;
}) {
  const change = useChangePlan();
  const [target, setTarget] = React.useState<Plan>();
  const currentRank = ORDER.indexOf(subscription.plan.id);
  const direction = (plan: Plan) =>
    ORDER.indexOf(plan.id) > currentRank ? 'Upgrade' : 'Downgrade';

  const confirm = () => {
    if (!target) return;
    change.mutate(target.id, {
      onSuccess: () => {
        toast.success(`You are now on the ${target.name} plan`);
        setTarget(undefined);
      },
      // A refusal ends the dialog: the change will not happen, and the toast says why.
      onError: (error) => {
        setTarget(undefined);
        toast.error(describeError(error));
      },
    });
  };

  return (
    <section aria-labelledby="plans-title" className="flex flex-col gap-4" id="plans">
      <h2 id="plans-title" className="text-xl font-semibold">
        Plans
      </h2>
      {subscription.isAdminAllowance ? (
        <p className="text-sm text-muted-foreground">{ADMIN_ALLOWANCE}</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => (
          <PricingCard
            key={plan.id}
            name={plan.name}
            price={plan.priceMonthlyCents / 100}
            currency={plan.currency.toUpperCase()}
            description={plan.description}
            features={plan.features}
            limits={[
              { label: 'Generations / 30 days', value: plan.generationsLimit.toLocaleString() },
              { label: 'Storage', value: formatBytes(plan.storageLimit) },
            ]}
            current={!subscription.isAdminAllowance && plan.id === subscription.plan.id}
            popular={plan.id === 'pro'}
            ctaLabel={`${direction(plan)} to ${plan.name}`}
            // An admin's allowance is fixed: the button says why rather than doing nothing.
            onSelect={() =>
              subscription.isAdminAllowance ? toast.info(ADMIN_ALLOWANCE) : setTarget(plan)
            }
          />
        ))}
      </div>
      <Dialog
        open={target !== undefined}
        onOpenChange={(open) => (open ? null : setTarget(undefined))}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {target ? `${direction(target)} to ${target.name}?` : 'Change plan'}
            </DialogTitle>
            <DialogDescription>
              {target
                ? `${target.generationsLimit.toLocaleString()} generations every 30 days and ${formatBytes(target.storageLimit)} of storage, effective now. ${
                    direction(target) === 'Upgrade'
                      ? 'The rest of this period is charged pro rata.'
                      : 'The current period is not refunded.'
                  }`
                : ''}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setTarget(undefined)}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={change.isPending}>
              Confirm {target ? direction(target).toLowerCase() : ''}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
