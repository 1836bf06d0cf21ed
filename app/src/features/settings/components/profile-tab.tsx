import * as React from 'react';
import type { User } from '@kiln/contract';
import { updateProfileBodySchema } from '@kiln/contract';
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { fieldErrors, formValues } from '../../../lib/form-errors';
import { TextField } from '../../../components/text-field';
import { useUploadAvatar } from '../api/put-avatar';
import { useUpdateProfile } from '../api/put-profile';

export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_FAILED = 'Failed to update profile';
const AVATAR_TYPES = 'image/png,image/jpeg,image/webp';

/** Name, company and avatar (an uploaded image, or an https URL); the e-mail is shown, not edited. */
export function ProfileTab({ user }: { user: User }) {
  const update = useUpdateProfile();
  const upload = useUploadAvatar();
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const body = {
      firstName: values.firstName,
      lastName: values.lastName,
      company: values.company ?? '',
      ...(values.avatar ? { avatar: values.avatar } : {}),
    };
    const parsed = updateProfileBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(PROFILE_UPDATED),
      onError: () => toast.error(PROFILE_FAILED),
    });
  };

  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(PROFILE_UPDATED),
      onError: (error) => toast.error(`${PROFILE_FAILED}: ${describeError(error)}`),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>How you appear in Kiln.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar size="lg">
            {user.avatar ? <AvatarImage src={user.avatar} alt="" /> : null}
            <AvatarFallback name={`${user.firstName} ${user.lastName}`} />
          </Avatar>
          <label className="inline-flex cursor-pointer items-center rounded-control border border-border px-3 py-2 text-sm font-medium hover:bg-accent focus-within:ring-2 focus-within:ring-ring">
            {upload.isPending ? 'Uploading…' : 'Upload a picture'}
            <input
              type="file"
              accept={AVATAR_TYPES}
              className="sr-only"
              onChange={onFile}
              aria-describedby="avatar-rules"
            />
          </label>
          <p id="avatar-rules" className="text-sm text-muted-foreground">
            PNG, JPEG or WebP, at most 2 MB.
          </p>
        </div>
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-5 sm:grid-cols-2"
          aria-label="Profile"
        >
          <TextField
            name="firstName"
            label="First name"
            defaultValue={user.firstName}
            required
            error={errors.firstName}
            autoComplete="given-name"
          />
          <TextField
            name="lastName"
            label="Last name"
            defaultValue={user.lastName}
            required
            error={errors.lastName}
            autoComplete="family-name"
          />
          <TextField
            name="company"
            label="Company"
            defaultValue={user.company ?? ''}
            error={errors.company}
            autoComplete="organization"
          />
          <TextField
            name="email"
            label="E-mail"
            defaultValue={user.email}
            readOnly
            description="Your sign-in address cannot be changed here."
          />
          <div className="sm:col-span-2">
            <TextField
              name="avatar"
              label="Avatar URL"
              type="url"
              placeholder="https://…"
              defaultValue={user.avatar?.startsWith('https://') ? user.avatar : ''}
              error={errors.avatar}
              description="Or point to a picture hosted elsewhere (https)."
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
