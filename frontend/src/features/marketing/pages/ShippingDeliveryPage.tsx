import { Link } from 'react-router-dom';
import { PolicyLayout, type PolicySection } from '../components/PolicyLayout';
import { TRIAL_DAYS } from '../plans';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../policy';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'digital',
    title: 'A digital service — nothing is shipped',
    body: (
      <p>
        Hisaab is software you use online, in your browser or as an installed app. When you buy a plan you are buying
        access to that service. <strong>No physical goods, CDs, devices or documents are shipped</strong>, so there are no
        shipping charges, no courier and no delivery address to give.
      </p>
    ),
  },
  {
    id: 'activation',
    title: 'How and when you get access',
    body: (
      <>
        <ul>
          <li>You pay for a plan on the Subscription page through Razorpay’s secure checkout.</li>
          <li>As soon as the payment is verified, your plan is activated on your account. This normally takes a few seconds.</li>
          <li>The Subscription page then shows your plan as active, with its end date, and every feature of the plan is unlocked on all devices where you sign in.</li>
        </ul>
        <p>
          Occasionally a bank or UPI app confirms a payment late. If your plan does not show as active right away, press
          Refresh Status on the Subscription page after a few minutes. Your plan is activated as soon as the payment is
          confirmed to us.
        </p>
      </>
    ),
  },
  {
    id: 'trial',
    title: 'Free trial access',
    body: (
      <p>
        The {TRIAL_DAYS}-day free trial starts when you create your account and needs no payment, so it is available
        immediately after you register.
      </p>
    ),
  },
  {
    id: 'where',
    title: 'Where the service is available',
    body: (
      <p>
        Hisaab is available anywhere in India with an internet connection, on any modern browser on a phone, tablet or
        computer. You can install it from the browser as an app; it does not need to be downloaded from an app store.
      </p>
    ),
  },
  {
    id: 'your-deliveries',
    title: 'Your own deliveries',
    body: (
      <p>
        Hisaab’s delivery challan feature helps you document goods <em>you</em> send to your customers and track whether
        they have been dispatched and delivered. Hisaab does not transport goods, arrange couriers or take responsibility
        for shipments between you and your customers.
      </p>
    ),
  },
  {
    id: 'problems',
    title: 'If access is not activated',
    body: (
      <p>
        If money has left your account but your plan is still not active after an hour, write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}?subject=Plan%20not%20activated`}>{SUPPORT_EMAIL}</a> with your registered
        e-mail address and the Razorpay payment ID. We check it with Razorpay during support hours ({SUPPORT_HOURS}) and
        either activate your plan or refund the charge in full, as described in our{' '}
        <Link to="/cancellation-refund">Cancellation &amp; Refund Policy</Link>.
      </p>
    ),
  },
];

export default function ShippingDeliveryPage() {
  return (
    <PolicyLayout
      title="Shipping & Delivery Policy"
      intro={<p>Hisaab is delivered online. Here is how and when your access starts.</p>}
      sections={SECTIONS}
    />
  );
}
