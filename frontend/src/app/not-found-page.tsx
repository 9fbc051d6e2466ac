import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you opened does not exist.</p>
      <Link to="/" className={buttonClasses('outline')}>
        Go to Dashboard
      </Link>
    </div>
  );
}
