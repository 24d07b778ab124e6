import { Button } from '@mweb/ui-kit';
import type { DownloadGuide } from './download-guides';

export interface DownloadGuideViewProps {
  guide: DownloadGuide;
  /** h2 on the /m/app screen, h3 inside the popup's dialog. */
  level: 2 | 3;
  classNames: { section?: string; title?: string; steps?: string };
}

/** One platform's guide: its title, its steps, and a button per thing it can start. */
export function DownloadGuideView({ guide, level, classNames }: DownloadGuideViewProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleId = `download-guide-${guide.id}`;
  return (
    <section className={classNames.section} aria-labelledby={titleId}>
      <Heading id={titleId} className={classNames.title}>
        {guide.title}
      </Heading>
      <ol className={classNames.steps}>
        {guide.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {guide.actions.map((action) => (
        <Button key={action.id} onClick={action.run}>
          {action.label}
        </Button>
      ))}
    </section>
  );
}
