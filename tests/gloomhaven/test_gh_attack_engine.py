"""Shield, Pierce, Retaliate and Money Tokens as the engine resolves them
(:mod:`rulebound.games.gloomhaven.combat`), played through decisions on a test arena.
These replace the tests of a separate attack module the engine never called."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    add_card,
    add_monster_type,
    arena,
    arena_with,
    kind,
    monster,
    pick,
    place,
    turn,
)

from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.position import set_hp, stack_modifiers
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE = 0
GUARD = "bandit-guard"


def stack(s: GloomhavenState, seat: int, *cards: str) -> None:
    """The character's attack modifier deck, top card first."""
    stack_modifiers(s, seat, *cards)


def attack_card(s: GloomhavenState, attack: int, **more: object) -> str:
    """A synthetic Brute card whose top is Attack ``attack`` with ``more``."""
    add_card(
        s,
        BRUTE,
        {
            "id": 991,
            "name": "Test Strike",
            "level": "1",
            "initiative": 20,
            "top": {"actions": [{"attack": attack, **more}]},
            "bottom": {"actions": [{"move": 2}]},
        },
    )
    return "Test Strike"


def brute_attacks(s: GloomhavenState, target: Figure, card: str, other: str = "Trample") -> None:
    turn(s, BRUTE, card, other)
    pick(s, f"{card}: top")
    pick(s, target.label)


def spiky(s: GloomhavenState, h: tuple[int, int], **stats: int) -> Figure:
    """A monster of a synthetic type whose stat card has ``stats`` (no ability card
    played this round)."""
    add_monster_type(s, "spiky", [(50, [{"move": "+0"}])], stats={"health": 20, **stats})
    return monster(s, "spiky", h)


@rules("GH-RETAL-04", "GH-RETAL-01")
def test_retaliate_on_the_stat_card_answers_before_the_monster_has_acted(tmp_path: Path) -> None:
    s = arena(tmp_path)
    target = spiky(s, (1, 2), retaliate=2)
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0")
    brute_attacks(s, target, attack_card(s, 1))
    assert kind(s) == "suffer-damage" and "suffer 2 damage" in s.decision().prompt
    pick(s, "take the damage")
    assert s.character(BRUTE).hp == s.character(BRUTE).max_hp - 2


@rules("GH-RETAL-06")
def test_several_retaliates_all_answer_in_one_amount(tmp_path: Path) -> None:
    """Reading: the engine adds the Retaliates up, so the order the player would
    choose (GH-RETAL-06) cannot change the result and is not asked; each one in
    range still answers (a stat card's 1 and this round's 2)."""
    s = arena(tmp_path)
    target = spiky(s, (1, 2), retaliate=1)
    position.set_retaliate(s, target, (2, 1))  # from the monster's ability card this round
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0")
    brute_attacks(s, target, attack_card(s, 1))
    assert "suffer 3 damage" in s.decision().prompt


@rules("GH-DX-08", "GH-GLOSS-33", "GH-SHIELD-01", "GH-ATK-11")
@pytest.mark.parametrize(("pierce", "damage"), [(0, 3), (1, 4), (3, 5)])
def test_dx08_attack_3_against_a_poisoned_shield_2_monster(
    tmp_path: Path, pierce: int, damage: int
) -> None:
    """Attack 3 + 1 (Poison) + 1 (modifier) = 5, less Shield 2 minus Pierce."""
    s = arena(tmp_path)
    target = spiky(s, (1, 2), shield=2)
    give(s, target, "poison")
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+1")
    extra = {"pierce": pierce} if pierce else {}
    brute_attacks(s, target, attack_card(s, 3, **extra))
    assert target.hp == 20 - damage


@rules("GH-SHIELD-04")
def test_shield_from_a_modifier_card_lasts_until_the_end_of_the_round(tmp_path: Path) -> None:
    s = arena(tmp_path)
    target = spiky(s, (1, 2))
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0 shield 1")
    brute_attacks(s, target, attack_card(s, 1))
    brute = s.character(BRUTE)
    assert brute.shield == 1  # still there after the attack that drew it
    from gh_helpers import end_round

    end_round(s)
    assert brute.shield == 0


@rules("GH-MATK-13", "GH-RETAL-01")
def test_a_monster_attack_meets_the_characters_retaliate(tmp_path: Path) -> None:
    from gh_helpers import monster_turn

    s = arena(tmp_path)
    guard = monster(s, GUARD, (1, 2))
    place(s, BRUTE, (0, 2))
    s.character(BRUTE).retaliate = ((2, 1),)
    stack_modifiers(s, None, "+0")
    hp = guard.hp
    monster_turn(s, guard)
    assert guard.hp == hp - 2


