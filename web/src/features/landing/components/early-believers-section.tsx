import { Quote } from 'lucide-react';
import { DemoButton } from './cta-buttons';
import { Reveal } from './reveal';

/** Early believers (SPEC.md §2): the team's own words, no invented customer quotes. */
export function EarlyBelieversSection() {
  return (
    <section id="early-believers" aria-labelledby="early-believers-title" className="scroll-mt-20 px-4 py-20 sm:px-6 sm:py-28">
      <Reveal className="mx-auto grid max-w-4xl justify-items-center gap-8 text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Early believers</p>
        <h2 id="early-believers-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          We are building Worknest with our first companies
        </h2>
        <figure className="grid gap-6 rounded-2xl bg-primary p-8 text-primary-foreground shadow-md sm:p-12">
          <Quote aria-hidden="true" className="mx-auto size-10 opacity-70" />
          <blockquote className="text-xl leading-relaxed text-pretty sm:text-2xl">
            “We kept seeing the same thing: a colleague booking a hotel in a city where a teammate had a spare room a short ride
            away. The trust was already there. What was missing was a safe, simple way to share, and a reason for finance to love
            it too.”
          </blockquote>
          <figcaption className="text-base font-medium opacity-90">The Worknest team</figcaption>
        </figure>
        <p className="max-w-2xl text-lg text-muted-foreground">
          During the private beta we onboard a small group of companies and shape the product around their policies and their
          people. If that sounds like you, let’s talk.
        </p>
        <DemoButton size="lg" primary />
      </Reveal>
    </section>
  );
}
