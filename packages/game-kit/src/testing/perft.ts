import type { GameDefinition, Match } from '../contract';

/**
 * The rules' move-tree size: the leaves of the tree `depth` actions deep, walked through the public legalActions and
 * apply (a finished game is a leaf). The standard check of a game's move generator against published counts. Fails
 * loudly when the rules refuse an action they listed.
 */
export function perft<S, A>(
  rules: Pick<GameDefinition<S, A>, 'legalActions' | 'apply'>,
  match: Match<S>,
  depth: number,
): number {
  if (depth === 0 || match.gameOver || !match.player) return 1;
  let leaves = 0;
  for (const action of rules.legalActions(match, match.player.id)) {
    const result = rules.apply(match, match.player.id, action);
    if (!result.ok) throw new Error(`listed action ${JSON.stringify(action)} refused: ${result.error.message}`);
    leaves += perft(rules, result.match, depth - 1);
  }
  return leaves;
}
