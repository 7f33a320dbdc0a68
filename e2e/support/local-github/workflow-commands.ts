/**
 * What a step tells the runner through the files GitHub names in its environment: here, its
 * outputs in $GITHUB_OUTPUT ("Workflow commands for GitHub Actions", docs.github.com,
 * "Setting an output parameter" and "Multiline strings").
 */

/** The outputs a step wrote to $GITHUB_OUTPUT: `key=value` lines and `key<<END` blocks. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const block = /^([\w-]+)<<(.+)$/.exec(line);
    if (block) {
      const end = lines.indexOf(block[2]!, index + 1);
      outputs[block[1]!] = lines.slice(index + 1, end).join('\n');
      index = end;
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return outputs;
}
