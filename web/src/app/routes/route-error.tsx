import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';

/**
 * The error screen of the router: a crash in a page, or a page's code that failed to load
 * (typically after a new deployment replaced the old chunks: reloading fixes it).
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        {status ? `The page could not be shown (${status}).` : 'The page could not be shown.'} Reloading usually helps.
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
