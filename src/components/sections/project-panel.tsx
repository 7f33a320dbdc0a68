import type { TrackedProject } from '../../content-model/schema';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { RichText } from '../ui/rich-text';

/** Project page: the manufacturing panel image with its caption. */
export function ProjectPanel({ panel }: { panel: NonNullable<TrackedProject['panel']> }) {
  return (
    <figure className="mx-auto max-w-page px-5 sm:px-8">
      <div className="overflow-hidden rounded-2xl border border-line bg-band">
        <ImageWithFallback picture={panel.image} />
      </div>
      <RichText as="figcaption" html={panel.caption} className="mt-3 text-sm text-muted" />
    </figure>
  );
}
