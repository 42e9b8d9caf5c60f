import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A file of the archive (directories have size 0 and a name without the trailing '/'). */
export interface ArchiveEntry {
  name: string;
  size: number;
  directory: boolean;
}

/** What scripts/make-demo-media.sh measured of one demo file. */
export interface MediaInfo {
  /** Bytes. */
  size: number;
  /** Whole seconds (video, audio, HLS playlists). */
  duration?: number;
  /** Pages of a PDF or of an office file's PDF rendition; 1 for a text file or a picture. */
  pageCount?: number;
  width?: number;
  height?: number;
  /** The files of a zip archive. */
  entries?: ArchiveEntry[];
}

export const MANIFEST_FILE = fileURLToPath(new URL('./demo/manifest.json', import.meta.url));

let cache: Readonly<Record<string, MediaInfo>> | undefined;

/** Every demo file by its key (a path under the media root, e.g. `demo/video/onboarding/onboarding.mp4`). */
export function mediaManifest(): Readonly<Record<string, MediaInfo>> {
  // Read once, when a seed first asks: the gateway itself never needs it.
  cache ??= JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Record<string, MediaInfo>;
  return cache;
}

/** The manifest entry of a demo file; throws for a key the demo media do not have, so a seed fails loudly. */
export function mediaInfo(key: string): MediaInfo {
  const manifest = mediaManifest();
  const info = Object.hasOwn(manifest, key) ? manifest[key] : undefined;
  if (!info) throw new Error(`Unknown demo media key: ${key} (see gateway/media/demo/manifest.json)`);
  return info;
}
