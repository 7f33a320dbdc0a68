/**
 * The build's first step: checks the owner's content (src/content/) against a
 * schema, and every file it names, before anything is built. TypeScript catches
 * some slips at compile time; this catches the rest (an http: link, a typo in an
 * e-mail, a picture that is not in public/images/, milestones out of order) and
 * says exactly where: the content file, the field and the value found.
 *
 *   tsx scripts/build/content-check.ts [project folder]
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

/** The content files, and the schema of each export the site reads from them. */
export function contentSchemas(root: string) {
  const text = z.string().trim().min(1, 'must not be empty');
  const texts = z.array(text).min(1, 'must list at least one');
  const positiveInteger = z.number().int('must be a whole number').positive('must be above 0');
  const dollars = z
    .number()
    .positive('must be above 0')
    .refine(
      // Within float error of a whole number of cents (19.99 * 100 is 1998.9999999999998).
      (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
      'must be in whole cents',
    );
  const https = z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: 'must be a full https:// address, such as https://example.com/you',
  });
  // Exact names, letter case included: GitHub Pages serves Avatar.SVG and avatar.svg as different
  // files, even where the owner's own disk (macOS, Windows) does not tell them apart.
  const listings = new Map<string, readonly string[]>();
  const present = (folder: string) => (file: string) => {
    if (!listings.has(folder)) {
      const directory = join(root, folder);
      listings.set(folder, existsSync(directory) ? readdirSync(directory) : []);
    }
    return listings.get(folder)!.includes(file);
  };
  const fileName = z
    .string()
    .regex(/^[\w][\w.-]*$/, 'must be a plain file name, with no folder and no spaces');
  const picture = z.object({
    file: fileName
      .regex(/\.(svg|png|jpe?g|webp|avif)$/i, 'must be an .svg, .png, .jpg, .webp or .avif image')
      .refine(present('public/images'), 'that file is not in public/images/'),
    alt: z.string({ error: 'must be a text (use "" only for a purely decorative picture)' }),
    width: positiveInteger,
    height: positiveInteger,
  });
  const labelled = z.object({ label: text, value: text });
  const card = z.object({ title: text, paragraphs: texts });

  const stages = ['completed', 'current', 'future'] as const;
  const milestone = z.object({
    id: positiveInteger,
    title: text,
    status: z.enum(stages, { error: `must be one of ${stages.join(', ')}` }),
    description: text,
    tags: z.array(text),
    image: picture.nullable(),
  });
  const milestones = z
    .array(milestone)
    .min(1, 'must list at least one milestone')
    .superRefine((list, context) => {
      let currents = 0;
      list.forEach((item, index) => {
        if (item.id !== index + 1)
          context.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: `must be ${index + 1}: ids count 1, 2, 3… in the order listed, each once`,
          });
        if (item.status === 'current') currents += 1;
        const previous = list[index - 1];
        if (previous && stages.indexOf(item.status) < stages.indexOf(previous.status))
          context.addIssue({
            code: 'custom',
            path: [index, 'status'],
            message: `cannot follow a ${previous.status} milestone: completed ones come first, then the current one, then future ones`,
          });
      });
      if (currents > 1)
        context.addIssue({
          code: 'custom',
          path: [list.findLastIndex((item) => item.status === 'current'), 'status'],
          message: 'only one milestone can be current',
        });
    });

  return {
    'src/content/profile.ts': {
      profile: z.object({
        name: text,
        jobTitle: text,
        school: text,
        bio: text,
        avatar: picture,
        resumeFile: fileName
          .regex(/\.pdf$/i, 'must be a .pdf file')
          .refine(present('public'), 'that file is not in public/'),
        professionalNetworkUrl: https,
        professionalNetworkName: text,
        artPortfolioUrl: https,
        artPortfolioName: text,
        email: z.email({ error: 'must be an e-mail address, such as you@example.com' }),
      }),
    },
    'src/content/projects.ts': {
      featuredProject: z.object({
        badge: text,
        title: text,
        summary: text,
        highlights: texts,
        image: picture,
        timelineButtonLabel: text,
      }),
      otherProjects: z
        .array(
          z.object({
            title: text,
            kind: text,
            description: text,
            skills: texts,
            image: picture,
          }),
        )
        .min(1, 'must list at least one project'),
      otherProjectsHeading: text,
      comingSoon: z.object({ heading: text, intro: text, items: texts }),
    },
    'src/content/pcbrule.ts': {
      pcbrule: z.object({
        badge: text,
        title: text,
        tagline: text,
        donation: z.object({ label: text, url: https, note: text }),
        heroImage: picture,
        story: card,
        inspiration: card,
        slideRule: card.extend({
          playground: z.object({
            label: text,
            stillLabel: text,
            slideLabel: text,
            cursorLabel: text,
            hint: text,
            noScriptHint: text,
            offScale: text,
          }),
        }),
        panelImage: picture,
        panelCaption: text,
        timeline: z.object({
          heading: text,
          intro: text,
          progress: z.object({ summary: z.function(), current: text }),
        }),
        specs: z.object({
          heading: text,
          items: z.array(labelled).min(1),
          costsHeading: text,
          costs: z.array(z.object({ label: text, amount: dollars, detail: text })).min(1),
          totalLabel: text,
          totalShort: text,
          costsColumns: z.object({ item: text, amount: text }),
          total: dollars,
          shimHeading: text,
          shim: z.array(labelled).min(1),
        }),
        video: z.object({
          heading: text,
          intro: text,
          youtubeId: z
            .string()
            .regex(/^[\w-]{11}$/, 'must be the 11-character video id (the part after "v=")'),
          title: text,
          poster: picture,
        }),
        nextSteps: z.object({
          heading: text,
          challenges: z.array(z.object({ title: text, description: text })).min(1),
          iterations: texts,
        }),
        purchasing: z.object({ heading: text, paragraphs: texts }),
      }),
    },
    'src/content/timeline.ts': { milestones },
    'src/content/site.ts': {
      site: z.object({
        copyrightYear: z.number().int().min(2000, 'must be a year such as 2025').max(2100),
        meta: z.record(z.string(), z.object({ title: text, description: text, imageAlt: text })),
      }),
    },
  } satisfies Record<string, Record<string, z.ZodType>>;
}

