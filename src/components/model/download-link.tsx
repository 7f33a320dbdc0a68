import { site } from '../../content-model/site-words';
import { publicUrl } from '../../lib/assets';
import { formatFileSize } from './file-size';

/** The owner's own CAD file, offered for download with its name and size. */
export function DownloadLink({ path, bytes }: { path: string; bytes: number }) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return (
    <a
      href={publicUrl(path)}
      download={name}
      className="text-sm font-semibold text-accent-ink underline underline-offset-4 hover:decoration-2"
    >
      {site.model.download(name, formatFileSize(bytes))}
    </a>
  );
}
