import { BadgeCheck, ClipboardCheck, KeyRound, ShieldCheck, type LucideIcon } from 'lucide-react';
import { InfoTooltip } from './info-tooltip';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';

const CARDS: { icon: LucideIcon; title: string; text: string; more?: string }[] = [
  {
    icon: BadgeCheck,
    title: 'Verified companies and people',
    text: 'Companies are enrolled only after we verify their domain, and every member needs a verified company e-mail.',
    more: 'Domain verification means we confirm your company controls its e-mail domain before anyone can join. After that, only addresses on that domain can sign in, and only colleagues see each other’s homes.',
  },
  {
    icon: KeyRound,
    title: 'Single sign-on and your access',
    text: 'Connect your identity provider if you like. Your HR team sees every member and can end an account at once.',
  },
  {
    icon: ClipboardCheck,
    title: 'Work-ready, checked by hosts',
    text: 'Hosts confirm Wi-Fi speed, a desk and chair, a quiet space, and add a photo of the workspace.',
  },
  {
    icon: ShieldCheck,
    title: 'GDPR-aligned, minimal data',
    text: 'We collect what a stay needs and nothing more, and we never sell personal data.',
    more: 'Your name, work e-mail, and what you choose to add to your profile, listings and messages. Card details go straight to our payment provider; they never touch our servers.',
  },
];

export function SecuritySection() {
  return (
    <section id="security-trust" aria-labelledby="security-trust-title" className="scroll-mt-20 bg-muted px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-12">
        <Reveal>
          <SectionHeading
            id="security-trust-title"
            eyebrow="Security and trust"
            title="A private network, not a public marketplace"
            intro="Trust starts with a shared employer. Everything else is built so your security and legal teams can say yes."
          />
        </Reveal>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map((card, index) => (
            <li key={card.title}>
              <Reveal delay={index % 2 === 0 ? 200 : 400} className="h-full">
                <article className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                    <card.icon aria-hidden="true" className="size-6" />
                  </span>
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="text-lg font-semibold">{card.title}</h3>
                    {card.more ? <InfoTooltip label={`More about ${card.title.toLowerCase()}`}>{card.more}</InfoTooltip> : null}
                  </div>
                  <p className="text-muted-foreground">{card.text}</p>
                </article>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
