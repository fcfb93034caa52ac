import type { CheckoutPageProps } from '../pages/checkout-props.js';

/** The car being reserved: photo, title, price, odometer and stock number. */
export function CarSummary({ car }: { car: CheckoutPageProps['car'] }) {
  return (
    <div className="co-car">
      {car.image ? <img className="co-car__img" src={car.image} alt="" width={240} height={160} /> : null}
      <div>
        <p className="co-car__title">
          <a href={car.href}>{car.title}</a>
        </p>
        <p className="co-car__price">{car.price}</p>
        <p className="co-car__meta">
          {car.odometer} · Stock {car.stock}
        </p>
      </div>
    </div>
  );
}
