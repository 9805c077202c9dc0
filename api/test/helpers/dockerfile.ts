export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name?: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages, each a list of instructions (continuations joined, comments dropped). */
export function dockerfileStages(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      stages.push({ name: /\bAS\s+(\S+)/i.exec(instruction.args)?.[1], instructions: [] });
    }
    stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}
