/** content/profile.yml: the owner; the resume PDF it names must be in public/. */
import { contentFolder } from '../content-files.ts';
import { shown } from '../problems.ts';
import { profileSchema, type Profile } from '../schema/index.ts';
import type { ContentReader } from './read-file.ts';

/** The profile, if it is right, and where its fields are. */
export interface LoadedProfile {
  profile?: Profile;
  at: (field: readonly PropertyKey[]) => string;
}

/** Reads and checks content/profile.yml. */
export function loadProfile(reader: ContentReader): LoadedProfile {
  const file = reader.read(`${contentFolder}/profile.yml`, profileSchema);
  const profile = file.value;
  if (profile?.resumeFile !== undefined && !reader.publicFiles.includes(profile.resumeFile))
    reader.problems.push(
      `${file.at(['resumeFile'])}: resumeFile: that file is not in public/ (found ${shown(profile.resumeFile)}); put your PDF there, or check the name`,
    );
  return { profile, at: file.at };
}
