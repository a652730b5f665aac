import { MARKETING_ROLES, type MarketingMessages, type MarketingRole } from '@worknest/shared/marketing-options';
import { translate } from '../../../lib/i18n';

/**
 * Issue 40: a public form's validation messages in the reader's language. `english` is the form's
 * SPEC.md §5 set (the English catalog holds the same words); `form` is its key prefix in the
 * `public` catalog (`waitlist`, `demo`; the quick form's own in quick-waitlist-form).
 */
export function marketingMessages(english: MarketingMessages, form: 'waitlist' | 'demo'): MarketingMessages {
  const messages = { ...english };
  for (const field of Object.keys(english) as (keyof MarketingMessages)[]) messages[field] = translate('public', `${form}.error.${field}`);
  return messages;
}

/** The role options' labels in the reader's language (SPEC.md §3's English in the English catalog). */
export function roleLabels(t: (id: string) => string): Record<MarketingRole, string> {
  return Object.fromEntries(MARKETING_ROLES.map((role) => [role, t(`role.${role}`)])) as Record<MarketingRole, string>;
}
