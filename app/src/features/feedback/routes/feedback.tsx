import * as React from 'react';
import { feedbackBodySchema } from '@kiln/contract/public';
import { Alert, AlertDescription, AlertTitle, Button } from '@kiln/design-system';
import { ApiError } from '../../../lib/api/client';
import { fieldErrors, formValues } from '../../../lib/form-errors';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { metaForPath } from '../../../lib/seo';
import { TextField } from '../../../components/text-field';
import { WidgetBoundary } from '../../../components/widget-boundary';
import { useSendFeedback } from '../api/post-feedback';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

const categories = [
  { value: 'idea', label: 'An idea' },
  { value: 'bug', label: 'Something broke' },
  { value: 'praise', label: 'Something works well' },
  { value: 'other', label: 'Something else' },
] as const;

const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-control border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

/** The page of this site the visitor came from, so feedback can name what it is about. */
function referringPage() {
  if (!document.referrer) return undefined;
  const referrer = new URL(document.referrer);
  return referrer.origin === window.location.origin ? referrer.pathname : undefined;
}

function FeedbackForm() {
  const send = useSendFeedback();
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  if (send.isSuccess) {
    return (
      <Alert variant="success">
        <AlertTitle>Thank you for your feedback</AlertTitle>
        <AlertDescription>
          Every message is read by the team and shapes what we build next.
        </AlertDescription>
      </Alert>
    );
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = feedbackBodySchema.safeParse({
      message: values.message,
      category: values.category || 'other',
      rating: values.rating ? Number(values.rating) : undefined,
      email: values.email?.trim() ? values.email : undefined,
      page: referringPage(),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  const serverError =
    send.error instanceof ApiError && send.error.status < 500 ? send.error.message : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Feedback form">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">What is it about?</legend>
        <div className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <label key={category.value} className={choiceClass}>
              <input
                type="radio"
                name="category"
                value={category.value}
                defaultChecked={category.value === 'idea'}
                className="accent-primary"
              />
              {category.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">How would you rate Kiln? (optional)</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((rating) => (
            <label key={rating} className={choiceClass}>
              <input type="radio" name="rating" value={rating} className="accent-primary" />
              {rating}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField name="message" label="Your feedback" multiline required error={errors.message} />
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email}
        description="Optional: only if you would like an answer."
      />
      {serverError ? (
        <Alert variant="destructive">
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" loading={send.isPending}>
          Send feedback
        </Button>
      </div>
    </form>
  );
}

function FeedbackScreen() {
  return (
    <PageContainer width="narrow">
      <PageIntro eyebrow="Feedback" title="Tell us what to improve">
        A component that came out wrong, a feature you miss, or something you enjoy: it all helps.
      </PageIntro>
      <WidgetBoundary name="The feedback form">
        <FeedbackForm />
      </WidgetBoundary>
    </PageContainer>
  );
}

export default function Feedback() {
  return (
    <QueryProvider>
      <FeedbackScreen />
    </QueryProvider>
  );
}
