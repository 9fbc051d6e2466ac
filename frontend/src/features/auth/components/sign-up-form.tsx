import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { loadPendingRegistration } from '../pending-registration';
import { signUpSchema, type SignUpValues } from '../schemas';
import { PhoneInput } from '@/components/ui/phone-input';

interface SignUpFormProps {
  onSubmit: (values: SignUpValues) => void;
  isSubmitting: boolean;
}

const EMPTY_FORM: SignUpValues = {
  firstName: '',
  lastName: '',
  businessName: '',
  email: '',
  phone: '',
  businessAddress: '',
  password: '',
};

/** A sign-up interrupted by a reload comes back pre-filled, except for the password. */
function initialValues(): SignUpValues {
  return { ...EMPTY_FORM, ...loadPendingRegistration()?.registration };
}

export function SignUpForm({ onSubmit, isSubmitting }: SignUpFormProps) {
  const { register, control, handleSubmit, formState } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: initialValues(),
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label="Business name" error={errors.businessName?.message}>
        <Input autoComplete="organization" {...register('businessName')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@business.in" {...register('email')} />
      </FormField>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <FormField label="Phone" error={errors.phone?.message}>
            <PhoneInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              placeholder="9876543210"
            />
          </FormField>
        )}
      />
      <FormField label="Business address" error={errors.businessAddress?.message}>
        <Input autoComplete="street-address" {...register('businessAddress')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Sending code...' : 'Create Account'}
      </Button>
    </form>
  );
}