@rules("GH-RETAL-07")
def test_a_stunned_monster_still_retaliates(tmp_path: Path) -> None:
    s = arena(tmp_path)
    target = spiky(s, (1, 2), retaliate=2)
    give(s, target, "stun")
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0")
    brute_attacks(s, target, attack_card(s, 1))
    assert kind(s) == "suffer-damage" and "suffer 2 damage" in s.decision().prompt


@rules("GH-MATK-08")
@pytest.mark.parametrize(("poisoned", "extra"), [(False, 0), (True, 1)])
def test_a_monster_attack_on_a_poisoned_character_gains_1(
    tmp_path: Path, poisoned: bool, extra: int
) -> None:
    """A Bandit Guard's attack (Move +0, Attack +0) with a +0 modifier: its stat
    card's Attack, 1 more against a Poisoned character."""
    from gh_helpers import monster_turn

    s = arena(tmp_path)
    guard = monster(s, GUARD, (1, 2))
    attack = s.game.bestiary.monsters[GUARD].stats(s.values.monster_level, "normal")["attack"]
    brute = place(s, BRUTE, (0, 2))
    if poisoned:
        give(s, brute, "poison")
    stack_modifiers(s, None, "+0")
    monster_turn(s, guard)
    assert brute.max_hp - brute.hp == attack + extra


@rules("GH-AMD-05")
@pytest.mark.parametrize("chosen", [5, 6])
def test_the_player_orders_a_rolling_plus_1_and_a_x2(tmp_path: Path, chosen: int) -> None:
    """Attack 2 draws a Rolling +1, then x2: (2 + 1) x 2 = 6 or 2 x 2 + 1 = 5, the
    player's choice of order."""
    s = arena(tmp_path)
    target = spiky(s, (1, 2))
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "rolling +1", "x2")
    brute_attacks(s, target, attack_card(s, 2))
    assert kind(s) == "modifier-order"
    # each label says what that value deals the target (no Shield here)
    assert sorted(s.action_to_string(a) for a in s.decision().options) == [
        "attack value 5 (5 damage to Spiky 1, 20 HP)",
        "attack value 6 (6 damage to Spiky 1, 20 HP)",
    ]
    pick(s, f"attack value {chosen}")
    assert target.hp == 20 - chosen


@rules("GH-GLOSS-70", "GH-ATKRES-05")
def test_a_spawned_monster_leaves_no_money_token(tmp_path: Path) -> None:
    spawn = {"monster": GUARD, "rank": "normal", "hex": [1, 2], "when": "start", "round": 1}
    placed = {"type": GUARD, "hex": [1, 0], "players": {2: "normal"}}
    s = arena_with(tmp_path, top={"spawns": [spawn]}, room={"monsters": [placed]})
    spawned = next(f for f in s.monsters() if f.hex == (1, 2))
    normal = next(f for f in s.monsters() if f.hex == (1, 0))
    for fig in (spawned, normal):
        set_hp(s, fig, 1)
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0", "+0")
    brute_attacks(s, spawned, attack_card(s, 2))
    assert not spawned.alive and (1, 2) not in s.coins
    place(s, BRUTE, (0, 1))
    turn(s, BRUTE, "Trample", "Spare Dagger")
    pick(s, "Spare Dagger: top")  # Attack 3, Range 3
    pick(s, normal.label)
    assert not normal.alive and s.coins.get((1, 0)) == 1


@rules("GH-DX-33", "GH-SUMMON-08", "GH-ATKRES-05")
def test_dx33_a_summoned_monster_leaves_no_money_and_a_summons_kill_is_its_summoners(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path, party="brute,tinkerer")
    summoned = position.add_monster(s, GUARD, (1, 2), summoned=True)
    set_hp(s, summoned, 1)
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0")
    brute_attacks(s, summoned, attack_card(s, 2))
    assert not summoned.alive and (1, 2) not in s.coins
    assert s.heroes[BRUTE].kills == 1


@rules("GH-MOVE-05", "GH-MOVE-06")
def test_a_move_passes_an_ally_but_cannot_stop_on_it(tmp_path: Path) -> None:
    """Found by the conformance invariants: the Brute (the first figure) standing on
    the Mindthief's hex was offered "stop here"."""
    from gh_helpers import labels, pick_hex

    s = arena(tmp_path)
    place(s, BRUTE, (0, 2))
    place(s, 1, (1, 2))
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Grab and Go: bottom")  # Move 4
    pick_hex(s, (1, 2))
    assert kind(s) == "move" and "stop here" not in labels(s)
    pick_hex(s, (2, 2))
    assert "stop here" in labels(s)
