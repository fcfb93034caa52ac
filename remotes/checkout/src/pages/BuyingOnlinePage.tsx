import type { BuyingOnlinePageProps } from './buying-online-props.js';

/** /buying-online: the steps, the deposit, the refund terms (site config) and the accepted cards. */
export function BuyingOnlinePage(props: BuyingOnlinePageProps) {
  return (
    <section className="co-card co-info" aria-labelledby="co-bo-title">
      <h1 id="co-bo-title">Buying online at {props.dealer}</h1>
      <p className="co-intro">Reserve the vehicle you want from home, then finish the purchase with us.</p>
      <h2>How it works</h2>
      <ol className="co-steps">
        <li>
          <strong>Choose your vehicle.</strong> Find it in <a href={props.searchHref}>our stock</a> and select Reserve
          This Car or Reserve Now.
        </li>
        <li>
          <strong>Your details.</strong> Tell us your name, mobile number and email address.
        </li>
        <li>
          <strong>Pay the deposit.</strong> Usually {props.deposit}, by debit or credit card. The vehicle is held for
          you for {props.holdMinutes} minutes while you pay, and reserved once your payment is confirmed.
        </li>
        <li>
          <strong>We contact you.</strong> Our team calls you to arrange finance, trade-in, paperwork and delivery.
        </li>
      </ol>
      <h2>Deposit and refunds</h2>
      <p>{props.refundTerms}</p>
      <h2>Accepted cards</h2>
      <ul className="co-card-list">
        {props.cards.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p>Payments are encrypted and processed by our payment provider; we never see your card number.</p>
    </section>
  );
}
