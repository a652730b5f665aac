/**
 * The Open Graph and Twitter card tags of the landing page that need the site's absolute address.
 * React hoists them into <head> while the page is shown. The others (title, description, card
 * type) are static in index.html, so crawlers that run no script read them; they are not repeated
 * here, as a second copy of a tag would leave readers to pick one.
 */
import { useT } from '../../../lib/i18n';

export function SocialMeta() {
  const t = useT('landing');
  const origin = window.location.origin;
  return (
    <>
      <meta property="og:url" content={`${origin}/`} />
      <meta property="og:image" content={`${origin}/landing/og-image.jpg`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={t('ogAlt')} />
      <meta name="twitter:image" content={`${origin}/landing/og-image.jpg`} />
    </>
  );
}
