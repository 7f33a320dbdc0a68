/**
 * An owner's file the build cannot use, said in the owner's words: the file as the owner knows it
 * (`public/models/bracket.step`), what is wrong and what to do. Each kind of file has its own
 * (ModelProblem, DrawingProblem), so a step tells its readers' problems from its own bugs.
 */
export class FileProblem extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = new.target.name;
  }
}
