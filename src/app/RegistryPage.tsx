import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import { PageRenderer } from '../renderer/PageRenderer.tsx';
import { usePage } from './page-store.ts';
import { pageDataUrl } from '../registry/page-data.ts';
import { SharedContext, useShell } from '../lib/shell-context.tsx';
import { useDocumentHead } from '../lib/use-document-head.ts';
import { usePageArrival } from './page-arrival.ts';

/** A page described in pages.json: loads its data (suspending meanwhile) and renders its sections; on arrival by a link, focus goes to it. */
export function RegistryPage({ id, title }: { id: string; title?: string }) {
  const shell = useShell();
  const page = usePage(id, pageDataUrl(shell.pageDataBase, id));
  useDocumentHead(title ?? page.title, page.description);
  // Focus and the page's title for screen readers after a link inside the app.
  usePageArrival(title ?? page.title);
  return (
    <SharedContext.Provider value={page.shared}>
      <Breadcrumbs trail={page.breadcrumbs} />
      <PageRenderer sections={page.sections} template={page.template} look={page.look} pageId={page.id} />
    </SharedContext.Provider>
  );
}
