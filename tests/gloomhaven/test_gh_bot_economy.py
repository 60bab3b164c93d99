"""The bots' card economy and tempo: a wounded tank heals before it opens the next
door, a cleared room sends the tank on to the next door, and a hand is built without
the weakest cards (the Spellweaver keeps the card that recovers its Lost pile)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gh_helpers import arena, monster, place, turn

from rulebound import load_game
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.bot_board import _party_hurt
from rulebound.games.gloomhaven.bot_cards import Hurt, card_worth, run_value
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.planner import evaluate
from rulebound.games.gloomhaven.position import Character, Monster, Position, build_position, set_hp
from rulebound.games.gloomhaven.views import bot_view

BRUTE, MINDTHIEF = 0, 1


def _door_view(s: object, seat: int, door: tuple[int, int]) -> dict[str, object]:
    """The view of ``seat`` with no monster in sight and a closed door at ``door``."""
    view = s.view(seat)  # type: ignore[attr-defined]
    view["map"]["closed_doors"] = [list(door)]
    view["monsters"] = []
    return view


def test_a_wounded_tank_does_not_open_a_door_while_it_can_rest(tmp_path: Path) -> None:
    door = (2, 2)
    for hp, discards, opens in ((10, 2, True), (4, 2, False), (4, 0, True)):
        s = arena(tmp_path, width=5)
        monster(s, "bandit-guard", (4, 4))  # keeps the scenario going; hidden below
        place(s, MINDTHIEF, (0, 0))
        brute = place(s, BRUTE, (1, 2))
        set_hp(s, brute, hp)
        hero = s.heroes[BRUTE]
        spare = [
            c for c in hero.hand if hero.cls.cards[c].name not in ("Trample", "Eye for an Eye")
        ]
        for c in spare[:discards]:
            hero.hand.remove(c)
            hero.discard.append(c)
        turn(s, BRUTE, "Trample", "Eye for an Eye")
        labels = {s.action_to_string(o): o for o in s.decision().options}
        s.apply_action(next(o for text, o in labels.items() if text.endswith("as Move 2")))
        assert s.decision().kind == "move"
        action = heuristic_policy(_door_view(s, BRUTE, door), list(s.decision().options))
        stepped = action != enc.STOP and s.game.hex_list[action - enc.HEX] == door
        assert stepped is opens, (hp, discards)


def test_a_wounded_character_long_rests_between_rooms(tmp_path: Path) -> None:
    s = arena(tmp_path, width=5)
    monster(s, "bandit-guard", (4, 4))
    brute = place(s, BRUTE, (1, 2))
    hero = s.heroes[BRUTE]
    for c in hero.hand[:2]:
        hero.hand.remove(c)
        hero.discard.append(c)
    assert s.decision().kind == "plan" and s.decision().seat == BRUTE
    # the plan options with two cards discarded (GH-RSTART-03: a long rest is legal)
    options = [enc.LONG_REST] + [enc.CARD + c for c in sorted(hero.hand)]

    def rests(hp: int) -> bool:
        set_hp(s, brute, hp)
        view = _door_view(s, BRUTE, (3, 3))
        return heuristic_policy(view, options) == enc.LONG_REST

    assert rests(4)
    assert not rests(10)


def test_the_mindthief_leaves_out_its_spare_augments() -> None:
    s = load_game("gloomhaven", party="brute,mindthief").new_initial_state(3)
    while s.decision().kind == "leave-out-card":
        d = s.decision()
        s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
    hero = s.heroes[MINDTHIEF]
    names = {hero.cls.cards[c].name for c in hero.hand}
    assert len(names) == hero.cls.hand_size
    assert not names & {"Possession", "Parasitic Influence", "Withering Claw"}
    assert {"The Mind's Weakness", "Feedback Loop", "Scurry", "Into the Night"} <= names


def test_the_planner_would_rather_keep_three_hp_than_one_card(tmp_path: Path) -> None:
    """Without a healer in the party, a tank's HP is what keeps its cards: the
    evaluation values a hit of 3 above the one card a long rest or a negation costs."""
    s = arena(tmp_path, width=5)
    monster(s, "bandit-guard", (4, 4))
    brute = s.character(BRUTE)
    set_hp(s, brute, 7)
    fewer_cards = s.clone()
    hero = fewer_cards.heroes[BRUTE]
    hero.hand.remove(hero.hand[0])  # one card lost, HP kept
    hit = s.clone()
    hit.character(BRUTE).hp -= 3  # the hit taken, the card kept
    assert evaluate(fewer_cards) > evaluate(hit)


def _cleared(
    brute_hex: tuple[int, int],
    rooms: tuple[int, ...] = (1,),
    sw: tuple[int, int] = (1, 4),
    **kw: Any,
) -> Any:
    """Scenario 1 with the rooms revealed, the Brute on ``brute_hex``."""
    party = [Character("brute", hex=brute_hex), Character("spellweaver", hex=sw)]
    return build_position(Position(scenario=1, party=party, rooms=list(rooms), **kw))


def test_the_planner_walks_the_tank_to_the_next_door_when_no_monster_is_left() -> None:
    """A cleared room is no place to spend cards in: with no monster in sight, the tank
    nearer the next door is the better position (traced games stood still for rounds)."""
    far, near = _cleared((1, 2), monsters=[]), _cleared((-1, 3), monsters=[])
    assert evaluate(near) > evaluate(far)


def test_opening_a_room_is_progress_for_the_planner() -> None:
    """A closed room counts its monsters (the map is public) and a little more, so a
    room opened, its monsters still standing, is better than the room still closed (the
    last room's four monsters outweighed a flat 45 points: the party stood still)."""
    closed = _cleared((-6, 4), rooms=(1, 2), sw=(-5, 3), monsters=[])
    inside = [
        Monster(m.type, m.hex, elite=m.rank == "elite")
        for m in closed.game.scenario.monsters_in(3, 2)
    ]
    opened = _cleared((-6, 4), rooms=(1, 2, 3), sw=(-5, 3), monsters=inside)
    assert evaluate(opened) > evaluate(closed)


def test_the_spellweaver_keeps_reviving_ether_and_plays_it_once_cards_are_lost() -> None:
    s = load_game("gloomhaven", party="brute,spellweaver").new_initial_state(3)
    while s.decision().kind == "leave-out-card":
        d = s.decision()
        s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
    hero = s.heroes[1]
    names = {hero.cls.cards[c].name for c in hero.hand}
    assert len(names) == hero.cls.hand_size and "Reviving Ether" in names
    # nor gives it up first to negate damage
    hand = [hero.cls.cards[c] for c in hero.hand]
    assert min(hand, key=card_worth).name != "Reviving Ether"
    ether = next(c for c in hero.cls.cards if c.name == "Reviving Ether").top
    worth = [run_value(ether, 5, Hurt(0, 0, lost=lost))[0] for lost in (0, 1, 4)]
    assert worth[0] < 0 and worth[1] < worth[2] and worth[2] > 0


def test_the_heuristic_counts_its_lost_cards_from_what_its_view_shows() -> None:
    """The view lists the hand, discards and Active Area, not the Lost pile: the
    heuristic counts the lost cards as the hand size less the cards still in play
    (what a Recover of the Lost pile is worth)."""
    party = [
        Character("brute", hex=(1, 2)),
        Character(
            "spellweaver",
            hex=(1, 4),
            lost=["Fire Orbs", "Frost Armor"],
            discard=["Mana Bolt"],
        ),
    ]
    s = build_position(Position(scenario=1, party=party))
    view = bot_view(s, 1)
    assert _party_hurt(view, view["characters"][1]).lost == 2
