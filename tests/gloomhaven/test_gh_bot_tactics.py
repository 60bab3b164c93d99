"""The bots' party tactics: where to start, who opens doors, when to rest, where to
push a monster, and the planner's guess of a partner's secret plan."""

from __future__ import annotations

from pathlib import Path

from gh_helpers import arena, arena_file, monster, place, turn

from rulebound import load_game
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.heuristic import heuristic_policy, plan_scores
from rulebound.games.gloomhaven.planner import guess_plans, planner_choose
from rulebound.games.gloomhaven.position import set_hp
from rulebound.kernel import Rng
from rulebound.kernel.hexgrid import distance

BRUTE, MINDTHIEF = 0, 1


def test_a_character_starts_on_the_start_hex_farthest_from_the_monsters(tmp_path: Path) -> None:
    path = arena_file(tmp_path, width=7, starts=[(0, 0), (3, 2), (6, 4)])
    game = load_game("gloomhaven", party="brute,mindthief", hands="first", scenario_file=str(path))
    s = game.new_initial_state(0)
    monster(s, "bandit-guard", (5, 4))
    d = s.decision()
    assert d.kind == "start-hex"
    chosen = s.game.hex_list[heuristic_policy(s.view(d.seat), list(d.options)) - enc.HEX]
    assert chosen == (0, 0)
    searched = planner_choose(s.resample_hidden(d.seat, Rng(1)), d.seat, list(d.options), Rng(2))
    assert searched in d.options


def _door_view(s: object, seat: int, door: tuple[int, int]) -> dict[str, object]:
    """The view of ``seat`` at its move, with no monster in sight and a closed door
    at ``door`` (the arena has no doors)."""
    view = s.view(seat)  # type: ignore[attr-defined]
    view["map"]["closed_doors"] = [list(door)]
    view["monsters"] = []
    return view


CARDS = {BRUTE: ("Trample", "Eye for an Eye"), MINDTHIEF: ("Scurry", "Gnawing Horde")}


def test_only_the_tank_steps_onto_a_closed_door(tmp_path: Path) -> None:
    door = (2, 2)
    for seat, opens in ((BRUTE, True), (MINDTHIEF, False)):
        s = arena(tmp_path, width=5)
        monster(s, "bandit-guard", (4, 4))  # keeps the scenario going; hidden below
        place(s, BRUTE, (0, 0))
        place(s, MINDTHIEF, (0, 1))
        place(s, seat, (1, 2))
        turn(s, seat, *CARDS[seat])
        labels = {s.action_to_string(o): o for o in s.decision().options}
        s.apply_action(next(o for text, o in labels.items() if text.endswith("as Move 2")))
        assert s.decision().kind == "move"
        action = heuristic_policy(_door_view(s, seat, door), list(s.decision().options))
        stepped = action != enc.STOP and s.game.hex_list[action - enc.HEX] == door
        assert stepped is opens


def test_between_equals_in_hp_the_larger_hand_tanks_and_opens_the_door(tmp_path: Path) -> None:
    # The Spellweaver and the Mindthief both have 6 HP; the Mindthief's 10 cards
    # (against 8) can pay for more hits, so it opens the door, even from the second seat.
    door, spellweaver, mindthief = (2, 2), 0, 1
    cards = {spellweaver: ("Mana Bolt", "Frost Armor"), mindthief: ("Scurry", "Gnawing Horde")}
    for seat, opens in ((spellweaver, False), (mindthief, True)):
        s = arena(tmp_path, party="spellweaver,mindthief", width=5)
        monster(s, "bandit-guard", (4, 4))  # keeps the scenario going; hidden below
        place(s, spellweaver, (0, 0))
        place(s, mindthief, (0, 1))
        place(s, seat, (1, 2))
        turn(s, seat, *cards[seat])
        labels = {s.action_to_string(o): o for o in s.decision().options}
        s.apply_action(next(o for text, o in labels.items() if text.endswith("as Move 2")))
        assert s.decision().kind == "move"
        action = heuristic_policy(_door_view(s, seat, door), list(s.decision().options))
        stepped = action != enc.STOP and s.game.hex_list[action - enc.HEX] == door
        assert stepped is opens


def test_a_short_rest_waits_until_the_hand_cannot_play_two_cards() -> None:
    def rests(hand: int) -> bool:
        view = {
            "seat": 0,
            "decision": {"kind": "short-rest", "seat": 0, "prompt": ""},
            "characters": [{"seat": 0, "hand": ["a card"] * hand}],
        }
        return heuristic_policy(view, [enc.STOP, enc.YES]) == enc.YES

    assert rests(0) and rests(1)
    assert not rests(2)


def test_a_partners_secret_plan_is_guessed_with_the_heuristic(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (5, 2))
    for _ in range(3):  # the Brute plans: two cards, then the leading one
        s.apply_action(next(o for o in s.decision().options if o >= enc.CARD))
    assert s.decision().kind == "plan" and s.decision().seat == MINDTHIEF
    world = s.resample_hidden(MINDTHIEF, Rng(5))
    brute = world.heroes[BRUTE]
    cards = sorted(brute.hand + list(brute.plan))
    guess_plans(world, MINDTHIEF)
    assert sorted(brute.hand + list(brute.plan)) == cards  # no card made or lost
    assert brute.unplayed == list(brute.plan)
    view = world.view_body(BRUTE)
    pairs = [(a, b) for a in cards for b in cards if a != b]
    best = max(plan_scores(view, view["characters"][BRUTE], pairs), key=lambda x: x[1])[0]
    assert brute.plan == best
    assert world.heroes[MINDTHIEF].plan == s.heroes[MINDTHIEF].plan  # my own stays


