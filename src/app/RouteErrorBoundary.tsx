import { Component, type ReactNode } from 'react';
import { RouteError } from '../layout/RouteError.tsx';
import { forgetFailedPages, PageLoadError } from './page-store.ts';

/*
 * Catches a route that fails to load after a click (its data or code did not arrive), so the
 * visitor gets a message inside the site's frame instead of a blank window. A class, because React
 * has error boundaries only as classes; react-error-boundary would add a dependency for 30 lines.
 *
 * Two ways back: what did not arrive for want of a connection is asked for again, by Try again or
 * as soon as the browser is back online. Anything else (a server that answered without the page:
 * a tab opened before a deploy asks for files that deploy replaced) needs the page loaded in full,
 * which happens at once unless it already happened for this address in the last minute.
 */
const RELOAD_MARK = 'route-error-reload';

/** Whether this address was loaded in full for an error in the last minute; if not, notes that it is now. */
function reloadedJustNow(): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_MARK) ?? 'null') as { path: string; at: number } | null;
    if (last?.path === location.pathname && Date.now() - last.at < 60_000) return true;
    sessionStorage.setItem(RELOAD_MARK, JSON.stringify({ path: location.pathname, at: Date.now() }));
  } catch {
    return true; // no storage to remember a reload in: never risk a loop
  }
  return false;
}

const canAskAgain = (error: unknown) => error instanceof PageLoadError && error.kind === 'offline';

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidMount() {
    window.addEventListener('online', this.onOnline);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.onOnline);
  }

  override componentDidUpdate() {
    const { error } = this.state;
    if (error && !canAskAgain(error) && navigator.onLine && !reloadedJustNow()) location.reload();
  }

  private onOnline = () => {
    if (this.state.error) this.retry();
  };

  private retry = () => {
    // Offline, a code chunk may also just not have arrived: ask again in place. If the browser
    // keeps that failure, the next error, online, loads the page in full (componentDidUpdate).
    if (navigator.onLine && !canAskAgain(this.state.error)) return location.reload();
    forgetFailedPages();
    this.setState({ error: undefined });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RouteError offline={!navigator.onLine || canAskAgain(error)} onRetry={this.retry} />;
  }
}
