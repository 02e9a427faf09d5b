/** The heading group every content block opens with: optional eyebrow, the h2, an optional lead. */
export function SectionHeading({ eyebrow, heading, intro, id, className }: { eyebrow?: string; heading: string; intro?: string; id?: string; className?: string }) {
  return (
    <div className={`section-heading${className ? ` ${className}` : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{heading}</h2>
      {intro && <p>{intro}</p>}
    </div>
  );
}
