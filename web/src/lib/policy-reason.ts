import { activeIntlLocale } from '@worknest/shared/active-locale';
import { policyReasonMessage, type PolicyReason } from '@worknest/shared/travel-policy-rules';
import { translate } from './i18n';

/**
 * Issue 40: why a stay is outside the travel policy ("€180 a night is above Acme's €150 cap for
 * Germany") in the reader's language, from the `errors` catalog and the reason's values; a reason
 * stored without values keeps the server's English. The booking panel, the business checkout and
 * the approvals list show it (each route loads `errors`).
 */
export function policyReasonText(reason: PolicyReason): string {
  const parts = policyReasonMessage(reason, activeIntlLocale());
  if (!parts) return reason.message;
  const text = translate('errors', parts.id, parts.values);
  return text === parts.id ? reason.message : text;
}
