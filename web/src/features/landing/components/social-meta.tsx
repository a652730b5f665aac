/**
 * Open Graph and Twitter card tags of the landing page. React hoists them into <head> while the
 * page is shown. Crawlers that run no script read only index.html, so the same tags belong there
 * too (see the report of the public-site issue); these cover the ones that do render.
 */
const TITLE = 'Worknest: give your team the world, without the hotel bill';
const DESCRIPTION =
  "A private home-exchange network for company employees: work-ready stays in colleagues' homes instead of hotels. Join the waitlist or request a demo.";

export function SocialMeta() {
  const origin = window.location.origin;
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Worknest" />
      <meta property="og:title" content={TITLE} />
      <meta property="og:description" content={DESCRIPTION} />
      <meta property="og:url" content={`${origin}/`} />
      <meta property="og:image" content={`${origin}/landing/og-image.jpg`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content="Give your team the world, without the hotel bill: Worknest" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={TITLE} />
      <meta name="twitter:description" content={DESCRIPTION} />
      <meta name="twitter:image" content={`${origin}/landing/og-image.jpg`} />
    </>
  );
}
