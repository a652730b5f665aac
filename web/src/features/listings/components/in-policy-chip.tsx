import { Button } from '../../../components/ui/button';

/**
 * Issue 35: the "In policy" filter chip: only homes whose nightly price is within the company's
 * travel-policy cap for their country (`inPolicy=true`, in the URL like the other filters).
 */
export function InPolicyChip({ on, onToggle }: { on: boolean; onToggle: (next: boolean) => void }) {
  return (
    <Button
      type="button"
      variant={on ? 'default' : 'outline'}
      size="sm"
      aria-pressed={on}
      title="Only homes within your company’s nightly cap for business stays"
      onClick={() => onToggle(!on)}
    >
      In policy
    </Button>
  );
}
