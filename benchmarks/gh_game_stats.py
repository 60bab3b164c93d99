"""Where the Gloomhaven planner's games go wrong: per game, the pacing and the costs of
each room (issue 18's measurements).

The same games as ``benchmarks/gh_planner_games.py`` (game ``n`` of seed ``SEED``
plays parameter set ``n mod sets``; the same seeds, seats and bots, so the outcomes
agree), watched decision by decision. Per game it prints one line: the outcome, the
round each room opened and the rounds spent in it, and per room the cards lost to
negate damage, the long and short rests, the damage taken on HP in the room's first
two rounds, the party's HP and cards in hand and discard when it opened (the opener's
HP first), the kills and the kills made by a Lost half; the long rests taken at full HP
with no spent item (FR), with a monster on the board (CR) and of those with two or
more cards in hand (CR x/y), the cards lost to negate damage while a healing potion
was ready (NP), the rounds a character neither long rested nor hurt a monster while
monsters stood (idle); per game what each Lost half did (an attack: killed, hurt or
did nothing; else its first ability's kind), the items used at each moment (and
of those, at full HP) and how each exhausted character ran out (hp or cards). The
totals follow, split by won and lost games. Usage::

    python benchmarks/gh_game_stats.py --games 24 \
        --param "scenario=1;party=brute,mindthief;items=starter"
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from rulebound import load_game
from rulebound.bots import MODEL_STREAM, ask, make_bot
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import planner
from rulebound.games.gloomhaven.items import load_items
from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.sim import seats_for_game

sys.path.insert(0, str(Path(__file__).parent))
from gh_planner_games import wilson

ITEMS = load_items()


def watch(game: Any, index: int, seed0: int, bot: str) -> dict[str, Any]:
    """Play game ``index`` as ``play_game`` does and count what happens."""
    seed = derive_seed(seed0, index)
    seats = seats_for_game(index, 2)
    bots = [make_bot(bot, game, seed=derive_seed(seed, j + 1)) for j in range(2)]
    by_seat = {s: k for k, s in enumerate(seats)}
    chance, models = Rng(derive_seed(seed, 0)), Rng(derive_seed(seed, MODEL_STREAM))
    s = game.new_initial_state(seed=seed)
    rooms: list[dict[str, Any]] = []

    def room() -> dict[str, Any]:
        return rooms[-1]

    def open_room() -> None:
        party = [
            (s.figures[h.figure].hp, len(h.hand) + len(h.discard))
            for h in s.heroes
            if not h.exhausted
        ]
        rooms.append(
            dict(
                opened=max(s.round, 1),
                negated=0,
                negated_hp=0,
                long_rests=0,
                short_rests=0,
                early_damage=0,
                damage=0,
                kills=0,
                lost_kills=0,
                lost_halves=0,
                party=party,
                trap=0,
                full_rests=0,
                combat_rests=0,
                early_rests=0,
                negate_potion=0,
                idle=0,
            )
        )

    open_room()
    seen_rooms = len(s.rooms)
    halves: dict[tuple[int, int, int, int], dict[str, Any]] = {}
    struck: set[tuple[int, int]] = set()  # (round, seat): a monster lost HP to that seat
    watched_round = -1
    idle_ok: dict[int, bool] = {}
    ends: list[str] = []  # how each exhausted character ran out: hp or cards
    items: dict[str, int] = defaultdict(int)
    while True:
        d = s.decision()
        if d.seat == TERMINAL:
            break
        if s.round != watched_round:
            # the round that ended: who had monsters to strike and did not
            if watched_round >= 1:
                for h in s.heroes:
                    active = not h.exhausted and not h.long_rest and idle_ok[h.seat]
                    if active and (watched_round, h.seat) not in struck:
                        room()["idle"] += 1
            watched_round = s.round
            idle_ok = {h.seat: bool(s.monsters()) for h in s.heroes}
        hp_before = [s.figures[h.figure].hp for h in s.heroes]
        monster_hp = {f.id: f.hp for f in s.monsters()}
        alive_before = sum(1 for f in s.monsters())
        playing = s.ctx.get("action_of")
        if d.seat == CHANCE:
            action = sample_chance(s, chance)
        else:
            action = ask(bots[by_seat[d.seat]], s, d.seat, list(d.options), models)
            if d.kind == "plan" and action == enc.LONG_REST:
                room()["long_rests"] += 1
                hero = s.heroes[d.seat]
                fig = s.figures[hero.figure]
                if fig.hp >= fig.max_hp and "spent" not in hero.item_state:
                    room()["full_rests"] += 1
                if s.monsters():
                    room()["combat_rests"] += 1
                    if len(hero.hand) >= 2:
                        room()["early_rests"] += 1
            if d.kind == "short-rest" and action == enc.YES:
                room()["short_rests"] += 1
            if d.kind == "use-item" and action != enc.STOP and s.waiting is not None:
                # item uses by moment, and those made at full HP (an armour spent on
                # the first hit of a fight)
                moment = str(s.waiting[2])
                items[f"item {moment}"] += 1
                fig = s.figures[s.heroes[d.seat].figure]
                if fig.hp >= fig.max_hp:
                    items[f"item {moment} at full hp"] += 1
            if d.kind == "suffer-damage" and action != enc.TAKE_DAMAGE:
                room()["negated"] += 1
                text = str(d.prompt)
                if "would suffer " in text:
                    room()["negated_hp"] += int(text.split("would suffer ")[1].split(" ")[0])
                hero = s.heroes[d.seat]
                if any(
                    st == "ready" and "heal" in ITEMS[i].effect
                    for i, st in zip(hero.items, hero.item_state, strict=True)
                ):
                    room()["negate_potion"] += 1
            if d.kind == "play-half" and enc.HALF <= action < enc.FIGURE:
                card, code = divmod(action - enc.HALF, 4)
                hero = s.heroes[d.seat]
                half = hero.cls.cards[card].half(("top", "bottom")[code]) if code < 2 else None
                if half is not None and half.lost:
                    room()["lost_halves"] += 1
                    kinds = [a.kind for a in half.actions]
                    halves[(s.round, d.seat, card, code)] = dict(
                        kind="attack" if "attack" in kinds else kinds[0], dmg=0, kills=0
                    )
        was_out = [h.exhausted for h in s.heroes]
        s.apply_action(action)
        for k, h in enumerate(s.heroes):
            if h.exhausted and not was_out[k]:
                ends.append("hp" if s.figures[h.figure].hp <= 0 else "cards")
            lost_hp = hp_before[k] - s.figures[h.figure].hp
            if lost_hp > 0:
                room()["damage"] += lost_hp
                if s.round - room()["opened"] <= 1:
                    room()["early_damage"] += lost_hp
        killed = alive_before - sum(1 for f in s.monsters())
        now_hp = {f.id: f.hp for f in s.monsters()}
        dealt = sum(hp - now_hp.get(i, 0) for i, hp in monster_hp.items())
        doing = s.ctx.get("action_of") or playing
        if dealt > 0 and doing:
            struck.add((s.round, doing[0]))
            entry = halves.get((s.round, doing[0], doing[1], doing[2]))
            if entry is not None:
                entry["dmg"] += dealt
                entry["kills"] += max(0, killed)
        if killed > 0 and len(s.rooms) == seen_rooms:
            room()["kills"] += killed
            if playing and playing[2] < 2:
                hero = s.heroes[playing[0]]
                if hero.cls.cards[playing[1]].half(("top", "bottom")[playing[2]]).lost:
                    room()["lost_kills"] += killed
        if len(s.rooms) != seen_rooms:
            seen_rooms = len(s.rooms)
            open_room()
    uses: dict[str, int] = defaultdict(int, items)
    for entry in halves.values():
        if entry["kind"] != "attack":
            uses[f"lost {entry['kind']}"] += 1
        elif entry["kills"]:
            uses["lost attack kill"] += 1
        elif entry["dmg"]:
            uses["lost attack hit"] += 1
        else:
            uses["lost attack nothing"] += 1
    return {"outcome": s.outcome, "round": s.round, "rooms": rooms, "uses": uses, "ends": ends}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="planner")
    parser.add_argument("--param", action="append", default=[])
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        help="NAME=VALUE: a planner constant for a variant's run (repeatable)",
    )
    args = parser.parse_args()
    sets = [dict(i.split("=", 1) for i in p.split(";")) for p in args.param]
    for assignment in args.set:
        name, value = assignment.split("=", 1)
        if not hasattr(planner, name):
            sys.exit(f"no planner constant {name}")
        setattr(planner, name, type(getattr(planner, name))(value))
    games = [load_game("gloomhaven", **params) for params in sets]
    totals: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    count: dict[str, int] = defaultdict(int)
    started = time.process_time()
    wins: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    cpu: dict[str, float] = defaultdict(float)
    for index in range(args.first, args.first + args.games):
        k = index % len(games)
        began = time.process_time()
        out = watch(games[k], index, args.seed, args.bot)
        party = sets[k]["party"]
        cpu[party] += time.process_time() - began
        wins[party][0] += out["outcome"] == "won"
        wins[party][1] += 1
        rooms = out["rooms"]
        spans = [
            (rooms[i + 1]["opened"] if i + 1 < len(rooms) else out["round"]) - r["opened"]
            for i, r in enumerate(rooms)
        ]
        parts = []
        for r, span in zip(rooms, spans, strict=True):
            parts.append(
                f"[r{r['opened']}+{span} neg{r['negated']}/{r['negated_hp']}hp "
                f"LR{r['long_rests']} SR{r['short_rests']} dmg{r['early_damage']}/{r['damage']} "
                f"K{r['kills']}/{r['lost_kills']}L {r['lost_halves']}lh "
                f"FR{r['full_rests']} CR{r['combat_rests']}/{r['early_rests']} "
                f"NP{r['negate_potion']} "
                f"idle{r['idle']} "
                f"at {r['party']}]"
            )
        print(
            f"game {index} {party} {out['outcome']} r{out['round']}:",
            *parts,
            dict(out["uses"]),
            out["ends"],
            flush=True,
        )
        key = out["outcome"]
        count[key] += 1
        for name, n in out["uses"].items():
            totals[f"{key} game"][name] += n
        for end in out["ends"]:
            totals[f"{key} game"][f"exhausted by {end}"] += 1
        totals[f"{key} game"]["n"] += 1
        for i, (r, span) in enumerate(zip(rooms, spans, strict=True)):
            t = totals[f"{key} room {i + 1}"]
            t["n"] += 1
            t["rounds"] += span
            for name in (
                "negated",
                "negated_hp",
                "long_rests",
                "short_rests",
                "early_damage",
                "full_rests",
                "combat_rests",
                "early_rests",
                "negate_potion",
                "idle",
            ):
                t[name] += r[name]
            for name in ("damage", "kills", "lost_kills", "lost_halves"):
                t[name] += r[name]
            t["party_hp"] += sum(hp for hp, _ in r["party"])
            t["party_cards"] += sum(c for _, c in r["party"])
    print(f"{time.process_time() - started:.1f} CPU s; games: {dict(count)}")
    for party, (won, played) in wins.items():
        low, high = wilson(won, played)
        print(
            f"{party}: {won} of {played} ({won / played:.0%}, {low:.0%} - {high:.0%}), "
            f"{cpu[party] / played:.2f} CPU s a game"
        )
    for key in sorted(totals):
        t = totals[key]
        n = t.pop("n")
        print(f"{key} ({int(n)}):", ", ".join(f"{name} {v / n:.2f}" for name, v in t.items()))


if __name__ == "__main__":
    main()
