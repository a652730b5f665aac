import { Button } from './ui/button';

interface PageLoadErrorProps {
  /** What went wrong, in the reader's language (`serverText(error, fallback)`). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A page whose data could not be loaded: the message, announced, and a retry in its place. */
export function PageLoadError({ message, retryLabel, onRetry, retrying }: PageLoadErrorProps) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 py-12 text-center">
      <p className="font-medium">{message}</p>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        {retryLabel}
      </Button>
    </div>
  );
}
