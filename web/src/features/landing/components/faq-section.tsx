import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import { MAGIC_LINK_TTL_MINUTES, MINIMUM_AGE, SESSION_TTL_DAYS } from '@worknest/shared/constants';
import { DemoButton } from './cta-buttons';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';

/** SPEC.md §9: eight questions. */
const QUESTIONS = [
  {
    question: 'Who can join Worknest?',
    answer: `Employees of participating companies. Your company is enrolled first, after we verify its e-mail domain; then anyone with a verified company e-mail can sign in. Members must be at least ${MINIMUM_AGE}.`,
  },
  {
    question: 'Will I see homes from other companies?',
    answer: 'No. You see listings from colleagues on your own company domain only. The shared employer is what makes the network trustworthy.',
  },
  {
    question: 'How do I sign in?',
    answer: `With your work e-mail. We send you a link that is valid for ${MAGIC_LINK_TTL_MINUTES} minutes; there is no password, and you stay signed in for ${SESSION_TTL_DAYS} days on that device.`,
  },
  {
    question: 'What makes a home work-ready?',
    answer: 'Before listing, hosts confirm a checklist: the Wi-Fi speed, a desk and a chair, a quiet space to work, and a photo of the workspace.',
  },
  {
    question: 'How do guests pay?',
    answer: 'By card when they book. The price is the host’s nightly rate in euros times the number of nights, plus a service fee that covers platform costs and payment processing. Worknest does not insure stays.',
  },
  {
    question: 'What does Worknest cost my company?',
    answer: 'A one-time setup fee, then a small per-stay fee charged only when someone stays, with no long-term lock-in. Request a demo and we will walk you through the numbers for your team.',
  },
  {
    question: 'Where is Worknest available?',
    answer: 'Wherever your colleagues have a home to share: availability is global. Prices are shown in euros.',
  },
  {
    question: 'How do you handle our data?',
    answer: 'We are GDPR-aligned and collect only what a stay needs. Card payments are handled by our payment provider, and your admins can add single sign-on. Members can download or delete their data themselves. Our Privacy Policy has the details.',
  },
];

/** The FAQ (SPEC.md §2): one answer open at a time; the open one closes when clicked again. */
export function FaqSection() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-3xl gap-12">
        <Reveal>
          <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions we hear often" />
        </Reveal>
        <Reveal delay={200}>
          <ul className="divide-y divide-border rounded-xl border border-border bg-card shadow-sm" data-testid="faq-list">
            {QUESTIONS.map((item, index) => {
              const open = openIndex === index;
              const buttonId = `${baseId}-q${index}`;
              const panelId = `${baseId}-a${index}`;
              return (
                <li key={item.question}>
                  <h3>
                    <button
                      id={buttonId}
                      type="button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenIndex(open ? null : index)}
                      className="flex w-full cursor-pointer items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold hover:bg-accent/60"
                    >
                      {item.question}
                      <ChevronDown aria-hidden="true" className={clsx('size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} />
                    </button>
                  </h3>
                  <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-6 pb-5 text-muted-foreground">
                    {item.answer}
                  </div>
                </li>
              );
            })}
          </ul>
        </Reveal>
        <div className="grid justify-items-center gap-4 text-center">
          <p className="text-lg text-muted-foreground">Still have a question? We are happy to answer it on a call.</p>
          <DemoButton size="lg" primary />
        </div>
      </div>
    </section>
  );
}
