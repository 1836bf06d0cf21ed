import * as React from 'react';
import { useSearchParams } from 'react-router';
import { Sparkles } from 'lucide-react';
import {
  Alert,
  AlertDescription,
  Button,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@kiln/design-system';
import { ApiError } from '../../../lib/api/client';
import { describeError } from '../../../lib/error-message';
import { frameworkLabel, frameworks } from '../../../lib/frameworks';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { isQuotaReached, QuotaReachedLink } from '../../../components/quota-reached';
import { userMenuHrefs } from '../../../navigation';
import { useGenerate } from '../api/post-generate';
import { ClarificationAnswer } from '../../../lib/checklist/clarification-answer';
import { GeneratedResult } from '../components/generated-result';
import { PropsEditor } from '../components/props-editor';
import {
  componentTypes,
  initialForm,
  serverFieldErrors,
  toRequest,
  type GenerateForm,
} from '../generate-form';

function TextInput({
  label,
  value,
  error,
  description,
  onChange,
  multiline = false,
  required = false,
  maxLength,
}: {
  label: string;
  value: string;
  error: string | undefined;
  description?: string;
  onChange(value: string): void;
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
}) {
  return (
    <Field required={required} invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        {multiline ? (
          <Textarea
            rows={4}
            value={value}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input
            value={value}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FieldControl>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{error}</FieldError>
    </Field>
  );
}

function Generate() {
  const [search] = useSearchParams();
  const [form, setForm] = React.useState<GenerateForm>(() => initialForm(search));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const generate = useGenerate();
  const set =
    <K extends keyof GenerateForm>(key: K) =>
    (value: GenerateForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const request = toRequest(form);
    if (!request.ok) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    generate.mutate(request.body, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_ERROR')
          setErrors(serverFieldErrors(error.details, form));
      },
    });
  };

  const failure =
    generate.error &&
    !(generate.error instanceof ApiError && generate.error.code === 'VALIDATION_ERROR')
      ? describeError(generate.error)
      : null;

  return (
    <PageContainer>
      <PageIntro eyebrow="Workspace" title="Generate a component">
        <p>
          Describe the component and, if you like, its name, props and dependencies. Kiln writes the
          files; save them to My components or download them.
        </p>
      </PageIntro>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Code generation request"
        className="flex flex-col gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <TextInput
            label="Name"
            value={form.name}
            error={errors.name}
            onChange={set('name')}
            maxLength={100}
            description="Optional: Kiln names it from the description."
          />
          <Field invalid={Boolean(errors.type)}>
            <FieldLabel>Type</FieldLabel>
            <Select value={form.type} onValueChange={set('type')}>
              <FieldControl>
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
              </FieldControl>
              <SelectContent>
                {componentTypes.map((type) => (
                  <SelectItem key={type} value={type}>
                    {type}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError>{errors.type}</FieldError>
          </Field>
          <Field invalid={Boolean(errors.framework)}>
            <FieldLabel>Framework</FieldLabel>
            <Select
              value={form.framework}
              onValueChange={(value) => set('framework')(value as GenerateForm['framework'])}
            >
              <FieldControl>
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
              </FieldControl>
              <SelectContent>
                {frameworks.map((framework) => (
                  <SelectItem key={framework} value={framework}>
                    {frameworkLabel(framework)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError>{errors.framework}</FieldError>
          </Field>
        </div>
        <TextInput
          label="Description"
          required
          multiline
          value={form.description}
          error={errors.description}
          onChange={set('description')}
          description="What it shows, what it does and the rules it follows, e.g. “a signup form with name, e-mail and password; passwords must match”."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            label="Features"
            multiline
            value={form.features}
            error={errors.features}
            onChange={set('features')}
            description="One per line, e.g. “validation messages”."
          />
          <TextInput
            label="Dependencies"
            multiline
            value={form.dependencies}
            error={errors.dependencies}
            onChange={set('dependencies')}
            description="Packages it may use, one per line."
          />
        </div>
        <TextInput
          label="Styling"
          value={form.styling}
          error={errors.styling}
          onChange={set('styling')}
          maxLength={1000}
          description="Optional, e.g. “rounded corners, dark theme, compact”."
        />
        <PropsEditor rows={form.props} errors={errors} onChange={set('props')} />
        {failure ? (
          <Alert variant="destructive">
            <AlertDescription>
              {failure}
              {isQuotaReached(generate.error) ? (
                <QuotaReachedLink billingHref={userMenuHrefs.billing} />
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
        <Button type="submit" className="w-fit" loading={generate.isPending}>
          {generate.isPending ? null : <Sparkles aria-hidden />}
          Generate
        </Button>
      </form>
      {generate.data?.clarification ? (
        <ClarificationAnswer
          clarification={generate.data.clarification}
          onPick={set('description')}
        />
      ) : generate.data ? (
        <GeneratedResult key={generate.data.id} result={generate.data} />
      ) : null}
    </PageContainer>
  );
}

export default function GeneratePage() {
  return (
    <QueryProvider>
      <Generate />
    </QueryProvider>
  );
}
