"""Fit the Gloomhaven planner's evaluation to game outcomes (session 43, issue 18).

Plays planner games on scenario 1 (level 1, starter items) for the 15 pairs of the six
starting classes and records, at the start of every round from round 2 on (where the
planner's rollouts end: a rollout stops at the next round's plans), the features of
``planner.features`` with the game's result; then fits the L2-regularised logistic
regression of ``logistic_fit`` (shared with ``mc_value_fit.py``) of won/lost on the
features, on the games whose index is not a multiple of ``--hold``, and compares it on
the held-out games with the hand-set table (its score put through a 1-d logistic fitted
on the same training games). The fitted table is printed in the hand-set table's units
(the logit of a point of the hand-set score), as a table of weights by feature::

    nice python benchmarks/gh_value_fit.py --seed 7 --first 0 --games 300 --data /tmp/a.json
    nice python benchmarks/gh_value_fit.py --seed 7 --first 300 --games 300 --data /tmp/b.json
    python benchmarks/gh_value_fit.py --load /tmp/a.json,/tmp/b.json --toward-hand --l2 30 \\
        --fix exhausted --pair-effects

Game ``n`` is game ``n`` of ``benchmarks/gh_planner_games.py`` (its seeds, seating and
planner seeds) with the 15 pairs as its ``--param`` sets, in the README's order (game
``n`` plays pair ``n mod 15``), on seed ``--seed``: keep it apart from the measurement
seed (1). ``--set NAME=VALUE`` sets a planner constant. Session 43's fitted tables
played no better than the hand-set one and are not in the planner; they and the
``WEIGHTS`` switch that played them (and a second, on-policy round of data) are on
the commit docs/gloomhaven-planner.md names. Time is CPU time.
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
from rulebound.bots import MODEL_STREAM, ask, make_bot
from rulebound.games.gloomhaven import planner
from rulebound.games.gloomhaven.planner import FEATURES, features, hand_set
from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.sim import seats_for_game

sys.path.insert(0, str(Path(__file__).parent))
from gh_planner_games import bot_seed
from logistic_fit import auc, fit_logistic, log_loss

PAIRS = (
    "brute,tinkerer",
    "brute,spellweaver",
    "brute,scoundrel",
    "brute,cragheart",
    "brute,mindthief",
    "tinkerer,spellweaver",
    "tinkerer,scoundrel",
    "tinkerer,cragheart",
    "tinkerer,mindthief",
    "spellweaver,scoundrel",
    "spellweaver,cragheart",
    "spellweaver,mindthief",
    "scoundrel,cragheart",
    "scoundrel,mindthief",
    "cragheart,mindthief",
)
"""The README's pair order."""


def play(game: Any, pair: str, seed: int, index: int) -> dict[str, Any]:
    """Game ``index`` as ``gh_planner_games.py`` plays it (salt 0), the features at the
    start of each round from round 2 on, and its result."""
    game_seed = derive_seed(seed, index)
    seats = seats_for_game(index, 2)
    bots = [make_bot("planner", game, seed=bot_seed(game_seed, j, 0)) for j in range(2)]
    by_seat = {seat: k for k, seat in enumerate(seats)}
    chance = Rng(derive_seed(game_seed, 0))
    models = Rng(derive_seed(game_seed, MODEL_STREAM))
    s: Any = game.new_initial_state(seed=game_seed)
    rows: list[list[float]] = []
    seen = s.round
    while True:
        d = s.decision()
        if d.seat == TERMINAL:
            break
        if d.kind == "plan" and s.round != seen:
            seen = s.round
            if seen >= 2 and not s.outcome:
                rows.append(features(s))
        if d.seat == CHANCE:
            action = sample_chance(s, chance)
        else:
            action = ask(bots[by_seat[d.seat]], s, d.seat, list(d.options), models)
        s.apply_action(action)
    return {
        "pair": pair,
        "index": index,
        "won": s.outcome == "won",
        "rounds": s.round,
        "rows": rows,
    }


def generate(args: argparse.Namespace) -> list[dict[str, Any]]:
    games = {
        pair: load_game("gloomhaven", scenario="1", party=pair, items="starter") for pair in PAIRS
    }
    out = []
    started = time.process_time()
    for index in range(args.first, args.first + args.games):
        pair = PAIRS[index % len(PAIRS)]
        out.append(play(games[pair], pair, args.seed, index))
        if args.data:  # after every game: a long run can be fitted before its end
            part = Path(args.data + ".part")
            part.write_text(json.dumps({"features": FEATURES, "games": out}))
            part.replace(args.data)  # whole: a fit reading it never sees half a file
    seconds = time.process_time() - started
    rows = sum(len(g["rows"]) for g in out)
    wins = sum(g["won"] for g in out)
    print(f"{len(out)} games, {wins} won, {rows} positions, {seconds / len(out):.2f} CPU s a game")
    return out


PAIR_EFFECTS = False
"""Give each pair a column of its own (``--pair-effects``), in the fit and in the hand-set
table's calibration: a pair's strength (the Cragheart's pairs win most) is then not
read into the features that tell the pairs apart (their HP, their hand sizes). Not a
part of the table: it is the same for every option of a game's search."""


