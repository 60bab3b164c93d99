"""Fit the Marvel Champions planner's evaluation to game outcomes (session 34).

Plays solo games against Rhino (standard, Bomb Scare) and records, at the start of
every round (the positions ``planner.evaluate`` is asked about at the end of its
rollouts), the features of ``value.features`` with the game's result (won or lost)
and the rounds to its end; then fits an L2-regularised logistic regression (numpy,
Newton's method) of the result on the features, on the games whose index is not a
multiple of ``--hold`` (the others are held out), and compares it on the held-out
games with the hand-set weights (their score put through a fitted 1-d logistic).
The fitted weights are printed in the hand-set evaluation's units (the logit of a
point of the hand-set score, fitted alone on the same games) as a table to paste into ``value.py``::

    nice python benchmarks/mc_value_fit.py --planner 30 --extra 30 --greedy 100 --seed 7 \\
        --data /tmp/mc_value.json
    nice python benchmarks/mc_value_fit.py --load /tmp/mc_value.json --per-hero
    nice python benchmarks/mc_value_fit.py --heroes black-panther --planner 300 --extra 0 \\
        --greedy 150 --seed 7 --l2 30          # his own table (session 40, panther_weights.py)
    nice python benchmarks/mc_value_fit.py --heroes black-panther --load A,B,C --bots planner \
        --l2 100 --reference panther --toward-hand --fix villain_hp --out /tmp/table.json
                                               # his refit (sessions 42 and 43)

Games are those of ``benchmarks/mc_planner.py`` (``--bots planner`` or ``greedy``,
``rulebound.sim``'s seeds, seating and bot seeds) on seed ``--seed``: keep it apart
from the measurement games (seed 1). Greedy games take a random option at a searched
decision with probability ``--explore`` (drawn from a stream of their own), so that
their positions spread. Time is CPU time. numpy is a test dependency, not the
package's: the shipped weights are plain numbers.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from rulebound import load_game
from rulebound.bots import ask, make_bot
from rulebound.bots.base import MODEL_STREAM
from rulebound.games.marvel_champions.panther_weights import PANTHER_FITTED
from rulebound.games.marvel_champions.planner import SEARCHED
from rulebound.games.marvel_champions.value import FEATURES, HAND_SET, features, weights
from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.sim import seats_for_game

sys.path.insert(0, str(Path(__file__).parent))
from logistic_fit import auc, fit_logistic, log_loss

HEROES: tuple[str, ...] = ("spider-man", "captain-marvel", "she-hulk", "iron-man", "black-panther")
WEAK = ("she-hulk", "black-panther")
FIRST_GREEDY = 100_000
"""Greedy games are numbered from here, apart from the planner games of the same seed."""


def play(hero: str, bots: str, seed: int, index: int, explore: float) -> dict[str, Any]:
    """Game ``index`` as ``rulebound.sim.play_game`` plays it (the same seeds), the
    features at the start of each round from round 2 on, and its result."""
    game = load_game("marvel-champions", heroes=hero, villain="rhino")
    game_seed = derive_seed(seed, index)
    seats = seats_for_game(index, 1)
    bot = make_bot(bots, game, seed=derive_seed(game_seed, 1))
    chance = Rng(derive_seed(game_seed, 0))
    models = Rng(derive_seed(game_seed, MODEL_STREAM))
    wander = Rng(derive_seed(game_seed, 77))
    s: Any = game.new_initial_state(seed=game_seed)
    rows: list[list[float]] = []
    seen_round = s.round
    while True:
        d = s.decision()
        if d.seat == TERMINAL:
            break
        if s.round != seen_round:
            seen_round = s.round
            if seen_round >= 2 and not s.result:
                rows.append(features(s))
        if d.seat == CHANCE:
            action = sample_chance(s, chance)
        else:
            options = list(d.options)
            if explore and d.kind in SEARCHED and len(options) > 1 and wander.random() < explore:
                action = wander.choice(options)
            else:
                action = ask(bot, s, seats[0], options, models)
        s.apply_action(action)
    won = s.returns()[0] > 0
    return {
        "hero": hero,
        "bots": bots,
        "index": index,
        "won": bool(won),
        "rounds": s.round,
        "rows": rows,
    }


def generate(args: argparse.Namespace) -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = []
    plan: list[tuple[str, str, int, float]] = []
    for hero in HEROES:
        extra = args.extra if hero in WEAK else 0
        plan += [(hero, "planner", i, 0.0) for i in range(args.planner + extra)]
        plan += [
            (hero, "greedy", FIRST_GREEDY + i, args.explore)
            for i in range(args.greedy + (args.greedy if hero in WEAK else 0))
        ]
    cpu: dict[str, float] = {}
    for hero, bots, index, explore in plan:
        started = time.process_time()
        games.append(play(hero, bots, args.seed, index, explore))
        cpu[bots] = cpu.get(bots, 0.0) + time.process_time() - started
    for bots, seconds in cpu.items():
        n = sum(g["bots"] == bots for g in games)
        rows = sum(len(g["rows"]) for g in games if g["bots"] == bots)
        wins = sum(g["won"] for g in games if g["bots"] == bots)
        print(f"{bots}: {n} games, {wins} won, {rows} positions, {seconds:.0f} CPU s")
    return games


REFERENCE: dict[str, float] = HAND_SET
"""The table a fit is compared with, scaled to and (``--toward``) pulled toward:
``--reference hand`` (value.HAND_SET) or ``panther`` (panther_weights.PANTHER_FITTED)."""


def _matrix(games: list[dict[str, Any]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    x = [row for g in games for row in g["rows"]]
    y = [float(g["won"]) for g in games for _ in g["rows"]]
    hand = [sum(a * b for a, b in zip(row, weights(REFERENCE), strict=True)) for row in x]
    return np.array(x, dtype=float), np.array(y), np.array(hand)


def report(
    games: list[dict[str, Any]],
    hold: int,
    l2: float,
    label: str,
    toward_hand: bool = False,
    fixed: tuple[int, ...] = (),
) -> np.ndarray | None:
    """Fit on the games whose index is not a multiple of ``hold``; held-out log loss and
    AUC of the fit against the hand-set weights (the hand score calibrated by a 1-d
    logistic fitted on the same training games). ``toward_hand``: the penalty pulls
    toward the hand-set weights at that logistic's scale, not toward 0. Returns the
    fitted weights in the hand-set score's units (see the module's docstring)."""
    train = [g for g in games if g["index"] % hold]
    test = [g for g in games if not g["index"] % hold]
    x, y, hand = _matrix(train)
    xt, yt, hand_t = _matrix(test)
    if len(set(y)) < 2 or not len(yt):
        print(f"{label}: too few games to fit")
        return None
    hw, hb = fit_logistic(hand[:, None], y, 0.0)
    prior = np.array(weights(REFERENCE)) * hw[0] if toward_hand else None
    w, b = fit_logistic(x, y, l2, prior, fixed)
    base = math.log(y.mean() / (1 - y.mean()))
    print(
        f"{label}: train {len(train)} games, {len(y)} positions ({y.mean():.0%} won); "
        f"held out {len(test)} games, {len(yt)} positions ({yt.mean():.0%} won)"
    )
    print(
        f"  held-out log loss: fitted {log_loss(yt, xt @ w + b):.4f}, hand-set "
        f"{log_loss(yt, hand_t * hw[0] + hb):.4f}, "
        f"constant {log_loss(yt, np.full(len(yt), base)):.4f}"
    )
    print(
        f"  held-out AUC: fitted {auc(yt, xt @ w + b):.3f}, hand-set {auc(yt, hand_t):.3f}; "
        f"train log loss fitted {log_loss(y, x @ w + b):.4f}"
    )
    # Within each hero and on the planner's games: what the planner's choices read.
    for hero in HEROES:
        mine = [g for g in test if g["hero"] == hero]
        if not mine:
            continue
        xh, yh, hand_h = _matrix(mine)
        mine_p = [g for g in mine if g["bots"] == "planner"]
        line = (
            f"    {hero:<15} AUC fitted {auc(yh, xh @ w + b):.3f}, hand-set {auc(yh, hand_h):.3f}"
        )
        if mine_p:
            xp, yp, hand_p = _matrix(mine_p)
            line += (
                f"; planner games only ({len(mine_p)}): fitted {auc(yp, xp @ w + b):.3f}, "
                f"hand-set {auc(yp, hand_p):.3f}"
            )
        print(line)
    if hw[0] <= 0:
        print("  the hand-set score does not raise the odds here: no table")
        return None
    # In the hand-set evaluation's units: a point is the change of the odds a point of
    # the hand-set score makes, so the planner's MARGIN keeps its meaning.
    scaled = w / hw[0]
    unit = -w[FEATURES.index("villain_hp")]
    print(f"  one villain hit point = {unit:.4f} logit; a hand-set point {hw[0]:.4f} logit")
    for name, value, hand_w in zip(FEATURES, scaled, weights(REFERENCE), strict=True):
        print(f"    {name:<20} {value:9.3f}   (reference {hand_w:g})")
    return scaled


def measure(args: argparse.Namespace) -> None:
    """Games ``--first`` to ``--first + --games - 1`` of ``benchmarks/mc_planner.py``
    (seed ``--seed``) with the planner's evaluation set to the weights ``--weights``
    (``hand``: value.HAND_SET, ``fitted``: value.FITTED, whatever
    ``planner.FITTED_HEROES`` holds); per-game results (W/L, in
    order), wins, Wilson interval, CPU seconds a game."""
    import mc_planner

    from rulebound.games.marvel_champions import planner, value
    from rulebound.sim import wilson_interval

    # The fitted weights for this hero (planner.FITTED_HEROES), or the hand-set ones.
    mine = args.measure.replace("-", "_")  # the identity card's set
    planner.FITTED_TABLES = {mine: tuple(weights(value.FITTED))}
    planner.FITTED_HEROES = frozenset({mine} if args.weights == "fitted" else ())
    game = load_game("marvel-champions", heroes=args.measure, villain="rhino")
    marks = []
    started = time.process_time()
    for index in range(args.first, args.first + args.games):
        s = mc_planner._play(game, ["planner"], args.seed, index)
        marks.append("W" if s.returns()[0] > 0 else "L")
    seconds = time.process_time() - started
    wins = marks.count("W")
    low, high = wilson_interval(wins, args.games)
    print(
        f"{args.measure} {args.weights} games {args.first}-{args.first + args.games - 1} "
        f"seed {args.seed}: {wins} of {args.games} (CI {100 * low:.1f}% - {100 * high:.1f}%), "
        f"{seconds / args.games:.2f} CPU s/game  {''.join(marks)}"
    )


def main() -> None:
    global HEROES, REFERENCE  # the heroes this run plays and reports on (--heroes)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--heroes", default=",".join(HEROES), help="heroes to play and fit")
    parser.add_argument("--planner", type=int, default=20, help="planner games a hero")
    parser.add_argument("--extra", type=int, default=20, help="more for She-Hulk, Black Panther")
    parser.add_argument("--greedy", type=int, default=0, help="greedy games a hero (x2 weak)")
    parser.add_argument("--explore", type=float, default=0.1)
    parser.add_argument("--data", default="", help="write the games here (JSON)")
    parser.add_argument("--load", default="", help="read games from here (a,b: pooled)")
    parser.add_argument("--hold", type=int, default=4, help="hold out every n-th game")
    parser.add_argument("--l2", type=float, default=10.0)
    parser.add_argument("--bots", default="planner,greedy", help="which games to fit on")
    parser.add_argument("--per-hero", action="store_true")
    parser.add_argument("--toward-hand", action="store_true", help="shrink toward --reference")
    parser.add_argument(
        "--reference",
        default="hand",
        choices=("hand", "panther"),
        help="the table compared with, scaled to and shrunk toward (panther: his own)",
    )
    parser.add_argument("--fix", default="", help="features held at --reference's weight")
    parser.add_argument(
        "--out",
        default="",
        help="write the fitted table here (JSON; features no training position varies "
        "keep --reference's weight, rounded to 3 decimals as the shipped tables)",
    )
    parser.add_argument("--measure", default="", help="a hero: play the measurement games")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--weights", default="fitted", choices=("hand", "fitted"))
    args = parser.parse_args()
    HEROES = tuple(h for h in HEROES if h in args.heroes.split(","))
    if not HEROES:
        parser.error(f"--heroes: none of {args.heroes!r} is a hero here")
    if args.measure:
        measure(args)
        return
    if args.reference == "panther":
        REFERENCE = PANTHER_FITTED
    unknown = [n for n in args.fix.split(",") if n and n not in FEATURES]
    if unknown:
        parser.error(f"--fix: no feature {unknown[0]!r}")
    fixed = tuple(FEATURES.index(n) for n in args.fix.split(",") if n)
    if args.load:
        games = []
        for path in args.load.split(","):  # several files pool their games
            with open(path) as f:
                games += json.load(f)
    else:
        games = generate(args)
        if args.data:
            with open(args.data, "w") as f:
                json.dump(games, f)
    games = [g for g in games if g["bots"] in args.bots.split(",")]
    scaled = report(games, args.hold, args.l2, "all heroes", args.toward_hand, fixed)
    if args.per_hero:
        for hero in HEROES:
            mine = [g for g in games if g["hero"] == hero]
            report(mine, args.hold, args.l2, hero, args.toward_hand, fixed)
    if scaled is not None:
        print("FITTED = {")
        for name, value in zip(FEATURES, scaled, strict=True):
            print(f'    "{name}": {value:.3f},')
        print("}")
        if args.out:
            train, _, _ = _matrix([g for g in games if g["index"] % args.hold])
            unvaried = train.std(axis=0) <= 1e-9
            reference = weights(REFERENCE)
            table = {
                name: reference[i] if unvaried[i] else round(float(scaled[i]), 3)
                for i, name in enumerate(FEATURES)
            }
            with open(args.out, "w") as f:
                json.dump(table, f, indent=1)


if __name__ == "__main__":
    main()
