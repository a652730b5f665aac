import { Check, HeartHandshake, Laptop } from 'lucide-react';
import { WaitlistButton } from './cta-buttons';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';

const AUDIENCES = [
  {
    icon: HeartHandshake,
    title: 'HR and People Ops',
    text: 'A travel perk that lowers accommodation spend instead of adding to it.',
    points: [
      'Put team weeks and office visits in colleagues’ homes instead of hotels',
      'See your company’s members and manage access from an HR dashboard',
      'Deactivate the accounts of people who leave, from the same dashboard',
      'Roll out with domain verification and an optional single sign-on',
    ],
  },
  {
    icon: Laptop,
    title: 'Remote and hybrid employees',
    text: 'A place to stay and work wherever your colleagues live.',
    points: [
      'Work for a week from a colleague’s home in another city',
      'Host teammates visiting your city and get paid for each stay through Stripe',
      'Sign in with a link to your work e-mail: no password to remember',
      'Stay with people who share your employer, and message them before you go',
    ],
  },
];

export function AudienceSection() {
  return (
    <section id="who-its-for" aria-labelledby="who-its-for-title" className="scroll-mt-20 px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-12">
        <Reveal>
          <SectionHeading
            id="who-its-for-title"
            eyebrow="Who it is for"
            title="Built for the people who plan travel, and the people who travel"
            intro="Leadership gets a travel budget that goes further. HR gets a perk that is easy to run. Employees get a home base in cities where they have colleagues."
          />
        </Reveal>
        <div className="grid gap-6 md:grid-cols-2">
          {AUDIENCES.map((audience, index) => (
            <Reveal key={audience.title} delay={index === 0 ? 200 : 400} className="h-full">
              <article className="flex h-full flex-col gap-5 rounded-2xl border border-border bg-card p-8 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <audience.icon aria-hidden="true" className="size-6" />
                </span>
                <div className="grid gap-2">
                  <h3 className="text-2xl font-semibold tracking-tight">{audience.title}</h3>
                  <p className="text-muted-foreground">{audience.text}</p>
                </div>
                <ul className="grid gap-3">
                  {audience.points.map((point) => (
                    <li key={point} className="flex gap-3">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </article>
            </Reveal>
          ))}
        </div>
        <div className="flex justify-center">
          <WaitlistButton size="lg" />
        </div>
      </div>
    </section>
  );
}
