/**
 * Lets non-React code (the API client) change the route. The router registers its navigate
 * function at start-up; until then a full page load does the job.
 */
type Navigate = (path: string) => void;

let navigateImpl: Navigate = (path) => window.location.assign(path);

export function registerNavigate(navigate: Navigate): () => void {
  navigateImpl = navigate;
  return () => {
    navigateImpl = (path) => window.location.assign(path);
  };
}

export function navigateTo(path: string): void {
  navigateImpl(path);
}
