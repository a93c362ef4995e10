/** The questions `docsite init` asks on a terminal (node:readline: two questions need no prompt library). */
import { createInterface } from 'node:readline/promises';
import pc from 'picocolors';
import { parseLangs, type InitAnswers } from './init.ts';
import { DocsiteError } from '../errors.ts';

export async function askAnswers(defaults: InitAnswers): Promise<InitAnswers> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  // Ctrl+C at a question ends init with nothing written.
  rl.on('SIGINT', () => {
    rl.close();
    process.stdout.write('\n');
    process.exit(130);
  });
  const ask = async (question: string, fallback: string) => (await rl.question(`${pc.cyan('?')} ${question} ${pc.dim(`(${fallback})`)} `)).trim() || fallback;
  try {
    const title = await ask('Site title', defaults.title);
    for (;;) {
      const langs = await ask('Languages, one or two (the first is the default), e.g. en or en,zh', defaults.langs.join(','));
      try {
        return { title, description: defaults.description.replace(defaults.title, title), langs: parseLangs(langs) };
      } catch (error) {
        if (!(error instanceof DocsiteError)) throw error;
        console.log(pc.yellow(`  ${error.message} (${error.hint})`));
      }
    }
  } finally {
    rl.close();
  }
}
