/** The heading group every content block opens with: optional eyebrow, the h2, an optional lead. */
export function SectionHeading({ eyebrow, heading, intro, className }: { eyebrow?: string; heading: string; intro?: string; className?: string }) {
  return (
    <div className={className ? `section-heading ${className}` : 'section-heading'}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2>{heading}</h2>
      {intro && <p>{intro}</p>}
    </div>
  );
}
