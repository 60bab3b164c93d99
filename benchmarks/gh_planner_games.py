"""The Gloomhaven planner's games, timed and fingerprinted: to check that an optimisation
of the engine or the planner changes no game, and to measure what it gained.

Not a CI test (a planner game takes seconds). Usage::

    python benchmarks/gh_planner_games.py --games 12 --out before.txt
    # ... change the engine ...
    python benchmarks/gh_planner_games.py --games 12 --compare before.txt

Game ``n`` is game ``n`` of ``rulebound sim gloomhaven --bots planner,planner --seed
SEED`` under one of the parameter sets in turn (``--param``, repeatable, as in
``benchmarks/same_games.py``; ``items=1,8|starter``: "|" between the seats; by default
scenario 1 with the Brute and the Mindthief and scenario 2 with the Spellweaver and the
Cragheart, level 1, starter items). Its fingerprint hashes every decision of the game
(its history), its returns and its random outcomes. The output has one line per game
(``index decisions hash``). The time per game is printed, wall clock and CPU time of
this process: on a shared machine the CPU time is the steadier figure, to be compared
with another version's interleaved runs. So are the wins of each parameter set with
their 95% Wilson interval (the README's planner tables); ``--verbose`` prints each
game's end (outcome, round, rooms, monster HP left, CPU time, each character's state);
``--logs DIR`` writes each game's outcome and event log to ``DIR/game-N.txt`` (for
counting what happens in a room, game by game).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import sys
import time

from rulebound import load_game
from rulebound.bots import make_bot
from rulebound.games.gloomhaven import planner
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.sim import play_game, seats_for_game

DEFAULT_SETS = (
    "scenario=1;party=brute,mindthief;items=starter",
    "scenario=2;party=spellweaver,cragheart;items=starter",
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--first", type=int, default=0, help="the first game index")
    parser.add_argument("--seed", type=int, default=1, help="the master seed")
    parser.add_argument("--param", action="append", default=[], help="NAME=VALUE[;...]")
    parser.add_argument(
        "--bot-salt",
        type=int,
        default=0,
        help="move the planners' own seeds (0: as rulebound sim; the game's draws stay)",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        help="NAME=VALUE: a planner constant for a variant's run, or MODULE.NAME=VALUE one "
        "of another Gloomhaven bot module (bot_moves.BEHIND=0; repeatable)",
    )
    parser.add_argument(
        "--only",
        help="K[,K...]: play only the games of these parameter sets (0 = the first "
        "--param): the others' games are skipped, each game keeping its index and seed",
    )
    parser.add_argument("--out", help="write the fingerprints to this file")
    parser.add_argument("--verbose", action="store_true", help="one line per game")
    parser.add_argument("--logs", help="write each game's event log to DIR/game-N.txt")
    parser.add_argument("--compare", help="compare with the fingerprints in this file")
    args = parser.parse_args()
    sets = [dict(i.split("=", 1) for i in p.split(";")) for p in args.param or DEFAULT_SETS]
    # items=1,8|starter: "|" separates the seats' Items (";" separates the parameters)
    sets = [{k: v.replace("|", ";") if k == "items" else v for k, v in s.items()} for s in sets]
    for assignment in args.set:
        name, value = assignment.split("=", 1)
        # MODULE.NAME: a constant of another bot module (bot_moves.BEHIND)
        where, _, name = name.rpartition(".")
        module = (
            importlib.import_module(f"rulebound.games.gloomhaven.{where}") if where else planner
        )
        if not hasattr(module, name):
            sys.exit(f"no constant {name} in {module.__name__}")
        kind = type(getattr(module, name))
        setattr(module, name, value in ("1", "true", "True") if kind is bool else kind(value))
    games = [load_game("gloomhaven", **params) for params in sets]
    lines = []
    times: list[list[float]] = [[] for _ in sets]
    wins = [0 for _ in sets]
    cpu: list[list[float]] = [[] for _ in sets]
    only = {int(k) for k in args.only.split(",")} if args.only else None
    for index in range(args.first, args.first + args.games):
        k = index % len(games)
        if only is not None and k not in only:
            continue
        started, started_cpu = time.perf_counter(), time.process_time()
        # as rulebound.sim.play_indexed_game does, keeping the final state
        seed = derive_seed(args.seed, index)
        seats = seats_for_game(index, 2)
        bots = [
            make_bot("planner", games[k], seed=bot_seed(seed, j, args.bot_salt)) for j in range(2)
        ]
        state, _ = play_game(games[k], bots, seats, seed, Rng(derive_seed(seed, 0)))
        assert isinstance(state, GloomhavenState)
        times[k].append(time.perf_counter() - started)
        cpu[k].append(time.process_time() - started_cpu)
        wins[k] += state.outcome == "won"
        if args.verbose:
            left = [
                f"{h.cls.name} {'X' if h.exhausted else ''}{state.figures[h.figure].hp}hp "
                f"{len(h.hand)}+{len(h.discard)}c {len(h.lost)}lost"
                for h in state.heroes
            ]
            foes = sum(f.hp for f in state.monsters())
            print(
                f"game {index} {sets[k]}: {state.outcome} round {state.round}, "
                f"rooms {len(state.rooms)}, monster HP left {foes}, {cpu[k][-1]:.2f} CPU s;",
                *left,
            )
        if args.logs:
            with open(f"{args.logs}/game-{index}.txt", "w", encoding="utf-8") as handle:
                handle.write("\n".join([state.outcome or "", *state.log]) + "\n")
        history = state.history or []
        digest = hashlib.blake2b(digest_size=16)
        digest.update(repr((list(history), state.returns(), state.chance_history)).encode())
        lines.append(f"{index} {len(history)} {digest.hexdigest()}")
    for params, spent, used, won in zip(sets, times, cpu, wins, strict=True):
        if spent:
            mean, mean_cpu = sum(spent) / len(spent), sum(used) / len(used)
            low, high = wilson(won, len(spent))
            print(
                f"{params}: {len(spent)} games, {mean:.2f} s ({mean_cpu:.2f} CPU s) a game, "
                f"{won} won ({won / len(spent):.1%}, 95% CI {low:.1%} - {high:.1%})"
            )
    wall, cpu_all = sum(map(sum, times)), sum(map(sum, cpu))
    played = max(1, sum(map(len, times)))
    print(f"all: {wall / played:.2f} s ({cpu_all / played:.2f} CPU s) a game")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
    if args.compare:
        with open(args.compare, encoding="utf-8") as handle:
            before = {line.split()[0]: line.strip() for line in handle if line.strip()}
        differ = [line.split()[0] for line in lines if before.get(line.split()[0]) != line]
        if differ:
            print(f"{len(differ)} of {args.games} games differ; first: {', '.join(differ[:10])}")
            sys.exit(1)
        print(f"all {args.games} planner games identical, decision for decision")


def bot_seed(seed: int, seat: int, salt: int) -> int:
    """Seat ``seat``'s planner seed in the game of seed ``seed``: ``rulebound sim``'s,
    or with ``salt`` another one, to tell a change's gain from its bots' luck."""
    base = derive_seed(seed, seat + 1)
    return derive_seed(base, salt) if salt else base


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if not games:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * ((p * (1 - p) + z * z / (4 * games)) / games) ** 0.5
    scale = 1 + z * z / games
    return (centre - spread) / scale, (centre + spread) / scale


if __name__ == "__main__":
    main()
