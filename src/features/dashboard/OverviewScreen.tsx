import type { ScreenProps } from '../../app/screens.ts';
import { useDocumentHead } from '../../app/use-document-head.ts';

// Placeholder until the interactive-product issue builds this screen.
export default function Screen({ title }: ScreenProps) {
  useDocumentHead(title);
  return (
    <main id="main" className="container section">
      <h1>Dashboard</h1>
    </main>
  );
}
