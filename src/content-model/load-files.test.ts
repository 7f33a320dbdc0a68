// @vitest-environment node
/**
 * The loader (./load.ts) on the files the content names and is made of: pictures
 * and PDFs in public/, resume.yml, the tracked projects' folders, and readContent
 * and contentPictures over the whole. Each test breaks a copy of the fixture project
 * (scripts/lab/unit-tests/fixture-content.ts) as an owner might, and reads what the loader says.
 */
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  armFile,
  armFolder,
  clockFile,
  edit,
  firstStoryFile,
  fixtureCopies,
  homeFile,
  notInImages,
  profileFile,
  profileInput,
  resumeFile,
  timelineFile,
  updateFiles,
  where,
} from '../../scripts/lab/unit-tests/content-edits';
import {
  fixtureFiles,
  fixtureMilestoneInputs,
  type MarkdownFile,
} from '../../scripts/lab/unit-tests/fixture-content';
import { loadContent, readContent } from './load';
import { trackedFolder } from './content-files';
import { contentPictures } from './pictures';
import { fieldName } from './problems';
import { reservedSlugs } from './schema';

const { fixtureCopy, afterEdit, removeCopies } = fixtureCopies();
afterAll(removeCopies);

describe('files the content names', () => {
  it('a picture that is not in public/images/', () => {
    const { problems, at } = afterEdit(timelineFile, 'fixture-egg.svg', 'missing.svg');
    const index = fixtureMilestoneInputs.findIndex((m) => m.image?.file === 'fixture-egg.svg');
    expect(problems).toEqual([
      `${at('missing.svg', 'file: ')}: milestones[${index}].image.file: ${notInImages.replace('%s', '"missing.svg"')}`,
    ]);
  });

  it('a picture whose name differs from the file’s in letter case', () => {
    const file = profileInput.avatar.file;
    const otherCase = file.charAt(0).toUpperCase() + file.slice(1);
    const { problems, at } = afterEdit(profileFile, file, otherCase);
    expect(problems).toEqual([
      `${at(otherCase, 'file: ')}: avatar.file: public/images/ has ${JSON.stringify(file)}, whose capitals differ (found ${JSON.stringify(otherCase)}); write ${JSON.stringify(file)} here, capitals exactly, or rename the file`,
    ]);
  });

  it('a picture named with a folder in it, in one line', () => {
    const { heroImage } = fixtureFiles[armFile] as { heroImage: { file: string } };
    const { problems, at } = afterEdit(armFile, heroImage.file, '../secret.svg');
    expect(problems).toEqual([
      `${at('../secret.svg', 'file: ')}: heroImage.file: must be a plain file name, with no folder and no spaces (found "../secret.svg")`,
    ]);
  });

  it('takes a picture written as the form editor writes it, /images/<file>', () => {
    const { heroImage } = fixtureFiles[armFile] as { heroImage: { file: string } };
    const { problems, content } = afterEdit(armFile, heroImage.file, `/images/${heroImage.file}`);
    expect(problems).toEqual([]);
    expect(content!.trackedProjects[0]!.heroImage.file).toBe(heroImage.file);
  });

  it('an iPhone HEIC photo: how to make it one browsers show', () => {
    const root = fixtureCopy();
    writeFileSync(join(root, 'public/images/IMG_0042.HEIC'), 'not really a photo');
    edit(root, profileFile, profileInput.avatar.file, 'IMG_0042.HEIC');
    expect(loadContent(root).problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${where(root, profileFile, 'IMG_0042', 'file: ')}: avatar\\.file: is an iPhone HEIC photo, .*convert it to JPEG.* \\(found "IMG_0042\\.HEIC"\\)$`,
        ),
      ),
    ]);
  });

  it('reads what a picture file holds, whatever its name says', () => {
    const root = fixtureCopy();
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(100),
    ]);
    const files: Record<string, Buffer | string> = {
      'from-the-phone.jpg': heic,
      'empty.jpg': '',
      'notes.png': 'these are my notes, not a picture',
      'photo-as-drawing.svg': readFileSync(join(root, 'public/images', profileInput.avatar.file)),
      'drawing-as-photo.jpg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
      // A PNG under a JPEG's name is shown all the same: browsers and the build read the bytes.
      'png-as-jpeg.jpg': Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    };
    const found: Record<string, string[]> = {};
    for (const [file, bytes] of Object.entries(files)) {
      writeFileSync(join(root, 'public/images', file), bytes);
      edit(root, profileFile, /avatar:\n {2}file: \S+/, `avatar:\n  file: ${file}`);
      found[file] = loadContent(root).problems.map((problem) =>
        problem.replace(/^.*?avatar\.file: /, ''),
      );
    }
    expect(found).toEqual({
      'from-the-phone.jpg': [
        expect.stringMatching(
          /^that file is an iPhone HEIC photo, .*convert it to JPEG.* \(found "from-the-phone\.jpg"\)$/,
        ),
      ],
      'empty.jpg': [
        'that file is empty (found "empty.jpg"): copy the picture into public/images/ again',
      ],
      'notes.png': [
        'that file is not a JPEG, PNG, WebP, AVIF or SVG picture (found "notes.png"): export it again as JPEG (a photo) or PNG, and name that file here',
      ],
      'photo-as-drawing.svg': [
        'that file is named as a drawing (.svg) but holds a JPEG photo (found "photo-as-drawing.svg"): rename it to .jpg and name that here',
      ],
      'drawing-as-photo.jpg': [
        'that file holds an SVG drawing under a photo\'s name (found "drawing-as-photo.jpg"): rename it to .svg and name that here',
      ],
      'png-as-jpeg.jpg': [],
    });
  });

  it('a resume PDF of the owner’s own that is not in public/', () => {
    const { problems, at } = afterEdit(
      profileFile,
      /^email: /m,
      'resumeFile: cv-2099.pdf\nemail: ',
    );
    expect(problems).toEqual([
      `${at('cv-2099.pdf', 'resumeFile: ')}: resumeFile: that file is not in public/ (found "cv-2099.pdf"); put your PDF there, or check the name`,
    ]);
  });
});

describe('resume.yml', () => {
  const whenMessage = 'must be a year, a month or a day, written 2025, 2025-03 or 2025-03-14';
  const firstJob = (fixtureFiles[resumeFile] as { work: Array<{ startDate: string }> }).work[0]!;

  it('a date written in words names its line and field, and how to write it', () => {
    const { problems, at } = afterEdit(
      resumeFile,
      `startDate: ${firstJob.startDate}`,
      'startDate: June 2022',
    );
    expect(problems).toEqual([
      `${at('June 2022', 'startDate: ')}: work[0].startDate: ${whenMessage} (found "June 2022")`,
    ]);
  });

  it('a day the calendar does not have, and an end before its start', () => {
    const { problems, at } = afterEdit(
      resumeFile,
      `startDate: ${firstJob.startDate}`,
      'startDate: 2024-02-30',
    );
    expect(problems).toEqual([
      `${at('2024-02-30')}: work[0].startDate: is not a real day of the calendar: check the month and the day (found "2024-02-30")`,
    ]);
    const later = afterEdit(resumeFile, `startDate: ${firstJob.startDate}`, 'startDate: 2099-01');
    expect(later.problems).toHaveLength(1);
    expect(later.problems[0]).toMatch(
      /: work\[0\]\.endDate: is before its startDate \(2099-01\): check the two/,
    );
  });

  it('a resume.yml with every field left empty is read as one with none filled in', () => {
    const root = fixtureCopy();
    writeFileSync(join(root, resumeFile), 'summary: ""\nwork: []\nprojects: []\n');
    const { problems, content } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content!.resume!.work).toEqual([]);
    expect(content!.resume!.projects.length).toBe(content!.trackedProjects.length);
  });

  /** The fixture's tracked projects' folders, in the order the loader reads them. */
  const folders = () =>
    loadContent(fixtureCopy())
      .content!.trackedProjects.map((p) => p.slug)
      .sort();

  it('a project line that names no tracked project’s folder', () => {
    const { problems, at } = afterEdit(
      resumeFile,
      /^skills:/m,
      'projects:\n  - project: no-such-project\nskills:',
    );
    expect(problems).toEqual([
      `${at('no-such-project')}: projects[0].project: no tracked project has that folder (found "no-such-project"); write one of ${folders().join(', ')}, or leave it out and write the project's name and description`,
    ]);
  });

  it('a project line with neither a folder nor a name and description', () => {
    const { problems, at } = afterEdit(
      resumeFile,
      /^skills:/m,
      'projects:\n  - name: Only a name\nskills:',
    );
    expect(problems).toEqual([
      `${at('name: Only a name')}: projects[0]: a project needs a name and a description, or project: with a tracked project's folder name (such as ${folders()[0]}) to take them from its files`,
    ]);
  });

  it('no resume.yml and no PDF of the owner’s own: Home’s View resume would have nothing to open', () => {
    const root = fixtureCopy();
    rmSync(join(root, resumeFile));
    const { problems } = loadContent(root);
    expect(problems).toEqual([
      `${profileFile}:1:1: resumeFile: Home's View resume needs a resume: write ${resumeFile} (the build makes the PDF from it; copy sample/${resumeFile} to start), or name your own PDF in public/ here, such as resumeFile: my-cv.pdf`,
    ]);
  });

  it('a PDF of the owner’s own, named in profile.yml, is what Home opens; the page stays', () => {
    const root = fixtureCopy();
    edit(root, profileFile, /^email: /m, 'resumeFile: my-cv.pdf\nemail: ');
    writeFileSync(join(root, 'public/my-cv.pdf'), '%PDF-1.4\n%%EOF\n');
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content!.resumePdf).toBe('my-cv.pdf');
    expect(content!.hasResumePage).toBe(true);
    rmSync(join(root, resumeFile));
    const without = loadContent(root);
    expect(without.problems).toEqual([]);
    expect(without.content!.resumePdf).toBe('my-cv.pdf');
    expect(without.content!.hasResumePage).toBe(false);
    expect(without.content!.resume).toBeUndefined();
  });
});

