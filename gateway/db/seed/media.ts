import { z } from 'zod';
import { ResourceType } from '../../../contract/course.routes';
import { mediaInfo } from '../../media/manifest';
import { entry, readSeedData, seedDataError } from './seed-data';

/*
 * The demo files a library resource may stand on (media.json): files under gateway/media/demo, whose sizes,
 * durations, pages and archive entries come from its manifest.
 */

const FILE = 'media.json';

const mediaFile = entry({
  media: z.record(
    z.string(),
    entry({
      /** The resource's name in each company's library. */
      name: z.string(),
      type: z.enum(['video', 'audio', 'document', 'image', 'archive']),
      docType: z.enum(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt']).optional(),
      /** A key of the media manifest. */
      file: z.string(),
      /** A PDF rendition of an office file. */
      pdf: z.string().optional(),
      play: z
        .array(
          entry({ definition: z.string(), format: z.enum(['hls', 'mp4', 'mp3', 'm4a']), key: z.string() }),
        )
        .default([]),
      /** Pictures of an image set, with their names. */
      images: z.array(entry({ key: z.string(), name: z.string() })).default([]),
      /** Seconds a picture set, a text or an archive must stay open (0: the default). */
      dwell: z.number().int().min(0).default(0),
    }),
  ),
});

let media: z.output<typeof mediaFile>['media'] | undefined;

/** The resource row of a demo file, with the facts the player and the progress rules need. */
export function resourceRow(name: string, file: string) {
  media ??= readSeedData(FILE, mediaFile).media;
  const m = Object.hasOwn(media, name) ? media[name] : undefined;
  if (!m) throw seedDataError(file, `no media "${name}" in ${FILE}`);
  const type = ResourceType[m.type];
  const info = mediaInfo(m.file);
  const images = m.images.map(({ key, name: title }) => {
    const picture = mediaInfo(key);
    return { key, name: title, width: picture.width ?? 0, height: picture.height ?? 0 };
  });
  const pageCount =
    type === ResourceType.image
      ? images.length
      : type === ResourceType.document
        ? ((m.pdf ? mediaInfo(m.pdf).pageCount : info.pageCount) ?? 0)
        : 0;
  return {
    resourceName: m.name,
    resourceType: type,
    docType: m.docType ?? null,
    fileKey: m.file,
    fileSize: info.size,
    duration: type === ResourceType.video || type === ResourceType.audio ? (info.duration ?? 0) : 0,
    pageCount,
    pdfKey: m.pdf ?? null,
    playKeys: m.play.map(({ definition, format, key }) => ({ definition, format, key })),
    images,
    archiveEntries: (info.entries ?? []).map((e) => ({
      name: e.name,
      size: e.size,
      directory: e.directory ? (1 as const) : (0 as const),
    })),
    dwellSeconds: m.dwell,
  };
}
export type ResourceFacts = ReturnType<typeof resourceRow>;
