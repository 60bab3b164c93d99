"""Which typed Gloomhaven Items the heuristic player never uses (issue 18: "the bots
play every card"). Not a CI test: a measurement.

For each typed Item, ``--games`` heuristic games are played with the Item worn by the
first character (alone, so the level-1 slot limits always hold), the party and the
scenario moving with the game index (``--parties``, ``--scenarios``). Each decision of
the wearer that offers the Item (an item window, or a Move's item option) counts as its
moment come; each one answered with it, as a use. Items that apply by themselves (no
choice: ``equipped``, and the unlimited ``turn-end`` / ``attacked`` / ``own-kill`` ones)
are listed apart with the number of games their log names them in. An Item offered and
never used is a heuristic gap. Usage::

    python benchmarks/gh_item_uses.py --games 6 [--items 93,98]
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict
from typing import Any

from rulebound import load_game
from rulebound.bots import MODEL_STREAM, ask, make_bot
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.items import equip_problem, load_items
from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.sim import seats_for_game

PARTIES = (
    "brute,spellweaver",
    "mindthief,cragheart",
    "tinkerer,scoundrel",
    "spellweaver,brute",
    "cragheart,mindthief",
    "scoundrel,tinkerer",
)


def play(game: Any, index: int, seed0: int, item: int) -> tuple[int, int, int]:
    """One heuristic game: (moments the wearer was offered the item, uses, log lines
    naming it)."""
    seed = derive_seed(seed0, index)
    seats = seats_for_game(index, 2)
    bots = [make_bot("greedy", game, seed=derive_seed(seed, j + 1)) for j in range(2)]
    by_seat = {s: k for k, s in enumerate(seats)}
    chance, models = Rng(derive_seed(seed, 0)), Rng(derive_seed(seed, MODEL_STREAM))
    s = game.new_initial_state(seed=seed)
    offered = used = 0
    while True:
        d = s.decision()
        if d.seat == TERMINAL:
            break
        if d.seat == CHANCE:
            action = sample_chance(s, chance)
        else:
            action = ask(bots[by_seat[d.seat]], s, d.seat, list(d.options), models)
            if d.seat == 0 and enc.ITEM in d.options:
                offered += 1
                used += action == enc.ITEM
        s.apply_action(action)
    name = load_items()[item].name
    named = sum(name in e[1] for e in s.events or ())
    return offered, used, named


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--items", default="", help="item numbers (default: every typed one)")
    parser.add_argument("--scenarios", default="1,2,3,4,5", help="scenarios, by game index")
    args = parser.parse_args()
    catalog = load_items()
    # "17+12": the first item counted, worn with the others (a potion to refresh)
    sets = [[int(i) for i in part.split("+")] for part in args.items.split(",") if part]
    loadouts = sets or [[i] for i in sorted(catalog)]
    scenarios = [int(x) for x in args.scenarios.split(",")]
    totals: dict[str, list[tuple[int, str, int, int, int]]] = defaultdict(list)
    start = time.process_time()
    for loadout in loadouts:
        item_id = loadout[0]
        item = catalog[item_id]
        offered = used = named = 0
        for g in range(args.games):
            party = PARTIES[g % len(PARTIES)]
            problem = equip_problem([catalog[i] for i in loadout], 1)
            if problem:
                raise SystemExit(f"items {loadout}: {problem}")
            game = load_game(
                "gloomhaven",
                scenario=scenarios[g % len(scenarios)],
                party=party,
                items=",".join(map(str, loadout)),
            )
            o, u, n = play(game, g, args.seed, item_id)
            offered, used, named = offered + o, used + u, named + n
        by_itself = item.when == "equipped" or (
            item.use == "unlimited" and item.when in ("turn-end", "attacked", "own-kill")
        )
        group = "by itself" if by_itself else ("never used" if used == 0 else "used")
        if not by_itself and offered == 0:
            group = "never offered"
        totals[group].append((item_id, item.name, offered, used, named))
    for group in ("never offered", "never used", "used", "by itself"):
        print(f"== {group}")
        for item_id, name, offered, used, named in totals[group]:
            print(f"  {item_id:3d} {name:24s} offered {offered:4d} used {used:3d} log {named}")
    print(f"CPU {time.process_time() - start:.0f} s")


if __name__ == "__main__":
    main()
