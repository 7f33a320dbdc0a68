/** The pictures any content file names: a file in public/images/ and its description. */
import { z } from 'zod';
import { fileName } from './fields.ts';

/** What to tell the owner about a HEIC photo, by its name (here) or by its bytes (picture-format.ts). */
export const heicAdvice =
  'is an iPhone HEIC photo, which browsers cannot show: convert it to JPEG (Photos: File > Export, or set Camera > Formats > Most Compatible for the next ones) and name the .jpg here';

/**
 * A picture by its file name in `public/images/`, with the text a screen reader
 * hears. Its size is read from the file by the build: never typed.
 */
export const pictureSchema = z
  .strictObject({
    file: fileName
      .refine((file) => !/\.hei[cf]$/i.test(file), {
        message: heicAdvice,
        abort: true,
      })
      .refine(
        (file) => /\.(svg|png|jpe?g|webp|avif)$/i.test(file),
        'must be an .svg, .png, .jpg, .webp or .avif image',
      )
      .meta({ picture: true, description: 'A file in public/images/' }),
    /** Describe what the picture shows; use '' only for a purely decorative picture. */
    alt: z
      .string({ error: 'must be a text (use "" only for a purely decorative picture)' })
      .meta({ description: 'What the picture shows, for people who cannot see it' }),
  })
  .meta({ title: 'Picture' });
export type Picture = z.infer<typeof pictureSchema>;

/**
 * A picture of an update's gallery: a picture with an optional caption, shown
 * under it and in the viewer. Left empty (the form editor writes `caption: ''`),
 * it is no caption.
 */
export const galleryPictureSchema = pictureSchema
  .extend({
    caption: z
      .union([z.string(), z.number()], { error: 'must be a text' })
      .transform((caption) => String(caption).trim() || undefined)
      .optional()
      .meta({
        description: 'A line shown under the picture and in the viewer; leave it out for none',
      }),
  })
  .meta({ title: 'Picture' });
export type GalleryPicture = z.infer<typeof galleryPictureSchema>;