def test_a_push_sends_the_monster_onto_a_trap_or_away_from_the_party(tmp_path: Path) -> None:
    for trap in (None, (4, 1)):
        contents = [{"hex": list(trap), "type": "trap", "damage": True}] if trap else []
        s = arena(tmp_path, width=7, contents=contents)
        guard = monster(s, "bandit-guard", (3, 2))
        set_hp(s, guard, 9, most=9)  # survives the attack
        place(s, BRUTE, (0, 0))
        place(s, MINDTHIEF, (2, 2))
        turn(s, MINDTHIEF, "Fearsome Blade", "Scurry")
        labels = {s.action_to_string(o): o for o in s.decision().options}
        s.apply_action(labels["Fearsome Blade: top"])  # Attack 2, Push 3
        while s.decision().kind == "attack-target":
            s.apply_action(enc.FIGURE + guard.id)
        assert s.decision().kind == "push"
        d = s.decision()
        chosen = s.game.hex_list[heuristic_policy(s.view(d.seat), list(d.options)) - enc.HEX]
        hexes = [s.game.hex_list[o - enc.HEX] for o in d.options]
        if trap:
            assert trap in hexes and chosen == trap
        else:
            assert distance(chosen, (2, 2)) == max(distance(h, (2, 2)) for h in hexes)


SCOUNDREL = 1


def test_a_backstab_steps_next_to_the_monster_an_ally_stands_by(tmp_path: Path) -> None:
    # Single Out's Attack 3 gains +2 with an ally next to the target: the Scoundrel
    # walks to the guard beside the Brute, not to the nearer lone one.
    s = arena(tmp_path, party="brute,scoundrel")
    place(s, BRUTE, (2, 1))
    flanked = monster(s, "bandit-guard", (3, 1))
    lone = monster(s, "bandit-guard", (4, 4))
    place(s, SCOUNDREL, (5, 2))
    turn(s, SCOUNDREL, "Flanking Strike", "Single Out")
    labels = {s.action_to_string(o): o for o in s.decision().options}
    s.apply_action(labels["Flanking Strike: bottom"])
    assert s.decision().kind == "move"
    for _ in range(5):  # step by step until it stops or stands next to a guard
        action = heuristic_policy(s.view(SCOUNDREL), list(s.decision().options))
        if action == enc.STOP:
            break
        s.apply_action(action)
        if s.decision().kind != "move":
            break
    here = s.figures[s.heroes[SCOUNDREL].figure].hex
    assert distance(here, flanked.hex) == 1
    assert distance(here, lone.hex) > 1


def test_a_backstab_strikes_the_monster_it_kills_with_the_bonus(tmp_path: Path) -> None:
    # A lone guard of 4 HP and a guard of 5 HP beside the Brute: Attack 3 kills the
    # second with its +2, so it goes before the weaker lone one.
    s = arena(tmp_path, party="brute,scoundrel")
    place(s, BRUTE, (2, 2))
    flanked = monster(s, "bandit-guard", (3, 2))
    lone = monster(s, "bandit-guard", (5, 2))
    set_hp(s, flanked, 5)
    set_hp(s, lone, 4)
    place(s, SCOUNDREL, (4, 2))
    turn(s, SCOUNDREL, "Single Out", "Flanking Strike")
    labels = {s.action_to_string(o): o for o in s.decision().options}
    s.apply_action(labels["Single Out: top"])
    d = s.decision()
    assert d.kind == "attack-target"
    assert heuristic_policy(s.view(SCOUNDREL), list(d.options)) == enc.FIGURE + flanked.id


def test_a_melee_attacker_steps_next_to_one_monster_rather_than_two(tmp_path: Path) -> None:
    # Guards at (2, 1) and (2, 2): from (0, 3) the Brute can attack from (1, 2), next
    # to both, or from (1, 3), next to one only; the second takes one hit less.
    s = arena(tmp_path)
    place(s, MINDTHIEF, (6, 4))
    place(s, BRUTE, (0, 3))
    monster(s, "bandit-guard", (2, 1))
    monster(s, "bandit-guard", (2, 2))
    turn(s, BRUTE, "Trample", "Grab and Go")
    labels = {s.action_to_string(o): o for o in s.decision().options}
    s.apply_action(labels["Grab and Go: bottom"])
    assert s.decision().kind == "move"
    action = heuristic_policy(s.view(BRUTE), list(s.decision().options))
    assert s.game.hex_list[action - enc.HEX] == (1, 3)


def test_a_move_after_the_last_attack_keeps_away_from_the_monsters(tmp_path: Path) -> None:
    # The Spellweaver has cast Mana Bolt (its round's only attack) and walks Fire
    # Orbs' Move 3: with nothing left to attack with, it does not walk up to the guard.
    s = arena(tmp_path, party="brute,spellweaver")
    place(s, BRUTE, (0, 0))
    place(s, 1, (0, 2))
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, 1, "Mana Bolt", "Fire Orbs")
    labels = {s.action_to_string(o): o for o in s.decision().options}
    s.apply_action(labels["Mana Bolt: top"])
    while s.decision().kind != "play-half":  # the attack's target and draws
        d = s.decision()
        s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
    labels = {s.action_to_string(o): o for o in s.decision().options}
    s.apply_action(labels["Fire Orbs: bottom"])
    while s.decision().kind == "move":
        d = s.decision()
        action = heuristic_policy(s.view(1), list(d.options))
        if action == enc.STOP:
            break
        s.apply_action(action)
    here = s.figures[s.heroes[1].figure].hex
    assert distance(here, guard.hex) >= 3
