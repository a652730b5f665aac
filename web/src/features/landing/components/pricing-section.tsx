import { Check } from 'lucide-react';
import { formatFee, useSitePricing } from '../api/site-pricing';
import { Button } from '../../../components/ui/button';
import { Reveal } from './reveal';
import { PageLink } from './page-link';
import { SectionLink } from './section-link';
import { SectionHeading } from './section-heading';

/** SPEC.md §2: exactly these three bullets. */
const BULLETS = ['No long-term lock-ins', 'Scales with your team’s usage', 'Designed to be cost-positive versus hotels'];

const PARTS = [
  { title: 'One-time setup fee', text: 'For your company: domain verification, enrollment and, if you want it, single sign-on.', fee: 'setup' },
  { title: 'Small per-stay fee', text: 'Charged only when someone stays. It covers running the platform and payment processing.', fee: 'stay' },
] as const;

export function PricingSection() {
  // Issue 34: the amounts are the stage's settings (companySetupFeeCents, companyStayFeeCents).
  const pricing = useSitePricing();
  const amountOf = (fee: 'setup' | 'stay') =>
    pricing ? (fee === 'setup' ? `${formatFee(pricing.companySetupFeeCents)} once` : `${formatFee(pricing.companyStayFeeCents)} per business stay`) : null;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-muted px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <Reveal>
          <SectionHeading
            id="pricing-title"
            align="left"
            eyebrow="Pricing"
            title="Simple pricing that grows with use"
            intro="You pay to get started and when your people travel. Nothing for empty seats, and nothing that ties you in."
          />
          <ul className="mt-8 grid gap-4">
            {BULLETS.map((bullet) => (
              <li key={bullet} className="flex items-center gap-3 text-lg font-medium">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                </span>
                {bullet}
              </li>
            ))}
          </ul>
        </Reveal>
        <Reveal delay={200}>
          <div className="grid gap-6 rounded-2xl border border-border bg-card p-8 shadow-md">
            {PARTS.map((part) => (
              <div key={part.title} className="grid gap-1 border-b border-border pb-6 last:border-b-0 last:pb-0">
                <h3 className="text-xl font-semibold">{part.title}</h3>
                {amountOf(part.fee) ? <p className="text-2xl font-semibold tracking-tight text-primary">{amountOf(part.fee)}</p> : null}
                <p className="text-muted-foreground">{part.text}</p>
              </div>
            ))}
            <p className="text-sm text-muted-foreground">
              Business stays are billed to your company by card or on a monthly invoice. Talk to us about rolling Worknest out.
            </p>
            <Button asChild size="lg">
              <SectionLink to="final-conversion">Talk to Sales</SectionLink>
            </Button>
            {/* Issue 38: a company can also start by itself, setup fee included. */}
            <Button asChild size="lg" variant="outline">
              <PageLink to="/for-companies">Sign up your company</PageLink>
            </Button>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
