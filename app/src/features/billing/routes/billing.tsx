import {
  Alert,
  AlertDescription,
  AlertTitle,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PlanBadge,
  Skeleton,
  UsageMeter,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { usePlans, useSubscription } from '../api/billing';
import { formatBytes, formatDate } from '../components/format';
import { Invoices } from '../components/invoices';
import { Plans } from '../components/plans';

function BillingScreen() {
  const subscription = useSubscription();
  const plans = usePlans();
  const data = subscription.data;

  return (
    <PageContainer>
      <PageIntro eyebrow="Account" title="Billing & usage">
        <p>Your plan, what you used this period, and your invoices.</p>
      </PageIntro>
      {subscription.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{describeError(subscription.error)}</AlertDescription>
        </Alert>
      ) : null}
      {data ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-3">
              Current plan{' '}
              <PlanBadge
                plan={data.subscription.isAdminAllowance ? 'admin' : data.subscription.plan.id}
              />
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <UsageMeter
              used={data.usage.generationsUsed}
              limit={data.usage.generationsLimit}
              unit="generations"
            />
            <p className="text-sm text-muted-foreground">
              The count starts again on {formatDate(data.usage.resetsAt)}.
            </p>
            <div>
              <p className="text-sm font-medium">Storage</p>
              <p className="text-sm text-muted-foreground">
                {formatBytes(data.usage.storageUsed)} of {formatBytes(data.usage.storageLimit)} used
              </p>
            </div>
            {data.usage.generationsRemaining <= 0 ? (
              <Alert variant="warning">
                <AlertTitle>You have used every generation of this period</AlertTitle>
                <AlertDescription>
                  <a className="text-link underline" href="#plans">
                    Upgrade your plan
                  </a>{' '}
                  to keep generating now, or wait until {formatDate(data.usage.resetsAt)}.
                </AlertDescription>
              </Alert>
            ) : null}
          </CardContent>
        </Card>
      ) : (
        <Skeleton className="h-48 w-full" />
      )}
      {data && plans.data ? <Plans plans={plans.data} subscription={data.subscription} /> : null}
      <Invoices />
    </PageContainer>
  );
}

export default function Billing() {
  return (
    <QueryProvider>
      <BillingScreen />
    </QueryProvider>
  );
}
