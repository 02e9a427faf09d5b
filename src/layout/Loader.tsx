/** The loading indicator: a cyan square that scales, rotates and rounds into a circle. */
export function Loader() {
  return (
    <div className="loader" role="status">
      <div className="loader__shape" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
