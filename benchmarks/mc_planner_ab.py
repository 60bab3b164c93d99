"""Marvel Champions planner, old code against new, in turn: the same games, checked
decision for decision, and their CPU seconds. For speed work on the planner and the
engine it plays, where every decision must stay as it was.

Not a CI test. Usage (the old code checked out somewhere, e.g. with ``git worktree``)::

    nice python benchmarks/mc_planner_ab.py --old /tmp/base/src --heroes iron-man \\
        --games 0-19 --chunk 2
    nice python benchmarks/mc_planner_ab.py --old /tmp/base/src \\
        --heroes spider-man,captain-marvel --games 0-5 --chunk 1
    nice python benchmarks/mc_planner_ab.py --heroes iron-man --games 0-3   # one version

Game ``n`` is game ``n`` of ``benchmarks/mc_planner.py`` (``rulebound sim
marvel-champions --bots planner --seed S``: the same seeds, seating and bot seeds). The
games are played in chunks of ``--chunk`` games, each chunk by a fresh process of each
version, the two in alternating order (so that a change of the machine's load falls on
both alike); ``--repeat`` plays every chunk that many times (new games are not made: the
same games again, each version's CPU seconds summed). A game's fingerprint is its result,
rounds, decision count, a hash of its whole action history, and a hash of every option
value the planner's searches computed (``planner._value``, in order): the two versions
must give the same fingerprints, or it stops. ``--skip-values`` leaves the last out, for
a change that skips rollouts whose value cannot change a decision (session 36: a search
left with one option). ``--cpu-only`` plays both versions in turn without comparing the
games: the CPU seconds of a change that changes decisions, measured alike.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import time


def play(heroes: str, villain: str, first: int, last: int, seed: int) -> None:
    """Games ``first`` to ``last`` in this process: one line each, ``index result rounds
    decisions history-hash values-hash cpu``."""
    # imported here: the child process's PYTHONPATH chooses which version loads
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from mc_planner import _play

    from rulebound import load_game
    from rulebound.games.marvel_champions import planner

    game = load_game("marvel-champions", heroes=heroes, villain=villain)
    names = ["planner"] * len(heroes.split(","))
    values = hashlib.blake2b(digest_size=8)
    plain = planner._value

    def recorded(*args: object, **kwargs: object) -> float:
        value = plain(*args, **kwargs)  # type: ignore[arg-type]
        values.update(repr(value).encode())
        return value

    planner._value = recorded
    for index in range(first, last + 1):
        values = hashlib.blake2b(digest_size=8)
        started = time.process_time()
        state = _play(game, names, seed, index)
        seconds = time.process_time() - started
        history = list(state.history or ())
        digest = hashlib.blake2b(repr(history).encode(), digest_size=8).hexdigest()
        result = state.returns()[0]
        print(
            f"{index} {result:+.0f} {state.round} {len(history)} {digest} "
            f"{values.hexdigest()} {seconds:.4f}",
            flush=True,
        )


def _run(src: str | None, args: argparse.Namespace, first: int, last: int) -> list[list[str]]:
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = os.path.abspath(src) + os.pathsep + env.get("PYTHONPATH", "")
    command = [
        sys.executable,
        os.path.abspath(__file__),
        "--child",
        f"--heroes={args.heroes}",
        f"--villain={args.villain}",
        f"--games={first}-{last}",
        f"--seed={args.seed}",
    ]
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
    return [line.split() for line in out.splitlines() if line.strip()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--heroes", default="iron-man")
    parser.add_argument("--villain", default="rhino")
    parser.add_argument("--games", default="0-3", help="first-last (inclusive)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--chunk", type=int, default=2, help="games per process")
    parser.add_argument("--repeat", type=int, default=1, help="play every chunk this often")
    parser.add_argument("--old", help="the old version's src directory (A/B mode)")
    parser.add_argument("--new", help="the new version's src directory (default: installed)")
    parser.add_argument(
        "--skip-values", action="store_true", help="compare without the option values' hash"
    )
    parser.add_argument("--cpu-only", action="store_true", help="do not compare the games")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    first, last = (int(x) for x in args.games.split("-"))
    if args.child:
        play(args.heroes, args.villain, first, last, args.seed)
        return
    versions = {"new": args.new} if args.old is None else {"old": args.old, "new": args.new}
    cpu = dict.fromkeys(versions, 0.0)
    prints: dict[str, dict[str, list[str]]] = {name: {} for name in versions}
    order = list(versions)
    for turn in range(args.repeat):
        for start in range(first, last + 1, args.chunk):
            end = min(last, start + args.chunk - 1)
            for name in order:
                for row in _run(versions[name], args, start, end):
                    index, fingerprint, seconds = row[0], row[1:6], float(row[6])
                    if args.skip_values:
                        fingerprint = fingerprint[:4]
                    cpu[name] += seconds
                    known = prints[name].setdefault(index, fingerprint)
                    assert known == fingerprint, f"{name} game {index} not deterministic"
            order.reverse()
            chunk = range(start, end + 1)
            seen = {name: [prints[name].get(str(i)) for i in chunk] for name in order}
            line = "  ".join(f"{name} {cpu[name]:.2f}" for name in versions)
            print(f"round {turn} games {start}-{end}: CPU s so far {line}", flush=True)
            if len(versions) == 2 and not args.cpu_only and seen["old"] != seen["new"]:
                sys.exit(f"games {start}-{end} differ: old {seen['old']} new {seen['new']}")
    games = (last - first + 1) * args.repeat
    for name in versions:
        rows = prints[name]
        wins = sum(1 for i in rows if rows[i][0] == "+1")
        rounds = sum(int(rows[i][1]) for i in rows) / max(1, len(rows))
        print(
            f"{name}: {cpu[name] / games:.3f} CPU s a game ({games} games played, "
            f"{wins} of {len(rows)} won, {rounds:.1f} rounds a game)"
        )
    if len(versions) == 2:
        same = "not compared" if args.cpu_only else "every game identical"
        print(f"new / old CPU: {cpu['new'] / cpu['old']:.3f}; {same}")


if __name__ == "__main__":
    main()
