/**
 * content/resume.yml, when there is one: its project lines name tracked
 * projects by folder, or are written out in full. Without it, the profile
 * must name the owner's own PDF.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resumeFile, sampleFolder } from '../content-files.ts';
import { fieldName, shown } from '../problems.ts';
import { resumeSchema } from '../schema/index.ts';
import type { ContentReader, FileRead } from './read-file.ts';
import type { LoadedProfile } from './profile.ts';

/** resume.yml as read: absent (no file), or read (right or not). */
export interface LoadedResume {
  file?: FileRead<typeof resumeSchema>;
}

/** Reads and checks content/resume.yml against the profile and the project folders found. */
export function loadResume(
  reader: ContentReader,
  { profile, at: profileAt }: LoadedProfile,
  folders: string[],
): LoadedResume {
  const { problems } = reader;
  if (!existsSync(join(reader.root, resumeFile))) {
    if (profile && profile.resumeFile === undefined)
      problems.push(
        `${profileAt([])}: resumeFile: Home's View resume needs a resume: write ${resumeFile} (the build makes the PDF from it; copy ${sampleFolder}/${resumeFile} to start), or name your own PDF in public/ here, such as resumeFile: my-cv.pdf`,
      );
    return {};
  }
  const file = reader.read(resumeFile, resumeSchema);
  // A resume's project line names a tracked project by its folder, or is written out in full.
  file.value?.projects?.forEach((line, index) => {
    const field = ['projects', index];
    if (line.project !== undefined && !folders.includes(line.project))
      problems.push(
        `${file.at([...field, 'project'])}: ${fieldName([...field, 'project'])}: no tracked project has that folder (found ${shown(line.project)}); write one of ${folders.join(', ')}, or leave it out and write the project's name and description`,
      );
    if (line.project === undefined && (line.name === undefined || line.description === undefined))
      problems.push(
        `${file.at(field)}: ${fieldName(field)}: a project needs a name and a description, or project: with a tracked project's folder name (such as ${folders[0] ?? 'my-project'}) to take them from its files`,
      );
  });
  return { file };
}