def _matrix(games: list[dict[str, Any]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The features (and each pair's column, with :data:`PAIR_EFFECTS`), the results,
    and the hand-set score (with the pair columns too)."""
    x = np.array([row for g in games for row in g["rows"]], dtype=float)
    y = np.array([float(g["won"]) for g in games for _ in g["rows"]])
    hand = (x @ np.array([hand_set()[n] for n in FEATURES]))[:, None]
    if PAIR_EFFECTS:
        pairs = np.array([[g["pair"] == p for p in PAIRS] for g in games for _ in g["rows"]])
        x = np.hstack([x, pairs.astype(float)])
        hand = np.hstack([hand, pairs.astype(float)])
    return x, y, hand


def report(
    games: list[dict[str, Any]],
    hold: int,
    l2: float,
    label: str,
    toward_hand: bool,
    fixed: tuple[int, ...],
) -> np.ndarray | None:
    """Fit on the games whose index is not a multiple of ``hold``; held-out log loss and
    AUC of the fit against the hand-set table (calibrated on the training games).
    ``toward_hand``: the penalty pulls toward the hand-set table at that calibration's
    scale, not toward 0. Returns the fitted weights in the hand-set table's units."""
    train = [g for g in games if g["index"] % hold]
    test = [g for g in games if not g["index"] % hold]
    x, y, hand = _matrix(train)
    xt, yt, hand_t = _matrix(test)
    if len(set(y)) < 2 or not len(yt):
        print(f"{label}: too few games to fit")
        return None
    hw, hb = fit_logistic(hand, y, 1.0 if PAIR_EFFECTS else 0.0)
    reference = np.array([hand_set()[n] for n in FEATURES])
    extra = x.shape[1] - len(FEATURES)  # the pair columns
    prior = np.concatenate([reference * hw[0], np.zeros(extra)]) if toward_hand else None
    w, b = fit_logistic(x, y, l2, prior, fixed)
    own = w[: len(FEATURES)]  # the table: the features' weights only
    base = math.log(y.mean() / (1 - y.mean()))
    print(
        f"{label}: train {len(train)} games, {len(y)} positions ({y.mean():.0%} won); "
        f"held out {len(test)} games, {len(yt)} positions ({yt.mean():.0%} won)"
    )
    print(
        f"  held-out log loss: fitted {log_loss(yt, xt @ w + b):.4f}, hand-set "
        f"{log_loss(yt, hand_t @ hw + hb):.4f}, "
        f"constant {log_loss(yt, np.full(len(yt), base)):.4f}"
    )
    print(
        f"  held-out AUC: fitted {auc(yt, xt @ w + b):.3f}, hand-set {auc(yt, hand_t @ hw):.3f}; "
        f"train log loss fitted {log_loss(y, x @ w + b):.4f}"
    )
    for pair in PAIRS:  # within a pair: what separates its won games from its lost
        mine = [g for g in test if g["pair"] == pair]
        if mine:
            xp, yp, hand_p = _matrix(mine)
            print(
                f"    {pair:<22} {sum(g['won'] for g in mine)}/{len(mine)} won, AUC fitted "
                f"{auc(yp, xp @ w + b):.3f}, hand-set {auc(yp, hand_p[:, 0]):.3f}"
            )
    if hw[0] <= 0:
        print("  the hand-set score does not raise the odds here: no table")
        return None
    scaled = own / hw[0]
    # a feature no training position varies (the goal tiles of scenarios 7 and 9)
    # keeps its hand-set weight: the table plays every scenario
    still = x[:, : len(FEATURES)].std(axis=0) < 1e-9
    scaled[still] = reference[still]
    print(f"  a hand-set point is {hw[0]:.4f} logit")
    for name, value, hand_w in zip(FEATURES, scaled, reference, strict=True):
        print(f"    {name:<16} {value:9.3f}   (hand-set {hand_w:g})")
    return np.asarray(scaled)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--set", action="append", default=[], help="NAME=VALUE (planner)")
    parser.add_argument("--data", default="", help="write the games here (JSON)")
    parser.add_argument("--load", default="", help="read games from here (a,b: pooled)")
    parser.add_argument("--hold", type=int, default=4, help="hold out every n-th game")
    parser.add_argument("--l2", type=float, default=10.0)
    parser.add_argument("--toward-hand", action="store_true", help="shrink toward hand-set")
    parser.add_argument("--fix", default="", help="features held at the hand-set weight")
    parser.add_argument("--per-pair", action="store_true", help="also fit each pair alone")
    parser.add_argument("--pair-effects", action="store_true", help="a column per pair")
    args = parser.parse_args()
    for assignment in args.set:
        name, value = assignment.split("=", 1)
        if not hasattr(planner, name):
            parser.error(f"--set: no planner constant {name!r}")
        setattr(planner, name, type(getattr(planner, name))(value))
    global PAIR_EFFECTS
    PAIR_EFFECTS = args.pair_effects
    unknown = [n for n in args.fix.split(",") if n and n not in FEATURES]
    if unknown:
        parser.error(f"--fix: no feature {unknown[0]!r}")
    fixed = tuple(FEATURES.index(n) for n in args.fix.split(",") if n)
    if args.load:
        games: list[dict[str, Any]] = []
        for path in args.load.split(","):
            with open(path) as handle:
                data = json.load(handle)
            if tuple(data["features"]) != FEATURES:
                parser.error(f"--load: {path} has other features than the planner's")
            games += data["games"]
    else:
        generate(args)
        return
    scaled = report(games, args.hold, args.l2, "all pairs", args.toward_hand, fixed)
    if args.per_pair:
        for pair in PAIRS:
            report([g for g in games if g["pair"] == pair], args.hold, args.l2, pair, True, fixed)
    if scaled is not None:
        print("FITTED = {")
        for name, value in zip(FEATURES, scaled, strict=True):
            print(f'    "{name}": {value:.3f},')
        print("}")


if __name__ == "__main__":
    main()
