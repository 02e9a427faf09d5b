/** A key figure and what it counts ("92%" / "of programmes on time"): the value in the display face, the label under it. */
export function Figure({ value, label, className }: { value: string; label: string; className?: string }) {
  return (
    <p className={className ? `figure ${className}` : 'figure'}>
      <span className="figure__value">{value}</span> <span className="figure__label">{label}</span>
    </p>
  );
}
