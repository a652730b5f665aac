import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

/**
 * Issue 35: the "In policy" filter chip: only homes whose nightly price is within the company's
 * travel-policy cap for their country (`inPolicy=true`, in the URL like the other filters).
 */
export function InPolicyChip({ on, onToggle }: { on: boolean; onToggle: (next: boolean) => void }) {
  const t = useT('listings');
  return (
    <Button
      type="button"
      variant={on ? 'default' : 'outline'}
      size="sm"
      aria-pressed={on}
      title={t('inPolicy.title')}
      onClick={() => onToggle(!on)}
    >
      {t('inPolicy.label')}
    </Button>
  );
}
