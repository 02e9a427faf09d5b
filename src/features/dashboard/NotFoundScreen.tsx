import { Link, useLocation } from 'wouter';
import type { ScreenProps } from '../../registry/screen-names.ts';
import { DashboardLayout } from './DashboardLayout.tsx';

/** A dashboard address that names no screen: said inside the dashboard, with the way back. */
export default function NotFoundScreen({ title }: ScreenProps) {
  const [location] = useLocation();
  return (
    <DashboardLayout title={title} heading="Page not found">
      <div className="dash-state">
        <p>
          There is no dashboard page at <code>{location}</code>.
        </p>
        <p>
          <Link href="/dashboard" className="dash-btn dash-btn--primary">
            Back to the overview
          </Link>
        </p>
      </div>
    </DashboardLayout>
  );
}
