import { Link } from 'react-router-dom';
import { PolicyLayout, type PolicySection } from '../components/PolicyLayout';
import { ACCOUNT_DELETION_DAYS, DATA_EXPORT_HOURS, GST_RECORD_RETENTION_MONTHS, SUPPORT_EMAIL } from '../policy';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this covers',
    body: (
      <>
        <p>
          Hisaab is an online GST invoicing and business-management service for small businesses in India, available in
          the browser and as an installable app. This policy explains what information we collect when you use Hisaab,
          why we collect it, where it is kept and the choices you have. We handle personal data in line with Indian law,
          including the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.
        </p>
        <p>
          Hisaab holds two kinds of information: information about <strong>you</strong>, the account holder, and the
          business records you keep in Hisaab, which often include details of <strong>your customers</strong>. For your
          own account we decide how data is used. For your customers’ details we act on your instructions only: you
          decide what to record and whom to message.
        </p>
      </>
    ),
  },
  {
    id: 'collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li><strong>Account details:</strong> your name, e-mail address, phone number and password (stored only as a hash).</li>
        <li><strong>Business profile:</strong> company name, address, phone, e-mail, GSTIN, UDYAM number and your GST settings.</li>
        <li><strong>Business records you enter:</strong> customers (names, phone numbers, e-mail and postal addresses, GSTINs), products and stock, invoices and payments.</li>
        <li><strong>Subscription payments:</strong> the plan, amount, date and the order and payment references from Razorpay. We do not receive your card number, CVV, UPI PIN or net-banking password.</li>
        <li><strong>Technical data:</strong> IP address, browser and device type, sign-in times and error logs, and, if you allow notifications, a push-subscription address for your browser.</li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <>
        <ul>
          <li>To run the service: create invoices, calculate CGST, SGST and IGST, keep your stock ledger and produce your reports.</li>
          <li>To send the e-mails and WhatsApp messages you ask for, such as invoices, payment reminders and receipts to your customers.</li>
          <li>To compute your dashboard figures from your own business’s records. These are shown only to you and are not built from other businesses’ data.</li>
          <li>To manage your free trial and subscription, and to send service messages such as password-reset codes and payment confirmations.</li>
          <li>To keep Hisaab secure: detecting misuse, preventing fraud and investigating errors.</li>
        </ul>
        <p>We do not sell your data, we do not show advertisements, and we do not use your customers’ details to market anything to them.</p>
      </>
    ),
  },
  {
    id: 'storage',
    title: 'Where your data is stored and how it is protected',
    body: (
      <>
        <p>
          Data of Indian businesses is stored in India, in a PostgreSQL database on servers we operate. All traffic
          between your device and Hisaab is encrypted with HTTPS.
        </p>
        <ul>
          <li>Passwords are hashed with argon2id, a slow, salted algorithm designed to resist cracking. No one at Hisaab can read your password.</li>
          <li>Every record belongs to one business, and the server checks this on every request, so one business can never open another business’s data.</li>
          <li>Invoices you share are opened through a long random link, not through the invoice number, so links cannot be guessed.</li>
          <li>Access by our staff is limited to what is needed to support you and keep the service running.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share information only where it is needed to provide Hisaab:</p>
        <ul>
          <li><strong>Razorpay</strong>, which processes subscription payments and returns to us only the payment status and references.</li>
          <li><strong>Message delivery providers</strong> for e-mail and WhatsApp, which receive only the message you chose to send and the recipient’s address or number.</li>
          <li><strong>Your customers</strong>, who can view an invoice you have shared with them.</li>
          <li><strong>Authorities</strong>, when Indian law or a valid legal order requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and storage on your device',
    body: (
      <p>
        Hisaab uses cookies and your browser’s storage to keep you signed in and to remember small preferences, and the
        installable app stores its own files on your device so that it can open without a connection. We do not use
        advertising or cross-site tracking cookies.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <p>
          We keep your data for as long as your account exists. When your plan ends, your data is not deleted; you can
          choose a plan again to regain access.
        </p>
        <p>
          When you delete your account on the Delete Account page in the app, you are signed out everywhere and the
          account and all its business records are permanently removed {ACCOUNT_DELETION_DAYS} days after your request;
          signing in again before then cancels the deletion. If you request a data export on the same page, we e-mail you
          a link to it within {DATA_EXPORT_HOURS} hours. GST law requires businesses to keep their records for{' '}
          {GST_RECORD_RETENTION_MONTHS} months, so download the export before you delete your account. We keep records of the subscription payments you made to us where
          Indian tax and accounting law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <ul>
        <li>See and correct your information at any time in the app, for example on the Configuration page.</li>
        <li>Get a copy of your data: request an export on the Delete Account page, or download the sales report as CSV from the dashboard.</li>
        <li>Delete your account and data, as described above.</li>
        <li>Raise a grievance with us by writing to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; we acknowledge every grievance and respond within the time the law allows.</li>
      </ul>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Hisaab is meant for businesses and for people aged 18 or over. We do not knowingly collect data of children.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page, and for significant changes we also
        inform account holders by e-mail before the change applies. Please also read our{' '}
        <Link to="/terms-conditions">Terms &amp; Conditions</Link>.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      intro={
        <p>
          Your business data is yours. We collect only what Hisaab needs to work, keep it in India, and never sell it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
