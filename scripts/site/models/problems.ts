/**
 * The wording of model problems: each says the file, what is wrong and what
 * the owner can do, like the content problems (src/content-model/problems.ts).
 */
import { FileProblem } from '../file-problem.ts';

/** A model the build cannot use, said in the owner's words. */
export class ModelProblem extends FileProblem {}

/** The extensions the readers take, for the message about an unknown one. */
export { modelFormats as modelExtensions } from '../../../src/content-model/model-formats.ts';

/**
 * GitHub warns about a pushed file over 50 MiB and blocks one over 100 MiB
 * (https://docs.github.com/en/repositories/working-with-files/managing-large-files/about-large-files-on-github),
 * so a model over the block can never reach the build from the owner's repository.
 */
export const githubWarnBytes = 50 * 1024 * 1024;
export const githubBlockBytes = 100 * 1024 * 1024;

/** A clear refusal for a model GitHub would refuse, or a warning text for one it warns about. */
export function sizeProblem(
  file: string,
  bytes: number,
): { error?: ModelProblem; warning?: string } {
  const mb = (bytes / 1024 / 1024).toFixed(1);
  const smaller =
    'export it again smaller (STEP or 3MF are several times smaller than STL; a coarser STL resolution also helps)';
  if (bytes > githubBlockBytes) {
    return {
      error: new ModelProblem(
        file,
        `is ${mb} MiB; GitHub refuses files over 100 MiB, so it cannot be pushed: ${smaller}`,
      ),
    };
  }
  if (bytes > githubWarnBytes) {
    return { warning: `${file}: is ${mb} MiB; GitHub warns about files over 50 MiB: ${smaller}` };
  }
  return {};
}
