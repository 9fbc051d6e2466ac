import { lazy } from 'react';
import { useForgetSession } from '@/features/auth';

const DeleteAccountPage = lazy(() => import('@/features/account/pages/DeleteAccountPage'));

// Features don't import each other; the app hands the account screen the auth feature's way of signing out.
export function DeleteAccountScreen() {
  return <DeleteAccountPage signOut={useForgetSession()} />;
}
