import { Controller, type Control, type FieldPathByValue, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch-field';
import { serverFieldErrors } from '@/lib/form-errors';

/** A switch bound to a boolean form field; `wide` spans both columns of a settings section. */
export function SettingsSwitch<V extends FieldValues>({
  control,
  name,
  label,
  description,
  wide = false,
}: {
  control: Control<V>;
  name: FieldPathByValue<V, boolean>;
  label: string;
  description: string;
  wide?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const input = <SwitchField label={label} description={description} checked={field.value} onCheckedChange={field.onChange} />;
        return wide ? <div className="sm:col-span-2">{input}</div> : input;
      }}
    />
  );
}

/** The form's submit button, full width on phones. */
export function SaveButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={pending} className="w-full sm:w-auto">
        {children}
      </Button>
    </div>
  );
}

/** Puts the server's field messages (a 400 VALIDATION_FAILED) under the fields they name. */
export function showServerErrors<V extends FieldValues>(setError: UseFormSetError<V>) {
  return (error: unknown) =>
    Object.entries(serverFieldErrors(error)).forEach(([field, message]) => setError(field as Path<V>, { message }));
}
