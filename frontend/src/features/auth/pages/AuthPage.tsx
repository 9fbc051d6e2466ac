import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuthLayout } from '../components/auth-layout';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { VerifyEmailDialog } from '../components/verify-email-dialog';
import { useRegistration } from '../hooks/use-registration';

type AuthTab = 'signin' | 'signup';

interface AuthPageProps {
  footer: ReactNode;
  /** Shown above the card, e.g. the plan chosen on the pricing cards (supplied by the app). */
  notice?: ReactNode;
}

/** /register opens on Sign Up; /login, /auth and every other path on Sign In. */
export default function AuthPage({ footer, notice }: AuthPageProps) {
  const { pathname } = useLocation();
  const [tab, setTab] = useState<AuthTab>(pathname === '/register' ? 'signup' : 'signin');
  const registration = useRegistration();

  return (
    <AuthLayout footer={footer}>
      {notice}
      <Card>
        <CardHeader className="pb-4 text-center">
          <CardTitle as="h1">Get Started</CardTitle>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onSubmit={registration.requestCode} isSubmitting={registration.isSendingCode} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <VerifyEmailDialog
        open={registration.isVerifyDialogOpen}
        onOpenChange={registration.setVerifyDialogOpen}
        email={registration.email}
        onVerify={registration.verifyCode}
        isVerifying={registration.isVerifying}
        onResend={registration.resendCode}
        isResending={registration.isSendingCode}
      />
    </AuthLayout>
  );
}