describe('project folders', () => {
  it('at most one featured project', () => {
    const root = fixtureCopy();
    edit(root, clockFile, /^badge: /m, 'featured: true\nbadge: ');
    expect(loadContent(root).problems).toEqual(
      [armFile, clockFile].map(
        (file) =>
          `${where(root, file, 'true', 'featured: ')}: featured: more than one project says featured: true; keep it on one`,
      ),
    );
  });

  it('a folder name that is not an address', () => {
    const root = fixtureCopy();
    renameSync(join(root, trackedFolder, 'tide-clock'), join(root, trackedFolder, 'My Robot'));
    expect(loadContent(root).problems).toEqual([
      `${trackedFolder}/My Robot/: the folder's name is the page's address, and it must be lower-case letters, digits and dashes, like my-robot: rename the folder (found "My Robot")`,
    ]);
  });

  it('a folder name the site uses itself', () => {
    const root = fixtureCopy();
    renameSync(join(root, trackedFolder, 'tide-clock'), join(root, trackedFolder, 'admin'));
    expect(loadContent(root).problems).toEqual([
      `${trackedFolder}/admin/: the folder's name is the page's address, and it must not be one of ${reservedSlugs.join(', ')}: the site uses those names itself; rename the folder (found "admin")`,
    ]);
  });

  it('a story file with nothing below its front matter', () => {
    const root = fixtureCopy();
    edit(root, firstStoryFile, /\n---\n[^]*$/, '\n---\n\n');
    const lines = readFileSync(join(root, firstStoryFile), 'utf8').split('\n');
    // The line after the closing ---, where the text belongs.
    const below = lines.lastIndexOf('---') + 2;
    expect(loadContent(root).problems).toEqual([
      `${firstStoryFile}:${below}:1: the text below the front matter (after the second ---) is empty: write the section's text there`,
    ]);
  });

  it('a folder with only project.yml is a project with no story, timeline, purchasing or updates', () => {
    const root = fixtureCopy();
    for (const part of ['story', 'timeline.yml', 'purchasing.md', 'updates'])
      rmSync(join(root, armFolder, part), { recursive: true });
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    const project = content!.trackedProjects.find((p) => p.slug === 'gripper-arm')!;
    expect(project.title).toBe((fixtureFiles[armFile] as { title: string }).title);
    expect(project).not.toHaveProperty('story');
    expect(project).not.toHaveProperty('timeline');
    expect(project).not.toHaveProperty('purchasing');
    expect(project.updateCount).toBe(0);
    expect(project).not.toHaveProperty('latestUpdate');
    expect(content!.updates['gripper-arm']).toEqual([]);
  });

  it('orders the projects featured first, then by `order`, then by folder name', () => {
    const root = fixtureCopy();
    cpSync(join(root, trackedFolder, 'tide-clock'), join(root, trackedFolder, 'a-kite'), {
      recursive: true,
    });
    // The featured project comes first, whatever its order.
    edit(root, armFile, /^badge: /m, 'order: 9\nbadge: ');
    const slugs = () => {
      const { content, problems } = loadContent(root);
      expect(problems).toEqual([]);
      return content!.trackedProjects.map((project) => project.slug);
    };
    expect(slugs()).toEqual(['gripper-arm', 'a-kite', 'tide-clock']);
    edit(root, clockFile, /^badge: /m, 'order: 1\nbadge: ');
    expect(slugs()).toEqual(['gripper-arm', 'tide-clock', 'a-kite']);
  });

  it('orders the story cards by their `order`, not their file names', () => {
    const root = fixtureCopy();
    // The first file's card is given the largest order: it moves to the end.
    edit(root, firstStoryFile, 'order: 1', 'order: 99');
    const { content } = loadContent(root);
    const titles = content!.trackedProjects[0]!.story!.map((card) => card.title);
    const first = (fixtureFiles[firstStoryFile] as MarkdownFile).front.title;
    expect(titles.at(-1)).toBe(first);
    expect(titles.indexOf(first as string)).toBe(titles.length - 1);
  });
});

