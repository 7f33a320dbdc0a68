/**
 * What a script says to the GitHub Actions run it is in, written once: its
 * annotations (warnings, errors and notices on the run's page, through
 * @actions/core, which escapes them as "Workflow commands for GitHub Actions"
 * says) and its job summary (Markdown appended to $GITHUB_STEP_SUMMARY).
 * Outside Actions (npm run build on the owner's machine) an annotation is a
 * plain line, since @actions/core would print its `::warning::` command anyway.
 */
import { appendFile } from 'node:fs/promises';
import * as core from '@actions/core';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

/** Where an annotation points and its title, as @actions/core takes them. */
export type Where = core.AnnotationProperties;

/** Whether this process runs as a step of GitHub Actions (which sets GITHUB_ACTIONS=true). */
export function inActions(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true';
}

/** An annotation on the run's page, in Actions; elsewhere nothing (for callers that print their own line). */
export function annotate(level: AnnotationLevel, message: string, where: Where = {}): void {
  if (inActions()) core[level](message, where);
}

/**
 * An annotation on the run's page, in Actions; elsewhere the same words as a
 * line of the terminal (`warning: …`), errors on stderr.
 */
export function report(level: AnnotationLevel, message: string, where: Where = {}): void {
  if (inActions()) return core[level](message, where);
  const line = `${level}: ${where.title ? `${where.title}: ` : ''}${message}`;
  if (level === 'error') console.error(line);
  else console.warn(line);
}

/**
 * An annotation as a line of text, for a caller that prints it within a block
 * of its own (the content check's warnings): the command @actions/core would
 * print, with the file before the title, escaped as "Workflow commands for
 * GitHub Actions" says (%, CR and LF everywhere; also : and , in a property).
 */
export function annotationLine(
  level: AnnotationLevel,
  message: string,
  { file, title }: { file?: string; title?: string },
): string {
  const data = (text: string) =>
    text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const properties = Object.entries({ file, title })
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${property(value!)}`)
    .join(',');
  return `::${level}${properties ? ` ${properties}` : ''}::${data(message)}`;
}

/**
 * Appends `markdown` to the run's job summary, when there is one. A plain
 * append: @actions/core's `summary` keeps the first $GITHUB_STEP_SUMMARY it
 * reads for the life of the process, and the build cache and tests point it
 * elsewhere between calls.
 */
export async function appendSummary(markdown: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file) await appendFile(file, markdown);
}
