"""ISMCTS against the planner and the heuristic (greedy) bot, at two budgets.

Not a CI test. Two-player games (Mission Arena, Destiny) are played head to head with
seats alternating; cooperative games (Marvel Champions solo, Gloomhaven with a party
of two) are played by each bot alone and the win rates compared. Prints each
result with its 95% Wilson interval and the seconds per game::

    nice python benchmarks/ismcts_strength.py --games 8 --budgets 10,40 --out ismcts.json

``--variants`` plays given bot names against ``--against`` instead (an ablation)::

    nice python benchmarks/ismcts_strength.py --only star-wars-destiny --games 12 \
        --variants ismcts:sims=10:prior=0:eval=0,ismcts:sims=10:eval=0,ismcts:sims=10
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from rulebound import load_game
from rulebound.bots import BotError, make_bot
from rulebound.sim import run_sim

GAMES = ("marvel-mission-arena", "star-wars-destiny", "marvel-champions", "gloomhaven")


def _available(bot: str, game_id: str) -> bool:
    try:
        make_bot(bot, load_game(game_id))
    except BotError:
        return False
    return True


def _row(game_id: str, bots: list[str], games: int, seed: int) -> dict[str, Any]:
    started = time.perf_counter()
    result = run_sim(game_id, games=games, bots=bots, seed=seed, workers=1)
    seconds = time.perf_counter() - started
    first = result["bots"][0]
    return {
        "game": game_id,
        "bots": bots,
        "games": result["games_played"],
        "win_rate": first["win_rate"],
        "ci95": first["win_rate_ci95"],
        "seconds_per_game": round(seconds / max(1, result["games_played"]), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--budgets", default="10,40", help="simulations per decision")
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", default="")
    parser.add_argument("--variants", default="", help="comma-separated bot names")
    parser.add_argument("--against", default="greedy")
    args = parser.parse_args()
    budgets = [int(b) for b in args.budgets.split(",")]
    rows: list[dict[str, Any]] = []
    for game_id in [g for g in (args.only.split(",") if args.only else GAMES) if g]:
        players = load_game(game_id).num_players
        cooperative = load_game(game_id).info.utility == "identical"
        if args.variants:
            names = [v for v in args.variants.split(",") if v]
            if cooperative:
                pairings = [[v] * players for v in names]
            else:
                pairings = [[v, args.against] for v in names]
        elif cooperative:
            contenders = [f"ismcts:sims={b}" for b in budgets] + [
                b for b in ("greedy", "planner") if _available(b, game_id)
            ]
            pairings = [[bot] * players for bot in contenders]
        else:
            pairings = [
                [f"ismcts:sims={b}", other]
                for b in budgets
                for other in ("greedy", "planner")
                if _available(other, game_id)
            ]
        for bots in pairings:
            row = _row(game_id, bots, args.games, args.seed)
            rows.append(row)
            low, high = row["ci95"]
            print(
                f"{game_id:22} {' vs '.join(sorted(set(bots), key=bots.index)):32} "
                f"{row['win_rate']:6.1%} ({low:.0%}-{high:.0%}) n={row['games']} "
                f"{row['seconds_per_game']}s/game",
                flush=True,
            )
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            json.dump(rows, handle, indent=1)


if __name__ == "__main__":
    main()
