"""Run ``rulebound bench`` for every registered game and print one table.

    python benchmarks/run_all.py [--seconds 3] [--json results.json]

Each game is benchmarked in its own process through the command line
(``python -m rulebound.cli.main bench GAME --json``), exactly as a user runs it.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from rulebound import list_games
from rulebound.kernel import write_atomic


def bench_game(game_id: str, seconds: float, seed: int) -> dict[str, Any]:
    command = [
        sys.executable,
        "-m",
        "rulebound.cli.main",
        "bench",
        game_id,
        "--seconds",
        str(seconds),
        "--seed",
        str(seed),
        "--json",
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"bench {game_id} failed ({done.returncode}): {done.stderr.strip()}")
    figures: dict[str, Any] = json.loads(done.stdout)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=3.0, help="time budget per game")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = parser.parse_args(argv)

    rows = [bench_game(info.full_id, args.seconds, args.seed) for info in list_games()]
    header = ("Game", "games/s", "decisions/s", "clones/s", "decisions/game")
    table = [
        (
            row["game"],
            f"{row['games_per_s']:,.1f}",
            f"{row['decisions_per_s']:,.0f}",
            f"{row['clones_per_s']:,.0f}",
            f"{row['decisions_per_game']:.1f}",
        )
        for row in rows
    ]
    widths = [max(len(line[i]) for line in [header, *table]) for i in range(len(header))]
    print(
        " | ".join(
            h.ljust(w) if i == 0 else h.rjust(w)
            for i, (h, w) in enumerate(zip(header, widths, strict=True))
        )
    )
    print("-+-".join("-" * w for w in widths))
    for line in table:
        print(
            " | ".join(
                c.ljust(w) if i == 0 else c.rjust(w)
                for i, (c, w) in enumerate(zip(line, widths, strict=True))
            )
        )
    if args.json is not None:
        write_atomic(args.json, json.dumps(rows, indent=2, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
