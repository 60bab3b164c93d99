"""Where the Gloomhaven planner's plans come from: the planner plays its games (the
games of ``gh_planner_games.py``, same seeds, seats and bots, played unchanged), and at
every ``--every``-th plan decision a deeper look values *every* plan (the Long Rest and
each card pair in both orders) on ``--copies`` determinized copies of its own (every
plan on two, the best ``--finalists`` on all), with the planner's rollouts and
evaluation. It prints, per sampled decision, the heuristic rank of the pair the planner
chose and of the pair the deeper look prefers, and a summary: how often each lies
outside the planner's candidates (the heuristic's :data:`planner.PAIRS` best pairs and
the Long Rest), and what the deeper look's choices outside them are (a pair that loses
no card, a long leading initiative, a rest). ``--turn-every N``: at every N-th decision
the planner leaves to the heuristic (a hex, a target, an item...), up to 12 options on
``--copies`` copies played to the round's end: is the heuristic's option the best?

With ``--every 0`` it only counts and times the games, with the planner's constants
set by ``--set NAME=VALUE`` (a variant's run on the same games) or its own seeds
moved by ``--bot-salt`` (what the rollouts' noise alone changes). Not a CI test;
CPU-heavy (a deep look is some 250 rollouts). Usage::

    python benchmarks/gh_plan_choices.py --games 16 --every 3 --turn-every 8 \
        --param "scenario=1;party=brute,mindthief;items=starter" ...
    python benchmarks/gh_plan_choices.py --games 96 --every 0 --set PAIRS=8 ...
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from typing import Any

from rulebound import load_game
from rulebound.bots import make_bot
from rulebound.bots.rollouts import worlds
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import planner
from rulebound.games.gloomhaven.bot_cards import _cards
from rulebound.games.gloomhaven.heuristic import plan_scores
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.sim import play_game, seats_for_game

RECORDS: list[dict[str, Any]] = []
CHOSEN: list[dict[str, Any]] = []


def _pair_ranks(s: Any, seat: int, legal: list[int]) -> dict[tuple[int, int], int]:
    """Unordered pair -> its rank (1 = best) in the heuristic's order, as
    :func:`planner.candidates` ranks them."""
    view = planner.quick_view(s, seat)
    hand = [a - enc.CARD for a in legal if enc.CARD <= a < enc.CARD_B]
    pairs = [(a, b) for a in hand for b in hand if a != b]
    ranks: dict[tuple[int, int], int] = {}
    for pair, _ in sorted(plan_scores(view, view["characters"][seat], pairs), key=lambda x: -x[1]):
        ranks.setdefault((min(pair), max(pair)), len(ranks) + 1)
    return ranks


def _describe(s: Any, seat: int, plan: int, ranks: dict[tuple[int, int], int]) -> dict[str, Any]:
    if plan == enc.LONG_REST:
        return {"rest": True, "rank": 0, "lossless": True, "initiative": 99}
    lead, second = divmod(plan - enc.PLAN, 100)
    cards = _cards(s.heroes[seat].cls.name)
    # no half of either card has the Lost symbol (GH-ACTION-08)
    lossless = not any(h.lost for c in (cards[lead], cards[second]) for h in (c.top, c.bottom))
    return {
        "rest": False,
        "rank": ranks[(min(lead, second), max(lead, second))],
        "lossless": lossless,
        "initiative": cards[lead].initiative,
    }


def deep_look(
    s: Any, seat: int, legal: list[int], chosen: int, copies: int, finalists: int
) -> tuple[int, dict[int, float]]:
    """Every plan valued on ``copies`` copies of its own (successive halving, the first
    two copies for all): the best plan, and each finalist's mean value."""
    hand = [a - enc.CARD for a in legal if enc.CARD <= a < enc.CARD_B]
    options = [enc.LONG_REST] if enc.LONG_REST in legal else []
    options += [enc.plan_action(a, b) for a in hand for b in hand if a != b]
    rng = Rng(derive_seed(s.round * 7 + seat, len(s.history or [])))
    worlds_ = worlds(s, seat, rng, copies)
    for world in worlds_:
        planner.guess_plans(world, seat)
    stop = max(s.round, 1) + planner.HORIZON
    totals = {a: 0.0 for a in options}
    for world in worlds_[:2]:
        for a in options:
            totals[a] += planner._value(world, a, stop)
    best = sorted(options, key=lambda a: -totals[a])[:finalists]
    if chosen not in best:  # the planner's plan gets every copy too: the gain is known
        best.append(chosen)
    for world in worlds_[2:]:
        for a in best:
            totals[a] += planner._value(world, a, stop)
    means = {a: totals[a] / len(worlds_) for a in best}
    return max(best, key=lambda a: means[a]), means


