"""Where a solo Marvel Champions planner game defends, changes form and recovers: the
games of ``benchmarks/mc_planner.py`` (the same seeds, seating and bot seeds, so the
wins match it), with a line per game of counts read at the seat's decisions::

    nice python benchmarks/mc_defend.py --hero black-panther --games 60 --first 0

Per game: the result; villain attacks on the hero in hero form and what answered them
(the hero defended, an ally blocked, the hit was taken), with the main scheme's room
(target less threat) and the hero's hit points when it defended; changes to alter ego
(hit points then) and back; recoveries; rounds begun as a hurt hero (at most half its
hit points); how often the planner defended where the heuristic (its rollouts' policy)
would not, and, at a hurt hero's turn decisions that offer the change to alter ego,
how often each picks it. ``--bots greedy`` plays the heuristic alone (no rollouts).
Time is CPU time, as in ``mc_planner.py`` (the heuristic's answers are counted in it).
"""

from __future__ import annotations

import argparse
import time
from typing import cast

from rulebound import load_game
from rulebound.bots import MODEL_STREAM, ask, make_bot
from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.bot_view import bot_view
from rulebound.games.marvel_champions.heuristic import greedy_policy
from rulebound.games.marvel_champions.model import HERO
from rulebound.games.marvel_champions.rules import max_hp, remaining_hp, target_threat
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.sim import wilson_interval


def _play(hero: str, villain: str, seed: int, index: int, bots: str) -> dict[str, object]:
    game = load_game("marvel-champions", heroes=hero, villain=villain)
    game_seed = derive_seed(seed, index)
    bot = make_bot(bots, game, seed=derive_seed(game_seed, 1))
    s = cast(McState, game.new_initial_state(seed=game_seed))
    chance = Rng(derive_seed(game_seed, 0))
    models = Rng(derive_seed(game_seed, MODEL_STREAM))
    out: dict[str, object] = {"index": index}
    counts = {"defend": 0, "ally": 0, "take": 0, "to_alter": 0, "to_hero": 0, "recover": 0}
    # Defences the planner chose over the heuristic's answer; hurt hero turns (at most
    # half its hit points) that could end with a change to alter ego: the heuristic's
    # and the planner's picks.
    counts.update(defend_over_h=0, h_defend=0, hurt_flip_offered=0, h_flip=0, p_flip=0)
    defend_room: list[int] = []
    defend_hp: list[int] = []
    alter_hp: list[int] = []
    hurt_rounds = 0
    seen_round = -1
    while True:
        d = s.decision()
        if d.seat == TERMINAL:
            break
        if d.seat == CHANCE:
            s.apply_action(sample_chance(s, chance))
            continue
        p = s.players[d.seat]
        hp = remaining_hp(s, p.identity)
        if d.kind == "turn" and s.round != seen_round:
            seen_round = s.round
            hurt_rounds += p.form == HERO and 2 * hp <= max_hp(s, p.identity)
        action = ask(bot, s, d.seat, list(d.options), models)
        hurt = 2 * hp <= max_hp(s, p.identity)
        watched = d.kind == "defend" or (d.kind == "turn" and p.form == HERO and hurt)
        if watched and len(d.options) > 1 and (d.kind == "defend" or enc.FORM in d.options):
            pick = greedy_policy(bot_view(s, d.seat), list(d.options))
            if d.kind == "defend":
                counts["h_defend"] += pick == enc.DEFEND
                counts["defend_over_h"] += action == enc.DEFEND and pick != enc.DEFEND
            else:
                counts["hurt_flip_offered"] += 1
                counts["h_flip"] += pick == enc.FORM
                counts["p_flip"] += action == enc.FORM
        if d.kind == "defend" and len(d.options) > 1:
            if action == enc.DEFEND:
                counts["defend"] += 1
                defend_room.append(target_threat(s) - s.units[s.main].threat)
                defend_hp.append(hp)
            elif enc.UID <= action < enc.USE:
                counts["ally"] += 1
            else:
                counts["take"] += 1
        elif d.kind == "turn" and action == enc.FORM:
            if p.form == HERO:
                counts["to_alter"] += 1
                alter_hp.append(hp)
            else:
                counts["to_hero"] += 1
        elif d.kind == "turn" and action == enc.RECOVER:
            counts["recover"] += 1
        s.apply_action(action)
    out.update(counts)
    out.update(
        won=s.returns()[0] > 0,
        reason=s.reason,
        rounds=s.round,
        defend_room=defend_room,
        defend_hp=defend_hp,
        alter_hp=alter_hp,
        hurt_rounds=hurt_rounds,
    )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hero", default="black-panther")
    parser.add_argument("--villain", default="rhino")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="planner", help="planner or greedy (the heuristic)")
    parser.add_argument("--quiet", action="store_true", help="the summary line only")
    args = parser.parse_args()
    started = time.process_time()
    rows = []
    for index in range(args.first, args.first + args.games):
        row = _play(args.hero, args.villain, args.seed, index, args.bots)
        rows.append(row)
        if not args.quiet:
            print(row, flush=True)
    seconds = time.process_time() - started
    wins = sum(1 for r in rows if r["won"])
    low, high = wilson_interval(wins, args.games)

    def total(key: str) -> int:
        return sum(int(cast(int, r[key])) for r in rows)

    reasons: dict[str, int] = {}
    for r in rows:
        key = ("won: " if r["won"] else "lost: ") + str(r["reason"])
        reasons[key] = reasons.get(key, 0) + 1
    print(
        f"{args.hero} {args.villain} games {args.first}-{args.first + args.games - 1}: "
        f"{wins} of {args.games} CI {100 * low:.1f}% - {100 * high:.1f}%, "
        f"{seconds / args.games:.2f} CPU s/game, {total('rounds') / args.games:.1f} rounds; "
        f"attacks defended {total('defend')}, blocked by an ally {total('ally')}, "
        f"taken {total('take')}; to alter ego {total('to_alter')}, to hero "
        f"{total('to_hero')}, recoveries {total('recover')}, rounds begun hurt in hero "
        f"form {total('hurt_rounds')}; {reasons}"
    )


if __name__ == "__main__":
    main()
