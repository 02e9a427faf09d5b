/**
 * Shown in place of a page that could not be loaded while the visitor moved around the site: the
 * header and footer stay, so they can go elsewhere, and Try again loads it anew.
 */
export function RouteError({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  return (
    <section className="route-error" role="alert" aria-labelledby="page-heading">
      <div className="container route-error__inner">
        <h1 id="page-heading">This page could not be loaded</h1>
        <p>{offline ? 'You seem to be offline. Check your connection: the page loads as soon as it is back.' : 'Something went wrong on our side. Please try again in a moment.'}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    </section>
  );
}
