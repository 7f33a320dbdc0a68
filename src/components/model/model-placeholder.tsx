import { site } from '../../content/site';

/**
 * What stands in the figure's box when the build could not make a model's
 * files: the labelled placeholder of a picture that failed to load
 * (../ui/image-with-fallback.tsx), filling the box, with the model's alt text.
 */
export function ModelPlaceholder({ alt }: { alt: string }) {
  return (
    <div
      role="img"
      aria-label={alt ? `${site.imageError}: ${alt}` : site.imageError}
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 border border-dashed border-line bg-sunken p-4 text-center text-sm font-medium text-muted"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="m3 16 5-5 4 4 3-3 6 6M4 4l16 16" />
      </svg>
      <span>{site.imageError}</span>
    </div>
  );
}
