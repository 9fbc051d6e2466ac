import { Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { PwaUpdateBanner } from './pwa-update-banner';
import { SignedInApp } from './routes/lazy-pages';
import { SignedOutRoutes } from './routes/signed-out-routes';

export function App() {
  const { isLoading, isAuthenticated } = useAuth();

  return (
    <>
      {isLoading ? (
        <PageSpinner label="Loading your account" />
      ) : (
        <Suspense fallback={<PageSpinner />}>{isAuthenticated ? <SignedInApp /> : <SignedOutRoutes />}</Suspense>
      )}
      <PwaUpdateBanner />
    </>
  );
}
