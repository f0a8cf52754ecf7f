import { Link } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { Button } from '../Button';
import { StatusPage } from '../StatusPage';

export interface NotFoundProps {
  /** Where the link leads: the portal's home, or a section's. */
  homePath: string;
  homeLabel: string;
  /** A page of its own (the portal's 404), rather than inside a section's layout. */
  fullScreen?: boolean;
}

/** 'Oops! Page not found', for the portal and inside each section, in the same frame as Access Denied. */
export function NotFound({ homePath, homeLabel, fullScreen = true }: NotFoundProps) {
  return (
    <StatusPage
      icon={<Compass />}
      title="Oops! Page not found"
      eyebrow="Error 404"
      documentTitle="Page not found"
      fullScreen={fullScreen}
      action={
        <Button asChild>
          <Link to={homePath}>{homeLabel}</Link>
        </Button>
      }
    >
      <p>The address may be mistyped, or the page may have moved.</p>
    </StatusPage>
  );
}

/** A path that is not a screen of the section the visitor is in. */
export function SectionNotFound({ sectionName, sectionHome }: { sectionName: string; sectionHome: string }) {
  return <NotFound homePath={sectionHome} homeLabel={`Back to the ${sectionName} section`} fullScreen={false} />;
}
