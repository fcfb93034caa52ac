import { useState } from 'react';

export type HomePageProps = { siteName: string };

export function HomePage(props: HomePageProps) {
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
export default HomePage;
