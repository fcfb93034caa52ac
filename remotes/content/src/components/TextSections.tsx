/** A page's text sections as the site wrote them: plain text paragraphs and bullet lists under optional headings. */
export type TextSection = { heading: string | null; paragraphs: string[]; bullets: string[] };

export function TextSections({ sections }: { sections: TextSection[] }) {
  return sections.map((section, i) => (
    // Sections are the site's text in its order; an index key is stable for the page's life.
    // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
    <section key={i} className="ct-section">
      {section.heading ? <h2>{section.heading}</h2> : null}
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.bullets.length > 0 ? (
        <ul className="ct-info__list">
          {section.bullets.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}
