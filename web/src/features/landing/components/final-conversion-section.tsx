import { Check } from 'lucide-react';
import { DemoButton } from './cta-buttons';
import { QuickWaitlistForm } from './quick-waitlist-form';
import { Reveal } from './reveal';

const NEXT_STEPS = [
  'We get in touch as places in the private beta open',
  'We verify your company domain and enroll your company',
  'Your team signs in with their work e-mail and starts listing',
];

/** The final conversion block (SPEC.md §2), target of every "Talk to Sales". */
export function FinalConversionSection() {
  return (
    <section
      id="final-conversion"
      aria-labelledby="final-conversion-title"
      className="scroll-mt-20 bg-[linear-gradient(160deg,#0b2a2c,#0f5c55)] px-4 py-20 text-white sm:px-6 sm:py-28"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <Reveal className="grid gap-6">
          <p className="text-sm font-semibold tracking-wide text-[#f6c177] uppercase">Get started</p>
          <h2 id="final-conversion-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Bring Worknest to your company
          </h2>
          <p className="text-lg text-white/85">
            Join the waitlist with your work e-mail and role. Whether you run HR, lead the company, or simply want this at
            work: every signup tells us where to open next.
          </p>
          <ul className="grid gap-3">
            {NEXT_STEPS.map((step) => (
              <li key={step} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[#f6c177]" />
                <span className="text-white/90">{step}</span>
              </li>
            ))}
          </ul>
          <div>
            <DemoButton onDark>
              Prefer a walkthrough? Request a Demo
            </DemoButton>
          </div>
        </Reveal>
        <Reveal delay={200}>
          <QuickWaitlistForm />
        </Reveal>
      </div>
    </section>
  );
}
