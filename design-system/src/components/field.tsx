import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn';
import { Label, type LabelProps } from './label';

export const fieldVariants = cva('min-w-0', {
  variants: {
    orientation: {
      vertical: 'flex flex-col gap-2',
      // Control first, then its label; description and error line up under the label.
      horizontal: [
        'grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5',
        '[&>[data-slot=field-description]]:col-start-2 [&>[data-slot=field-error]]:col-start-2',
      ],
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** Every orientation by name, for stories and tests. */
export const fieldVariantOptions = {
  orientation: ['vertical', 'horizontal'],
} as const;

type FieldContextValue = {
  controlId: string;
  descriptionId: string;
  errorId: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  hasDescription: boolean;
  hasError: boolean;
  registerDescription: () => () => void;
  registerError: () => () => void;
};

const FieldContext = React.createContext<FieldContextValue | null>(null);

function useFieldContext(part: string): FieldContextValue {
  const context = React.useContext(FieldContext);
  if (!context) throw new Error(`${part} must be rendered inside a Field.`);
  return context;
}

export type FieldProps = React.ComponentProps<'div'> &
  VariantProps<typeof fieldVariants> & {
    /** Marks the control invalid. A FieldError with a message marks it invalid too. */
    invalid?: boolean;
    /** Announces the control as required and shows the required marker on the label. */
    required?: boolean;
    /** Disables the control and dims the label. */
    disabled?: boolean;
  };

/**
 * One form field: a label, a control, an optional description and an optional error message.
 * The parts are wired by generated ids, so the control is named by its label and described by
 * its description and error, with `aria-invalid` and `aria-errormessage` set while it is invalid.
 */
export function Field({
  className,
  orientation,
  invalid: invalidProp = false,
  required = false,
  disabled = false,
  ...props
}: FieldProps) {
  const id = React.useId();
  const [hasDescription, setHasDescription] = React.useState(false);
  const [hasError, setHasError] = React.useState(false);

  const registerDescription = React.useCallback(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, []);
  const registerError = React.useCallback(() => {
    setHasError(true);
    return () => setHasError(false);
  }, []);

  const invalid = invalidProp || hasError;
  const context = React.useMemo<FieldContextValue>(
    () => ({
      controlId: `${id}-control`,
      descriptionId: `${id}-description`,
      errorId: `${id}-error`,
      invalid,
      required,
      disabled,
      hasDescription,
      hasError,
      registerDescription,
      registerError,
    }),
    [id, invalid, required, disabled, hasDescription, hasError, registerDescription, registerError],
  );

  return (
    <FieldContext.Provider value={context}>
      <div
        data-slot="field"
        data-orientation={orientation ?? 'vertical'}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        className={cn(fieldVariants({ orientation }), className)}
        {...props}
      />
    </FieldContext.Provider>
  );
}

export type FieldLabelProps = Omit<LabelProps, 'htmlFor' | 'required'>;

/** The field's label, tied to its control, with the required marker when the field is required. */
export function FieldLabel({ className, ...props }: FieldLabelProps) {
  const field = useFieldContext('FieldLabel');
  return (
    <Label
      data-slot="field-label"
      htmlFor={field.controlId}
      required={field.required}
      data-invalid={field.invalid || undefined}
      data-disabled={field.disabled || undefined}
      className={cn('data-invalid:text-destructive', className)}
      {...props}
    />
  );
}

export type FieldControlProps = React.ComponentProps<typeof Slot>;

/**
 * Passes the field's wiring (id, `aria-describedby`, `aria-invalid`, `aria-errormessage`,
 * `aria-required`, `disabled`) to its single child, which keeps its own element and data-slot.
 * Required is announced, not enforced: the app validates, the same way for every kind of control
 * (a Select's trigger cannot carry a native `required`). Put `required` on the control itself to
 * also get the browser's constraint validation.
 */
export function FieldControl({ 'aria-describedby': describedBy, ...props }: FieldControlProps) {
  const field = useFieldContext('FieldControl');
  const showsError = field.invalid && field.hasError;
  const describedByIds = [
    describedBy,
    field.hasDescription && field.descriptionId,
    showsError && field.errorId,
  ]
    .filter(Boolean)
    .join(' ');
  // Slot's props are typed as generic HTML attributes; `disabled` belongs to the control it wraps.
  const controlProps: Record<string, unknown> = {
    id: field.controlId,
    'aria-describedby': describedByIds || undefined,
    'aria-invalid': field.invalid || undefined,
    'aria-errormessage': showsError ? field.errorId : undefined,
    'aria-required': field.required || undefined,
    disabled: field.disabled || undefined,
  };
  return <Slot {...controlProps} {...props} />;
}

export type FieldDescriptionProps = React.ComponentProps<'p'>;

/** Help text read out with the control. */
export function FieldDescription({ className, ...props }: FieldDescriptionProps) {
  const field = useFieldContext('FieldDescription');
  const { registerDescription } = field;
  React.useLayoutEffect(() => registerDescription(), [registerDescription]);
  return (
    <p
      data-slot="field-description"
      id={field.descriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export type FieldErrorProps = React.ComponentProps<'p'>;

/** The field's error message. Renders nothing without a message, so it can take an optional error as is. */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  const field = useFieldContext('FieldError');
  const { registerError } = field;
  const hasMessage =
    children !== undefined && children !== null && children !== false && children !== '';
  React.useLayoutEffect(
    () => (hasMessage ? registerError() : undefined),
    [hasMessage, registerError],
  );
  if (!hasMessage) return null;
  return (
    <p
      data-slot="field-error"
      id={field.errorId}
      className={cn('flex items-start gap-1.5 text-sm font-medium text-destructive', className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
