import { DemoButton } from './cta-buttons';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    title: 'Your company joins',
    text: 'We verify your company domain and enroll it. Your HR team sees who joined and manages access, and your admins can connect single sign-on.',
  },
  {
    title: 'Colleagues list their homes',
    text: 'Employees list a spare room or a whole apartment with a nightly price in euros, their available dates, and the work-ready checklist.',
  },
  {
    title: 'Book, message, stay',
    text: 'Members sign in with a link sent to their work e-mail, pick dates, and pay by card. Guest and host message each other before and during the stay.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 bg-muted px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-12">
        <Reveal>
          <SectionHeading
            id="how-it-works-title"
            eyebrow="How it works"
            title="Three steps from sign-up to a colleague's spare room"
          />
        </Reveal>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Reveal delay={index === 0 ? 0 : index === 1 ? 200 : 400} className="h-full">
                <div className="flex h-full flex-col gap-4 rounded-xl bg-card p-6 shadow-sm">
                  <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground">
                    {index + 1}
                  </span>
                  <h3 className="text-lg font-semibold">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="text-muted-foreground">{step.text}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ol>
        <div className="flex justify-center">
          <DemoButton size="lg" primary />
        </div>
      </div>
    </section>
  );
}
