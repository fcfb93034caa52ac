import { useState } from 'react';

export type DealershipsPageProps = { siteName: string };

export function DealershipsPage(props: DealershipsPageProps) {
  const [n, setN] = useState(0);
  return (
    <section className="ct-home">
      <h1>{props.siteName}</h1>
      <button type="button" onClick={() => setN(n + 1)}>
        clicked {n}
      </button>
    </section>
  );
}
export default DealershipsPage;
