import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigate } from '@/lib/app-navigation';

/** Hands the router's navigate to non-React code, so the API client's /login redirect keeps app state. */
export function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((path) => void navigate(path)), [navigate]);
  return null;
}
