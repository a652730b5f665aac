import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { Access } from '@worknest/functions/routes';

/**
 * Why a route has no API Gateway authorizer: access is enforced inside the function by the
 * handler kit, from the same route table, so an authorizer would restate the table in a second
 * place that the local gateway does not have.
 */
const reasons: Record<Access, string> = {
  public: 'Public by design in the route table (health, sign-in requests); the handler kit applies rate limits.',
  member: 'Requires a signed-in member: the handler kit checks the session cookie against the route table.',
  hr: 'Requires an HR session of the same company: the handler kit checks it against the route table.',
  admin: 'Requires an admin session: the handler kit checks it against the route table.',
  webhook: 'Called by Stripe: the handler verifies the Stripe-Signature header with the webhook secret.',
  scim: "Called by a company's identity provider: the SCIM handler kit checks the company's directory-sync bearer token (stored hashed) and rate-limits per company.",
};

export function acknowledgeRouteAuthorization(route: IConstruct, access: Access): void {
  Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason: reasons[access] });
}
