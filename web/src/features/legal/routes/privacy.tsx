import { MAGIC_LINK_TTL_MINUTES, MARKETING_RETENTION_MONTHS, MINIMUM_AGE, SESSION_IDLE_DAYS, SESSION_TTL_DAYS } from '@worknest/shared/constants';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { ContactEmail } from '../../../components/site-contacts';

/** The stage's privacy address (stage settings). */
const mail = <ContactEmail kind="privacyEmail" />;

const sections: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run a private home-exchange network for your company.</p>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your work e-mail address, first and last name, and, if you choose to add them, a
            display name, phone number and profile photo. Your company is derived from your e-mail domain, and your company
            sets your role (for example employee, HR or admin).
          </li>
          <li>
            <strong>Listings:</strong> the address, description, photos, nightly price, available dates, rules, amenities and
            work-ready details (such as Wi-Fi speed and workspace) of homes you list.
          </li>
          <li>
            <strong>Bookings:</strong> the listing, dates, number of guests, any special requests, amounts and payment status.
          </li>
          <li>
            <strong>Messages and reviews</strong> you exchange with other members.
          </li>
          <li>
            <strong>Favourites, saved searches, blocks and reports:</strong> the homes you keep, the searches you save and how
            often you want to hear of new homes, the members you block, and what you report to us and why. A member you block or
            report is not told; a report is kept, with the content as it was when reported, for our team to look into.
          </li>
          <li>
            <strong>Waitlist and demo requests:</strong> your name, work e-mail, company, role, company size, regions and any
            message you send us from our website.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Sign-in data:</strong> one-time sign-in links and session identifiers. We store them only in hashed form.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type and request logs, which we use to keep the service secure
            and working (for example, to limit repeated sign-in attempts).
          </li>
          <li>
            <strong>Cookies and browser storage:</strong> we use one essential cookie to keep you signed in, and browser
            storage to remember your cookie choice and a booking you have started but not yet paid. We do not use advertising
            or cross-site tracking cookies.
          </li>
        </ul>
        <h3>Payment information</h3>
        <p>
          Card payments are processed by our payment provider. Your card number goes directly to the provider and never reaches
          our servers; we receive a payment reference, the amount and whether the payment succeeded.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>verify that you work for a participating company and sign you in;</li>
          <li>show your listings to colleagues, and their listings to you, within your company network only;</li>
          <li>process bookings and payments, and send booking confirmations and sign-in e-mails;</li>
          <li>let hosts and guests message each other;</li>
          <li>e-mail you new homes that match a search you saved, as often as you chose (you can turn this off at any time);</li>
          <li>give your company's HR staff and administrators the overview and controls they need to run the program;</li>
          <li>keep the service secure, prevent fraud and abuse, and enforce our Terms of Service;</li>
          <li>answer waitlist and demo requests and tell your company about Worknest;</li>
          <li>understand how the service is used so we can improve it, using aggregated information where we can;</li>
          <li>meet our legal obligations, such as keeping accounting records.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use it for advertising.</p>
      </>
    ),
  },
  {
    id: 'legal-basis',
    title: 'Legal basis for processing (EEA and UK users)',
    body: (
      <>
        <p>
          If you are in the European Economic Area or the United Kingdom, we rely on the following legal bases under the GDPR:
        </p>
        <ul>
          <li>
            <strong>Performance of a contract:</strong> to provide the service you signed up for, including accounts, listings,
            bookings, payments and messages.
          </li>
          <li>
            <strong>Legitimate interests:</strong> to keep the service secure, prevent fraud, improve the product, support your
            employer's administration of the program, and reply to business enquiries such as waitlist and demo requests. We
            weigh these interests against your rights, and you can object at any time.
          </li>
          <li>
            <strong>Legal obligation:</strong> to keep financial records and respond to lawful requests.
          </li>
          <li>
            <strong>Consent:</strong> where we ask for it. You can withdraw consent at any time without affecting earlier
            processing.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <ul>
          <li>
            <strong>With colleagues in your company network:</strong> members see your name, display name, photo and listings.
            When you book or host, the other party also sees the contact details needed for the stay, such as your e-mail and,
            if you added it, your phone number.
          </li>
          <li>
            <strong>With your employer:</strong> your company's HR staff and administrators can see who from the company uses
            Worknest, with name, e-mail, role and whether the account is active, and can deactivate accounts.
          </li>
          <li>
            <strong>With service providers</strong> who process data on our behalf under contract: cloud hosting and e-mail
            delivery, and our payment provider. They may use the data only to provide their services to us.
          </li>
          <li>
            <strong>For legal reasons:</strong> when the law requires it, or to protect the rights, property or safety of our
            members, the public or Worknest.
          </li>
          <li>
            <strong>In a business transfer:</strong> if Worknest is involved in a merger, acquisition or sale of assets, with
            notice to you and the same protections as in this policy.
          </li>
        </ul>
        <p>Members of other companies cannot see your profile or listings.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Data retention',
    body: (
      <>
        <p>We keep personal information only as long as we need it for the purposes above:</p>
        <ul>
          <li>Sign-in links expire after {MAGIC_LINK_TTL_MINUTES} minutes; an expired link can never be used and is deleted automatically from then on.</li>
          <li>
            Sessions end after {SESSION_TTL_DAYS} days, or after {SESSION_IDLE_DAYS} days without use, or earlier when you log out or
            delete your account, and are deleted automatically when they end. We keep no other history of your sign-ins.
          </li>
          <li>
            Account, listing and message data are kept while your account is active. When you delete your account (Profile
            → Your data → Delete my account), your profile, name, e-mail address, phone number, listings and their photos
            are deleted at once and every session ends. Messages and reviews you wrote stay for the other members, shown as
            from a “Former member”.
          </li>
          <li>Booking and payment records keep only what tax and accounting laws require (amounts, dates, payment reference), under a pseudonymous id instead of your name, for as long as those laws require.</li>
          <li>Waitlist and demo requests are deleted automatically {MARKETING_RETENTION_MONTHS} months after they arrive, or earlier when you ask us.</li>
          <li>Security logs are kept for a limited period and then deleted.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <>
        <p>We protect your information with measures suited to its sensitivity, including:</p>
        <ul>
          <li>encryption in transit for every connection to Worknest;</li>
          <li>
            passwordless sign-in with single-use links that expire after {MAGIC_LINK_TTL_MINUTES} minutes, and session cookies
            that scripts cannot read;
          </li>
          <li>storing sign-in and session tokens only as one-way hashes;</li>
          <li>access limited by company domain, by role, and on our side to the people who need it;</li>
          <li>limits on repeated requests to block automated abuse.</li>
        </ul>
        <p>
          No system is perfectly secure. If we learn of a breach that affects your personal information, we will notify you and
          the authorities as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        Availability is global, so your information may be processed outside your country, including in the United States,
        where our service providers operate. When we transfer personal information out of the EEA or the UK, we use safeguards
        recognised by law, such as the European Commission's Standard Contractual Clauses, and we choose providers that protect
        data to the standard this policy describes.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and get a copy;</li>
          <li>correct information that is wrong or incomplete (you can edit most profile details yourself);</li>
          <li>have your information deleted;</li>
          <li>restrict or object to certain processing, including processing based on legitimate interests;</li>
          <li>receive your information in a portable format;</li>
          <li>withdraw consent where we rely on it;</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          You can download a copy of your data (a JSON file you can take elsewhere) and delete your account yourself, under
          Profile → Your data. Its sign-ins are your open sessions (at most the last {SESSION_TTL_DAYS} days), since we keep
          nothing older; reviews of you that are still hidden from you until both sides have written (or the review period
          ends) are listed without their content, with the date they will be shown. To exercise any other right, write to {mail} from the e-mail address on your account. We answer within one month, and we may
          need to confirm your identity first. Exercising your rights is free, and we will not treat you differently for it.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Worknest is only for adults. You must be at least {MINIMUM_AGE} years old to use it, and we do not knowingly collect
        information from anyone younger. If you believe a person under {MINIMUM_AGE} has given us information, contact us and
        we will delete it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>Questions about this policy or your information? Write to us at {mail}.</p>
        <p>
          If we change this policy in a way that matters, we will tell you by e-mail or in the app before the change takes
          effect, and update the date at the top of this page.
        </p>
      </>
    ),
  },
];

/** `/privacy` (SPEC.md §2). */
export function PrivacyRoute() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal information Worknest collects when you use our website and our private
          home-exchange network, why we collect it, who can see it, and the choices and rights you have. We have written it to
          be read, not just agreed to.
        </p>
      }
      sections={sections}
    />
  );
}
