// Type declarations for qipan-tactics.js and qipan-tactics.mjs
// ('qipan/tactics'): the split build of the tactics grids (TacticsMap:
// movement, paths, attack ranges, map import) and the tactics battle
// (Battle, the shipped scenarios), without the board games
// (docs/embedding.md, "Pay for what you import"). The same classes and
// calls as the whole module's (qipan.d.ts), whose declarations these reuse.
//
//   import createQipan from 'qipan/tactics';
//   const qipan: createQipan.Qipan = await createQipan();
import Whole = require('./qipan.js');

declare function createQipan(options?: createQipan.Options): Promise<createQipan.Qipan>;

declare namespace createQipan {
  // The whole module's types that this module shares as they are.
  export import Options = Whole.Options;
  export import ErrorCode = Whole.ErrorCode;
  export import QipanError = Whole.QipanError;
  export import Cell = Whole.Cell;
  export import Reach = Whole.Reach;
  export import Terrain = Whole.Terrain;
  export import MoveClass = Whole.MoveClass;
  export import TacticsOption = Whole.TacticsOption;
  export import Topology = Whole.Topology;
  export import UnitSpec = Whole.UnitSpec;
  export import Unit = Whole.Unit;
  export import TacticsMap = Whole.TacticsMap;
  export import TacticsMapConstructor = Whole.TacticsMapConstructor;
  export import BattleTeam = Whole.BattleTeam;
  export import BattlePhase = Whole.BattlePhase;
  export import BattleStatus = Whole.BattleStatus;
  export import BattleUnit = Whole.BattleUnit;
  export import BattleEventKind = Whole.BattleEventKind;
  export import BattleEvent = Whole.BattleEvent;
  export import BattleView = Whole.BattleView;
  export import BattleState = Whole.BattleState;
  export import BattleAttack = Whole.BattleAttack;
  export import BattleForecast = Whole.BattleForecast;
  export import EnemyStep = Whole.EnemyStep;
  export import ScenarioInfo = Whole.ScenarioInfo;
  export import Battle = Whole.Battle;
  export import BattleConstructor = Whole.BattleConstructor;

  /** The loaded module: its version, the tactics maps and the battle. */
  type Qipan = Pick<Whole.Qipan, 'version' | 'TacticsMap' | 'Battle' | 'scenarios' | 'scenarioText'>;
}

export = createQipan;