describe('readContent and contentPictures', () => {
  it('readContent throws, listing every mistake', () => {
    const root = fixtureCopy({ updates: false });
    edit(root, profileFile, profileInput.email, 'me@');
    edit(root, timelineFile, 'status: current', 'status: in progress');
    expect(() => readContent(root)).toThrow(
      /^The content has 2 mistake\(s\); fix them and build again:\n {2}- content\/profile\.yml:\d+:\d+: email: .*\n {2}- content\/tracked\/gripper-arm\/timeline\.yml:\d+:\d+: milestones\[\d\]\.status: /,
    );
  });

  it('lists every picture the content names, once, with its file and field', () => {
    const content = readContent(fixtureCopy());
    const found = contentPictures(content).map(({ where, picture }) => `${where}: ${picture.file}`);
    const withImage = fixtureMilestoneInputs.findIndex((m) => m.image);
    expect(found).toEqual(
      expect.arrayContaining([
        `${profileFile}: avatar: ${content.profile.avatar.file}`,
        `${homeFile}: otherProjects[0].image: ${content.home.otherProjects[0]!.image!.file}`,
        `${armFile}: heroImage: ${content.trackedProjects[0]!.heroImage.file}`,
        `${armFile}: card.image: ${content.trackedProjects[0]!.card.image.file}`,
        `${timelineFile}: milestones[${withImage}].image: ${fixtureMilestoneInputs[withImage]!.image!.file}`,
      ]),
    );
    expect(new Set(found).size).toBe(found.length);
  });

  // Each update's photos get their AVIF/WebP versions from this list (scripts/site/images/photos.ts).
  it('lists every update’s pictures too, with the update’s file', () => {
    const content = readContent(fixtureCopy());
    const found = contentPictures(content).map(({ where, picture }) => `${where}: ${picture.file}`);
    const withPicture = updateFiles.filter(({ front }) => Array.isArray(front.pictures));
    expect(withPicture.length).toBeGreaterThan(0);
    for (const { path, front } of withPicture)
      for (const [index, picture] of (front.pictures as Array<{ file: string }>).entries())
        expect(found).toContain(`${path}: pictures[${index}]: ${picture.file}`);
  });

  it('names a field by its path', () => {
    expect(fieldName(['card', 'highlights', 1])).toBe('card.highlights[1]');
    expect(fieldName([2, 'status'])).toBe('[2].status');
  });
});
