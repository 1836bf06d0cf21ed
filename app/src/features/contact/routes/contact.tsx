import * as React from 'react';
import { contactBodySchema } from '@kiln/contract/public';
import { Alert, AlertDescription, AlertTitle, Button } from '@kiln/design-system';
import { ApiError } from '../../../lib/api/client';
import { fieldErrors, formValues } from '../../../lib/form-errors';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { metaForPath } from '../../../lib/seo';
import { TextField } from '../../../components/text-field';
import { WidgetBoundary } from '../../../components/widget-boundary';
import { useSendContact } from '../api/post-contact';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

function ContactForm() {
  const send = useSendContact();
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  if (send.isSuccess) {
    return (
      <Alert variant="success">
        <AlertTitle>Message sent</AlertTitle>
        <AlertDescription>
          Thank you. We answer within one working day at the address you gave.
        </AlertDescription>
      </Alert>
    );
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = contactBodySchema.safeParse({
      ...values,
      company: values.company?.trim() ? values.company : undefined,
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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Name" autoComplete="name" required error={errors.name} />
        <TextField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
      </div>
      <TextField
        name="company"
        label="Company"
        autoComplete="organization"
        error={errors.company}
      />
      <TextField name="subject" label="Subject" required error={errors.subject} />
      <TextField
        name="message"
        label="Message"
        multiline
        required
        error={errors.message}
        description="At least 10 characters."
      />
      {serverError ? (
        <Alert variant="destructive">
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" loading={send.isPending}>
          Send message
        </Button>
      </div>
    </form>
  );
}

function ContactScreen() {
  return (
    <PageContainer width="narrow">
      <PageIntro eyebrow="Contact" title="Talk to the Kiln team">
        Questions about plans, security reviews, partnerships or a component that did not come out
        right: write to us and a person answers within one working day.
      </PageIntro>
      <WidgetBoundary name="The contact form">
        <ContactForm />
      </WidgetBoundary>
    </PageContainer>
  );
}

export default function Contact() {
  return (
    <QueryProvider>
      <ContactScreen />
    </QueryProvider>
  );
}
