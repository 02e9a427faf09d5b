import { useEffect, useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Loader } from '../layout/Loader.tsx';
import { readToken } from '../lib/http/token.ts';

/**
 * Staff-only screens: with a stored token the screen shows; without one the visitor goes to
 * /login, replacing the history entry. The prerendered HTML shows the loader, since
 * the server cannot know the browser's token; the check runs right after hydration.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(readToken()), []);
  if (token === undefined) return <Loader />;
  if (!token) return <Redirect to="/login" replace />;
  return <>{children}</>;
}
