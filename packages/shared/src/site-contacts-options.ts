/*
 * Plain values of the site's contacts, no zod (issue 15: the landing page's footer needs the
 * labels only, and must not load zod); ./site-contacts adds the schema and re-exports these.
 */

/** The networks the footer has a mark for (web/src/features/landing/components/social-icons.tsx). */
export const socialNetworks = ['linkedin', 'twitter'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
};