PLANNED = frozenset({"plan", "plan-second", "plan-lead", "start-hex", "play-half"})
"""The decision kinds the planner looks ahead at; the others go to the heuristic."""

DEFERRED: Counter[str] = Counter()
TURNS: list[dict[str, Any]] = []


def turn_look(s: Any, seat: int, legal: list[int], chosen: int, kind: str, copies: int) -> None:
    """A decision the planner leaves to the heuristic (a hex, a target...): up to 12 of
    its options (the heuristic's among them) valued by rollouts to the round's end on
    ``copies`` copies, as the planner values its halves."""
    rng = Rng(derive_seed(s.round * 11 + seat, len(s.history or [])))
    others = [a for a in legal if a != chosen]
    rng.shuffle(others)
    options = [chosen, *others[:11]]
    worlds_ = worlds(s, seat, rng, copies)
    stop = max(s.round, 1) + planner.HALF_HORIZON
    means = {a: sum(planner._value(w, a, stop) for w in worlds_) / len(worlds_) for a in options}
    best = max(options, key=lambda a: (means[a], a == chosen))
    TURNS.append({"kind": kind, "same": best == chosen, "gain": means[best] - means[chosen]})
    print({"turn": kind, "options": len(legal), **TURNS[-1]}, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--param", action="append", default=[])
    parser.add_argument(
        "--every", type=int, default=2, help="deep look at every n-th plan (0: none)"
    )
    parser.add_argument(
        "--turn-every", type=int, default=0, help="look at every n-th deferred decision"
    )
    parser.add_argument(
        "--bot-salt",
        type=int,
        default=0,
        help="other planner seeds, the same chance: what rollout noise alone changes",
    )
    parser.add_argument("--set", action="append", default=[], help="planner.NAME=VALUE")
    parser.add_argument("--copies", type=int, default=8)
    parser.add_argument("--finalists", type=int, default=12)
    args = parser.parse_args()
    sets = [dict(i.split("=", 1) for i in p.split(";")) for p in args.param]
    for assignment in args.set:  # a planner constant, for a variant's run
        name, value = assignment.split("=", 1)
        setattr(planner, name, type(getattr(planner, name))(value))
    games = [load_game("gloomhaven", **params) for params in sets]
    original = planner.choose_by_rollouts
    count = [0]

    def watched(
        s: Any,
        seat: int,
        options: Any,
        rng: Rng,
        samples: int = planner.SAMPLES,
        horizon: Any = None,
    ) -> int:
        chosen = original(s, seat, options, rng, samples, horizon)
        d = s.decision()
        if d.kind != "plan" or len(d.options) < 3:
            return chosen
        count[0] += 1
        legal = list(d.options)
        ranks = _pair_ranks(s, seat, legal)
        CHOSEN.append(_describe(s, seat, chosen, ranks))
        if not args.every or count[0] % args.every:
            return chosen
        deep, means = deep_look(s, seat, legal, chosen, args.copies, args.finalists)
        record = {
            "round": s.round,
            "class": s.heroes[seat].cls.name,
            "hand": len(s.heroes[seat].hand),
            "chosen": CHOSEN[-1],
            "deep": _describe(s, seat, deep, ranks),
            "same": deep == chosen,
            "gain": means[deep] - means[chosen],
            "monsters": len(s.monsters()),
        }
        RECORDS.append(record)
        print(record, flush=True)
        return chosen

    planner.choose_by_rollouts = watched
    deciding = planner.planner_choose

    def turn_watched(s: Any, seat: int, legal: Any, rng: Rng, budget: Any = None) -> int:
        chosen = deciding(s, seat, legal, rng, budget)
        kind = s.decision().kind
        if kind in PLANNED or len(legal) < 2:
            return chosen
        DEFERRED[kind] += 1
        if args.turn_every and sum(DEFERRED.values()) % args.turn_every == 0:
            turn_look(s, seat, list(legal), chosen, kind, args.copies)
        return chosen

    planner.planner_choose = turn_watched
    wins = 0
    started = time.process_time()
    for index in range(args.first, args.first + args.games):
        k = index % len(games)
        seed = derive_seed(args.seed, index)
        seats = seats_for_game(index, 2)
        bots = [
            make_bot("planner", games[k], seed=derive_seed(seed, j + 1 + args.bot_salt))
            for j in range(2)
        ]
        cpu = time.process_time()
        state, _ = play_game(games[k], bots, seats, seed, Rng(derive_seed(seed, 0)))
        assert isinstance(state, GloomhavenState)
        wins += state.outcome == "won"
        print(
            f"game {index} {sets[k]['party']}: {state.outcome} round {state.round}, "
            f"{time.process_time() - cpu:.2f} CPU s",
            flush=True,
        )
    summary(wins, args.games, time.process_time() - started)


def summary(wins: int, games: int, cpu: float) -> None:
    pairs = planner.PAIRS

    def outside(r: dict[str, Any]) -> bool:
        return not r["rest"] and r["rank"] > pairs

    print(f"{games} games, {wins} won, {cpu:.0f} CPU s; {len(CHOSEN)} plan decisions")
    print(
        f"planner's plan outside the heuristic's {pairs} best pairs: "
        f"{sum(map(outside, CHOSEN))} (losing no card: "
        f"{sum(outside(c) and c['lossless'] for c in CHOSEN)}); a Long Rest: "
        f"{sum(c['rest'] for c in CHOSEN)}"
    )
    print(
        "  rank of the planner's plans (0 = rest):",
        sorted(Counter(c["rank"] for c in CHOSEN).items()),
    )
    print("decisions left to the heuristic (2+ options):", dict(DEFERRED.most_common()))
    for kind in sorted({t["kind"] for t in TURNS}):
        looks = [t for t in TURNS if t["kind"] == kind]
        gains = [t["gain"] for t in looks if not t["same"]]
        print(
            f"  {kind}: the heuristic's option best by rollouts at {len(looks) - len(gains)} "
            f"of {len(looks)}; mean gain elsewhere {statistics.mean(gains) if gains else 0:.1f}"
        )
    n = len(RECORDS)
    if not n:
        return

    deep = [r["deep"] for r in RECORDS]
    chosen = [r["chosen"] for r in RECORDS]
    print(f"{n} plan decisions looked at deeply")
    print(f"planner's plan outside the {pairs} best: {sum(map(outside, chosen))} of {n}")
    print(f"deeper look's plan = the planner's: {sum(r['same'] for r in RECORDS)} of {n}")
    print(f"deeper look's plan outside the candidates: {sum(map(outside, deep))} of {n}")
    print(
        f"  a Long Rest: deep {sum(d['rest'] for d in deep)}, "
        f"planner {sum(c['rest'] for c in chosen)}"
    )
    out = [d for d in deep if outside(d)]
    print(
        f"  of those outside: losing no card {sum(d['lossless'] for d in out)},"
        f" leading initiative 60+ {sum(d['initiative'] >= 60 for d in out)}"
    )
    print(
        f"  lossless pairs: deep {sum(d['lossless'] and not d['rest'] for d in deep)},"
        f" planner {sum(c['lossless'] and not c['rest'] for c in chosen)}"
    )
    print("  rank of the deep plan (0 = rest):", sorted(Counter(d["rank"] for d in deep).items()))
    print("  rank of the planner's plan:", sorted(Counter(c["rank"] for c in chosen).items()))
    gains = [r["gain"] for r in RECORDS if not r["same"]]
    if gains:
        print(
            f"  deep's mean advantage over the planner's plan, where they differ: "
            f"{statistics.mean(gains):.1f} ({len(gains)} decisions)"
        )
    print(
        f"  initiative led: deep {statistics.mean(d['initiative'] for d in deep):.0f},"
        f" planner {statistics.mean(c['initiative'] for c in chosen):.0f}"
    )


if __name__ == "__main__":
    main()
