"""Watch one Marvel Champions planner game decision by decision: the seat's log, and at
each decision with a choice its options, marked ``P`` for the planner's pick and ``H``
for the heuristic's. Games are those of ``benchmarks/mc_planner.py`` (the same seeds,
seating and bot seeds), so a lost game of a run can be replayed and read::

    nice python benchmarks/mc_watch.py --hero black-panther --index 3 > game3.txt
    grep -E "^R[0-9]+ \\[defend\\]" -A3 game3.txt      # every defence and who chose what

Lines where ``P`` and ``H`` differ are where the rollouts overruled the heuristic. The log
is the seat's own (``log_for``): nothing hidden from it is printed.
"""

from __future__ import annotations

import argparse
from typing import cast

from rulebound import load_game
from rulebound.bots import MODEL_STREAM, ask, make_bot
from rulebound.games.marvel_champions.bot_view import bot_view
from rulebound.games.marvel_champions.heuristic import greedy_policy
from rulebound.games.marvel_champions.labels import label_action
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.sim import seats_for_game


def _decision_line(s: McState, seat: int) -> str:
    d = s.decision()
    p = s.players[seat]
    hand = sorted(s.name(u) for u in p.hand)
    return (
        f"R{s.round} [{d.kind}] {d.prompt!r} threat={s.units[s.main].threat} "
        f"damage={s.units[p.identity].damage} hand={hand}"
    )


def watch(hero: str, villain: str, seed: int, index: int, bot_name: str = "planner") -> None:
    """Play game ``index`` of seed ``seed`` solo with ``bot_name`` (the planner, or
    ``greedy``: the heuristic alone) and print it."""
    game = load_game("marvel-champions", heroes=hero, villain=villain)
    game_seed = derive_seed(seed, index)
    seats = seats_for_game(index, 1)
    bot = make_bot(bot_name, game, seed=derive_seed(game_seed, 1))
    state = game.new_initial_state(seed=game_seed)
    s = cast(McState, state)
    chance = Rng(derive_seed(game_seed, 0))
    models = Rng(derive_seed(game_seed, MODEL_STREAM))
    seat = seats[0]
    seen = 0
    while True:
        d = s.decision()
        if d.seat == TERMINAL:
            break
        if d.seat == CHANCE:
            s.apply_action(sample_chance(s, chance))
            continue
        log = s.log_for(seat)
        for line in log[seen:]:
            print("   |", line)
        seen = len(log)
        action = ask(bot, s, d.seat, list(d.options), models)
        if len(d.options) > 1:
            heuristic = greedy_policy(bot_view(s, d.seat), list(d.options))
            print(_decision_line(s, d.seat))
            for option in d.options:
                mark = ("P" if option == action else " ") + ("H" if option == heuristic else " ")
                print(f"     {mark} {label_action(s, d, option)}")
        s.apply_action(action)
    for line in s.log_for(seat)[seen:]:
        print("   |", line)
    print("result", s.returns(), s.reason, "round", s.round)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hero", default="black-panther")
    parser.add_argument("--villain", default="rhino")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--index", type=int, default=0, help="the game's index in the run")
    parser.add_argument("--bot", default="planner", help="planner, or greedy: the heuristic")
    args = parser.parse_args()
    watch(args.hero, args.villain, args.seed, args.index, args.bot)


if __name__ == "__main__":
    main()
