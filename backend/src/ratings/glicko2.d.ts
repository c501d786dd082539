// The glicko2 package ships no types: what this backend uses of it.
declare module 'glicko2' {
  export interface Glicko2Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
    volatility_algorithm?: 'oldprocedure' | 'newprocedure' | 'newprocedure_mod' | 'oldprocedure_simple';
  }

  export class Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }

  /** [player, opponent, the player's score: 1 win, 0.5 draw, 0 loss]. */
  export type Glicko2Match = [Player, Player, number];

  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** Every player made is rated on these results as one rating period. */
    updateRatings(matches: Glicko2Match[]): void;
  }
}
