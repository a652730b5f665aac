import type { BusinessStayOptions } from '@worknest/shared/business-stay-rules';
import { businessStayOptions } from '../../domain/billing/business-stay-options';
import { defineHandler } from '../../middleware/define-handler';

/** `GET /api/business-stays/options` (issue 34): whether the member's company pays business stays, and its cost centres. */
export const handler = defineHandler({}, async ({ session }): Promise<BusinessStayOptions> => businessStayOptions(session));
