import { Armchair, BadgeCheck, PiggyBank, Plane, type LucideIcon } from 'lucide-react';
import { WaitlistButton } from './cta-buttons';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: PiggyBank,
    title: 'Spend less on hotels',
    text: "Project weeks, offsites and visits to the office happen in colleagues' homes, at the nightly price a colleague sets instead of a hotel rate. HR cuts travel and accommodation spend without cutting trips.",
  },
  {
    icon: Armchair,
    title: 'Stay somewhere you can work',
    text: 'Every host confirms a work-ready checklist: Wi-Fi speed, a desk and chair, a quiet space, and a photo-verified workspace. No more laptops on hotel beds.',
  },
  {
    icon: BadgeCheck,
    title: 'Only your colleagues',
    text: 'Your company joins after we verify its domain, and every member signs in with a verified company e-mail. You see homes from your own company, never from strangers.',
  },
  {
    icon: Plane,
    title: 'A perk people use',
    text: 'Employees get to work from another city, or host a teammate, and hosts are paid the nightly rate, less a small platform commission, 24 hours after check-out. A benefit that brings distributed teams together.',
  },
];

export function BenefitsSection() {
  return (
    <section id="benefits" aria-labelledby="benefits-title" className="scroll-mt-20 px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-12">
        <Reveal>
          <SectionHeading
            id="benefits-title"
            eyebrow="Benefits"
            title="Travel that works for the team and the budget"
            intro="Worknest turns the spare rooms and empty apartments your people already have into places to stay and work, for each other."
          />
        </Reveal>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit, index) => (
            <li key={benefit.title}>
              <Reveal delay={index % 2 === 0 ? 200 : 400} className="h-full">
                <article className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                    <benefit.icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="text-lg font-semibold">{benefit.title}</h3>
                  <p className="text-muted-foreground">{benefit.text}</p>
                </article>
              </Reveal>
            </li>
          ))}
        </ul>
        <div className="flex justify-center">
          <WaitlistButton size="lg" />
        </div>
      </div>
    </section>
  );
}
