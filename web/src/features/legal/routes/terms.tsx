import { Link } from 'react-router';
import { MINIMUM_AGE, SESSION_TTL_DAYS } from '@worknest/shared/constants';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { ContactEmail } from '../../../components/site-contacts';

/** The stage's legal address (stage settings). */
const mail = <ContactEmail kind="legalEmail" />;

const sections: LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <>
        <p>You may use Worknest only if all of the following are true:</p>
        <ul>
          <li>you are at least {MINIMUM_AGE} years old;</li>
          <li>you are an active employee of a company that participates in Worknest;</li>
          <li>you sign in with a verified e-mail address on your company's domain;</li>
          <li>you are allowed to enter into a binding agreement and are not barred from using the service by law.</li>
        </ul>
        <p>
          A company participates once we have verified its domain and enrolled it. Your eligibility ends when you leave the
          company or the company stops participating.
        </p>
      </>
    ),
  },
  {
    id: 'account-registration',
    title: 'Account registration',
    body: (
      <>
        <p>
          Worknest has no passwords. You sign in with a single-use link we send to your work e-mail, and your session lasts{' '}
          {SESSION_TTL_DAYS} days on that device. You are responsible for keeping access to your e-mail account secure and for
          everything done through your Worknest account.
        </p>
        <p>
          Keep your profile accurate, use one account only, and do not share your account or let anyone sign in for you. Tell us
          at once if you think someone has used your account without permission.
        </p>
      </>
    ),
  },
  {
    id: 'listings',
    title: 'Listing a home',
    body: (
      <>
        <p>When you list a room or an apartment, you promise that:</p>
        <ul>
          <li>you have the right to offer it, including any permission you need from a landlord, co-owner or building;</li>
          <li>hosting complies with the laws, permits, tax rules and insurance conditions that apply to you and your home;</li>
          <li>
            your description, photos, nightly price, available dates and work-ready details (Wi-Fi speed, desk and chair, quiet
            space and workspace photo) are accurate and kept up to date;
          </li>
          <li>the home is safe, clean and as described when your guest arrives.</li>
        </ul>
        <p>
          Hosts set their nightly price in euros. We may review, edit for formatting, or remove any listing that breaks these
          terms.
        </p>
      </>
    ),
  },
  {
    id: 'booking-and-payments',
    title: 'Booking and payments',
    body: (
      <>
        <p>
          A booking is a direct agreement between guest and host. Worknest is not a party to it, but provides the platform and
          payment processing.
        </p>
        <ul>
          <li>
            The price is the host's nightly rate multiplied by the number of nights, plus a service fee that covers platform
            costs and payment processing. The full amount is shown before you pay.
          </li>
          <li>
            Guests pay by card through our payment provider. A booking is confirmed once the payment succeeds; if it fails, no
            booking is made.
          </li>
          <li>
            Hosts are paid through Stripe Connect once they have set up payouts: for each stay, the nightly rate times the
            number of nights, minus Worknest's commission (3 % unless we tell you otherwise), is paid to the host 24 hours
            after check-out. The service fee stays with Worknest.
          </li>
          <li>
            A host may choose to accept bookings on request. Your card is then authorised when you ask, and the booking is
            confirmed and charged only if the host accepts within 24 hours; if the host declines or does not answer, you are
            not charged.
          </li>
          <li>You are responsible for any taxes that apply to your income as a host.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations',
    body: (
      <>
        <p>
          The cancellation terms that apply to a booking are shown before you pay.
        </p>
        <ul>
          <li>
            If a host cancels a confirmed booking before the stay begins, the guest receives a full refund, including the
            service fee. Once the stay has begun, the guest gets back the nights not yet begun and the service fee; the nights
            already begun are not refunded. A night begins at check-in time (15:00) on its date, in the home's time zone.
          </li>
          <li>If a guest cancels, the refund follows the cancellation terms shown at the time of booking.</li>
          <li>
            If a home is not reasonably as described, or is not available on arrival, contact us at once: we will work with
            both sides on a refund or an alternative.
          </li>
        </ul>
        <p>Hosts who cancel often may have their listings limited or removed.</p>
      </>
    ),
  },
  {
    id: 'code-of-conduct',
    title: 'Code of conduct',
    body: (
      <>
        <p>Everyone on Worknest is a colleague. We expect you to:</p>
        <ul>
          <li>treat hosts, guests and their homes with respect, and follow the house rules you agreed to;</li>
          <li>
            never harass, threaten or discriminate against anyone, including on the basis of race, religion, national origin,
            disability, sex, gender identity, sexual orientation or age;
          </li>
          <li>not hold parties or events, or bring extra guests, without the host's agreement;</li>
          <li>not use Worknest for anything illegal, or to send spam or contact people for unrelated business;</li>
          <li>keep to your company's code of conduct, which continues to apply to how you treat colleagues here.</li>
        </ul>
        <p>
          Report problems to us. We may warn, suspend or remove members who break these rules, and we may tell their company
          where its policies are affected.
        </p>
      </>
    ),
  },
  {
    id: 'membership-conditions',
    title: 'Membership conditions',
    body: (
      <p>
        Your membership depends on your company's participation. Your company's HR team can see its members and deactivate
        the accounts of people who leave or who break company policies. Worknest may also suspend an
        account to protect members or the service. Membership is personal and cannot be transferred.
      </p>
    ),
  },
  {
    id: 'insurance-and-liability',
    title: 'Insurance and liability',
    body: (
      <>
        <p>
          Worknest does not insure stays, and the service fee pays for no insurance. Hosts should check that their home or
          contents insurance covers having a guest; guests should have the travel and health insurance they need.
        </p>
        <p>Hosts are responsible for their homes, and guests are responsible for the damage they cause during a stay.</p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          Worknest provides the platform "as is". To the fullest extent the law allows, Worknest is not liable for indirect,
          incidental, special, consequential or punitive damages, or for loss of profits, data or goodwill, arising from your
          use of the service or from any stay.
        </p>
        <p>
          Our total liability for all claims relating to the service is limited to the service fees you paid to Worknest in the
          12 months before the event giving rise to the claim.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited by law, such as liability for death or personal injury
          caused by negligence, or for fraud.
        </p>
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <p>
        You agree to indemnify and hold harmless Worknest and its officers, employees and agents from claims, losses and
        reasonable legal costs arising from your listings, your stays or hosting, your breach of these terms, or your violation of
        any law or the rights of others.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          You may stop using Worknest at any time and ask us to delete your account. Your access ends automatically when you
          leave your company or your company stops participating.
        </p>
        <p>
          We may suspend or end your access if you break these terms, if required by law, or to protect members or the service.
          Confirmed bookings affected by a termination are handled under the cancellation section above. Sections that by their
          nature should survive termination, such as limitation of liability, indemnification and governing law, survive it.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        Worknest, its software, design and brand belong to Worknest and its licensors. The content you add (listing text,
        photos, messages) remains yours; you give us a non-exclusive, worldwide, royalty-free licence to host, display and adapt it
        only to run the service for your company network. If you send us feedback, we may use it without obligation to you.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party services',
    body: (
      <p>
        Parts of Worknest rely on other providers, such as our payment provider for card payments and, if your company uses it,
        your identity provider for single sign-on. Their own terms and privacy policies apply to what they do, and we are not
        responsible for their services or for websites we link to.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <>
        <p>
          These terms are governed by the laws of the State of Delaware, USA, without regard to its conflict-of-law rules.
        </p>
        <p>
          Any dispute arising from these terms or the service will be resolved by binding arbitration on an individual basis,
          administered by the American Arbitration Association under its rules, with the seat of arbitration in Delaware. Either
          side may instead bring an individual claim in small-claims court, or ask a court for urgent injunctive relief. Class
          actions and class arbitrations are not permitted.
        </p>
        <p>
          If you live in a country whose law gives you rights that these terms cannot take away, such as the mandatory consumer
          protections of the EEA or the UK, those rights still apply.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <>
        <p>
          We may update these terms as the service evolves. If a change matters, we will tell you by e-mail or in the app before
          it takes effect and update the date at the top. If you keep using Worknest after that, the new terms apply; if you do
          not agree, you can close your account.
        </p>
        <p>
          Questions about these terms? Write to {mail}. How we handle personal information is described in our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
];

/** `/terms` (SPEC.md §2). */
export function TermsRoute() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          These terms are the agreement between you and Worknest for using our private home-exchange network. Please read them:
          by signing in, you accept them. Your company may also have its own rules for Worknest, which apply alongside these.
        </p>
      }
      sections={sections}
    />
  );
}
