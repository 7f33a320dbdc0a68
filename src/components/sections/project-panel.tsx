import { pcbrule } from '../../content/pcbrule';
import { ImageWithFallback } from '../ui/image-with-fallback';

/** Project page: the manufacturing panel image with its caption. */
export function ProjectPanel() {
  return (
    <figure className="mx-auto max-w-page px-5 sm:px-8">
      <div className="overflow-hidden rounded-2xl border border-line bg-mask">
        <ImageWithFallback picture={pcbrule.panelImage} />
      </div>
      <figcaption className="mt-3 text-sm text-muted">{pcbrule.panelCaption}</figcaption>
    </figure>
  );
}