export type ContentFile = keyof ReturnType<typeof contentSchemas>;
/** The loaded content: each content file's exports by name. */
export type ContentModules = Record<ContentFile, Record<string, unknown>>;

/** "milestones[7].status" from an export name and a schema issue's path. */
function fieldName(name: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (field, key) => (typeof key === 'number' ? `${field}[${key}]` : `${field}.${String(key)}`),
    name,
  );
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (inner, key) =>
      inner !== null && typeof inner === 'object'
        ? (inner as Record<PropertyKey, unknown>)[key]
        : undefined,
    value,
  );
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}

/**
 * Every problem in the content, one line each: file, field, value and what is
 * wrong. An empty list means the content is fit to build.
 */
export function contentProblems(modules: ContentModules, root: string): string[] {
  const problems: string[] = [];
  for (const [file, exports] of Object.entries(contentSchemas(root))) {
    for (const [name, schema] of Object.entries(exports)) {
      const value = modules[file as ContentFile]?.[name];
      const result = (schema as z.ZodType).safeParse(value);
      if (result.success) continue;
      // One line per field: its first problem (a bad link fails several checks at once).
      const fields = new Set<string>();
      for (const issue of result.error.issues) {
        const field = fieldName(name, issue.path);
        if (fields.has(field)) continue;
        fields.add(field);
        const found = valueAt(value, issue.path);
        problems.push(`${file}: ${field}: ${issue.message} (found ${shown(found)})`);
      }
    }
  }
  return problems;
}

/** Loads the content files of the project in `root`, as the site will see them. */
export async function loadContent(root: string): Promise<ContentModules> {
  const modules = {} as ContentModules;
  for (const file of Object.keys(contentSchemas(root)) as ContentFile[]) {
    modules[file] = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
  }
  return modules;
}

/** Stops the build, listing every problem, when the content is not fit to publish. */
export async function assertContentIsValid(root: string): Promise<void> {
  const problems = contentProblems(await loadContent(root), root);
  if (problems.length === 0) return;
  throw new Error(
    `The content has ${problems.length} mistake(s); fix them and build again:\n${problems
      .map((problem) => `  - ${problem}`)
      .join('\n')}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? '.');
  assertContentIsValid(root).then(
    () => console.log('content check: every field and referenced file is in order'),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
