"""Part 2 of the Star Wars: Destiny catalog: dice and die symbols.

Each test builds a position, puts dice in the pool showing chosen faces (0-based
indices into the card's ``die`` list in ``data/awakenings.toml``) and plays the
resolve action, a card or a claim through the real decisions.
"""

from __future__ import annotations

import pytest
from swd_helpers import (
    BB8,
    COMLINK,
    CRIME_LORD,
    F11D,
    FINN,
    FORCE_THROW,
    HAN,
    KYLO,
    LIGHTSABER,
    MIND_PROBE,
    QUI_GON,
    REBEL_WAR_ROOM,
    REY,
    REYS_STAFF,
    SCAVENGE,
    STORMTROOPER,
    TAKE_COVER,
    TROOPER,
    TUSKEN,
    Side,
    act,
    die_options,
    has_option,
    labels,
    pick_die,
    pick_unit,
    position,
    put_in_pool,
    rules,
    uid,
)
from swd_helpers import INFANTRY_GRENADES as GRENADES

from rulebound.games.destiny.dice_rules import resolvable_symbols
from rulebound.games.destiny.model import IN_POOL, ON_CARD, OUT_OF_GAME, SET_ASIDE, GameDie
from rulebound.games.destiny.position import script_rolls, set_damage, set_shields
from rulebound.games.destiny.state import DestinyState


def dice(s: DestinyState, unit_id: int) -> list[GameDie]:
    return [d for d in s.dice if d.unit == unit_id]


def one_die(s: DestinyState, unit_id: int) -> GameDie:
    found = dice(s, unit_id)
    assert len(found) == 1
    return found[0]


# --- the dice ----------------------------------------------------------------------------


@rules("SWD-DIE-01")
def test_a_die_has_six_faces_with_value_symbol_cost_and_modifier() -> None:
    s = position(Side(characters=[HAN], upgrades=[(F11D, 0)]), Side(characters=[KYLO]))
    han_die = one_die(s, uid(s, "Han Solo"))
    rifle_die = one_die(s, uid(s, "F-11D Rifle"))
    assert all(len(d.faces) == 6 for d in s.dice)
    cost_face = han_die.faces[1]  # 3 ranged, cost 1
    assert (cost_face.value, cost_face.symbol, cost_face.cost, cost_face.modifier) == (
        3,
        "ranged",
        1,
        False,
    )
    modifier = rifle_die.faces[2]  # +2 ranged
    assert (modifier.value, modifier.symbol, modifier.cost, modifier.modifier) == (
        2,
        "ranged",
        0,
        True,
    )
    assert cost_face.label() == "3 ranged (cost 1)"
    assert modifier.label() == "+2 ranged"


@rules("SWD-DIEID-01")
def test_each_die_is_matched_with_its_own_card_copy() -> None:
    s = position(Side(characters=[STORMTROOPER, STORMTROOPER]), Side(characters=[KYLO]))
    first, second = uid(s, TROOPER), uid(s, TROOPER, nth=1)
    die_a, die_b = one_die(s, first), one_die(s, second)
    assert die_a.id != die_b.id
    assert die_a.card == die_b.card == s.units[first].card
    script_rolls(s, 0)
    act(s, "action", f"activate {TROOPER} [#{first},")
    assert die_a.where == IN_POOL  # only the activated copy's own die is rolled
    assert die_b.where == ON_CARD


@rules("SWD-DIEID-01")
def test_a_played_upgrade_takes_the_die_of_its_own_card() -> None:
    s = position(
        Side(characters=[FINN], hand=[COMLINK, REYS_STAFF], resources=2),
        Side(characters=[KYLO]),
    )
    staff_die = next(d for d in s.dice if s.cards[d.card].name == "Rey's Staff")
    comlink_die = next(d for d in s.dice if s.cards[d.card].name == "Comlink")
    assert staff_die.where == comlink_die.where == SET_ASIDE
    act(s, "action", "play Rey's Staff")
    pick_unit(s, "upgrade-host", uid(s, "Finn"))
    staff = uid(s, "Rey's Staff")
    assert staff_die.unit == staff and staff_die.where == ON_CARD
    assert comlink_die.where == SET_ASIDE and comlink_die.unit == -1


@rules("SWD-DIERARITY-01")
def test_a_die_has_no_rarity_of_its_own_only_its_cards() -> None:
    s = position(Side(characters=[HAN]), Side(characters=[KYLO]))
    han_die = one_die(s, uid(s, "Han Solo"))
    assert "rarity" not in GameDie.__slots__
    assert s.cards[han_die.card].rarity == "legendary"
    assert s.cards[one_die(s, uid(s, "Kylo Ren")).card].rarity == "starter"


# --- value and symbol ---------------------------------------------------------------------


@rules("SWD-VALUE-01", "SWD-RANGED-01")
@pytest.mark.parametrize(("side", "damage"), [(0, 1), (1, 2)])
def test_ranged_damage_equals_the_value_printed_on_the_face(side: int, damage: int) -> None:
    s = position(Side(characters=[STORMTROOPER]), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, TROOPER), side)
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "First Order Stormtrooper die")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == damage


@rules("SWD-VALUE-02", "SWD-BLANK-01", "SWD-SPECIAL-01", "SWD-X-01")
@pytest.mark.parametrize(
    ("victim", "side", "damage"),
    [(STORMTROOPER, 4, 0), (KYLO, 4, 0), (STORMTROOPER, 1, 2)],
    ids=["blank-is-0", "special-is-0", "control-2-ranged"],
)
def test_blank_and_special_faces_have_value_zero(victim: str, side: int, damage: int) -> None:
    """Force Throw: remove a die and deal damage equal to its value."""
    s = position(
        Side(characters=[REY], upgrades=[(FORCE_THROW, 0)]),
        Side(characters=[victim, FINN]),
    )
    put_in_pool(s, uid(s, "Force Throw"), 3)  # special
    (target_die,) = put_in_pool(s, s.characters(1)[0], side)
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Force Throw die")
    pick_die(s, "choose-die", target_die)
    act(s, "choose-character", "Finn")
    assert s.units[uid(s, "Finn")].damage == damage
    assert s.dice[target_die].where == ON_CARD


@rules("SWD-SYMBOL-01", "SWD-SYM-02")
def test_the_symbol_showing_decides_the_effect() -> None:
    s = position(Side(characters=[STORMTROOPER]), Side(characters=[KYLO]))
    trooper = uid(s, TROOPER)
    put_in_pool(s, trooper, 3)  # 1 resource
    assert has_option(s, "resolve dice showing resource")
    assert not has_option(s, "resolve dice showing ranged")
    act(s, "action", "resolve dice showing resource")
    act(s, "resolve-die", "Stormtrooper die")
    assert s.resources == [1, 0]
    assert s.units[uid(s, "Kylo Ren")].damage == 0

    s = position(Side(characters=[STORMTROOPER]), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, TROOPER), 0)  # 1 ranged, same die
    assert has_option(s, "resolve dice showing ranged")
    assert not has_option(s, "resolve dice showing resource")
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Stormtrooper die")
    act(s, "symbol-target", "Kylo Ren")
    assert s.resources == [0, 0]
    assert s.units[uid(s, "Kylo Ren")].damage == 1


@rules("SWD-SYM-02", "SWD-DISRUPT-01", "SWD-RESSYM-01")
@pytest.mark.parametrize(("side", "mine", "theirs"), [(2, 3, 1), (3, 4, 3), (0, 3, 3)])
def test_each_symbol_has_its_own_effect_sized_by_its_value(
    side: int, mine: int, theirs: int
) -> None:
    """Han Solo: 2 disrupt takes 2 from the opponent; 1 resource gives 1; 2 ranged
    deals 2 damage and touches no resources."""
    s = position(Side(characters=[HAN], resources=3), Side(characters=[KYLO], resources=3))
    put_in_pool(s, uid(s, "Han Solo"), side)
    symbol = s.dice[0].face.symbol
    act(s, "action", f"resolve dice showing {symbol}")
    act(s, "resolve-die", "Han Solo die")
    if s.decision().kind == "symbol-target":
        act(s, "symbol-target", "Kylo Ren")
    assert s.resources == [mine, theirs]
    assert s.units[uid(s, "Kylo Ren")].damage == (2 if symbol == "ranged" else 0)


@rules("SWD-SYM-01", "SWD-SHOWING-01")
def test_activating_rolls_dice_into_the_pool_to_be_resolved_later() -> None:
    s = position(Side(characters=[STORMTROOPER]), Side(characters=[KYLO]))
    trooper = uid(s, TROOPER)
    die = one_die(s, trooper)
    assert s.pool(0) == []
    script_rolls(s, 1)
    act(s, "action", f"activate {TROOPER}")
    assert s.pool(0) == [die.id]
    assert die.face.label() == "2 ranged"
    assert not s.units[trooper].ready
    act(s, "action", "pass")  # P2
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Stormtrooper die")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 2
    assert die.where == ON_CARD


# --- die cost -----------------------------------------------------------------------------


@rules("SWD-DIECOST-01")
def test_a_cost_face_cannot_be_resolved_without_the_resources() -> None:
    s = position(Side(characters=[STORMTROOPER]), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, TROOPER), 2)  # 2 ranged, cost 1
    assert not has_option(s, "resolve dice showing ranged")
    assert "ranged" not in resolvable_symbols(s, 0)


@rules("SWD-DIECOST-01")
def test_resolving_a_cost_face_spends_its_cost() -> None:
    s = position(Side(characters=[STORMTROOPER], resources=3), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, TROOPER), 2)
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Stormtrooper die")
    act(s, "symbol-target", "Kylo Ren")
    assert s.resources[0] == 2
    assert s.units[uid(s, "Kylo Ren")].damage == 2
    # the value said once: not "First Order Stormtrooper die (2 ranged (cost 1)), paying
    # 1: 2 ranged."
    assert "P1 Rey Starter resolves First Order Stormtrooper die, paying 1: 2 ranged." in s.log


# --- modifiers ----------------------------------------------------------------------------


def rifle_position(trooper_side: int | None) -> DestinyState:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(F11D, 0)]),
        Side(characters=[KYLO, FINN]),
    )
    put_in_pool(s, uid(s, "F-11D Rifle"), 2)  # +2 ranged
    if trooper_side is not None:
        put_in_pool(s, uid(s, TROOPER), trooper_side)
    return s


@rules("SWD-MOD-01", "SWD-MOD-02", "SWD-RANGED-02", "SWD-EX-02")
def test_modifier_resolves_with_a_base_die_for_their_total_on_one_character() -> None:
    s = rifle_position(0)  # 1 ranged + (+2 ranged)
    rifle_die = one_die(s, uid(s, "F-11D Rifle"))
    trooper_die = one_die(s, uid(s, TROOPER))
    act(s, "action", "resolve dice showing ranged")
    assert die_options(s) == {trooper_die.id}  # the +2 is no base die
    pick_die(s, "resolve-die", trooper_die.id)
    assert die_options(s) == {rifle_die.id}
    pick_die(s, "add-modifier", rifle_die.id)
    assert s.decision().kind == "symbol-target"
    assert "3 ranged damage" in s.decision().prompt
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 3
    assert s.units[uid(s, "Finn")].damage == 0
    assert rifle_die.where == trooper_die.where == ON_CARD
    assert any("3 ranged" in line for line in s.log)


@rules("SWD-MOD-03", "SWD-EX-02")
def test_modifier_cannot_be_resolved_alone() -> None:
    s = rifle_position(None)
    assert not has_option(s, "resolve dice showing ranged")
    s = rifle_position(3)  # the Stormtrooper shows 1 resource: no ranged base die
    assert not has_option(s, "resolve dice showing ranged")
    assert has_option(s, "resolve dice showing resource")


@rules("SWD-MOD-03", "SWD-EX-02")
def test_modifier_left_behind_once_its_base_die_resolved_cannot_be_resolved() -> None:
    s = rifle_position(0)
    rifle_die = one_die(s, uid(s, "F-11D Rifle"))
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Stormtrooper die")
    act(s, "add-modifier", "done")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 1
    assert rifle_die.where == IN_POOL
    act(s, "action", "pass")  # P2
    assert s.decision().seat == 0
    assert not has_option(s, "resolve dice showing ranged")


@rules("SWD-MOD-01")
def test_modifier_of_another_symbol_cannot_join_the_base_die() -> None:
    s = position(Side(characters=[REY + "!"]), Side(characters=[KYLO]))
    plus_resource = put_in_pool(s, uid(s, "Rey"), 0, 4)[1]  # 1 melee, +1 resource
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "showing 1 melee")
    assert s.decision().kind == "symbol-target"  # no add-modifier step
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 1
    assert s.resources[0] == 0
    assert s.dice[plus_resource].where == IN_POOL


# --- melee, ranged, shields ---------------------------------------------------------------


@rules("SWD-MELEE-01", "SWD-MELEE-02")
def test_melee_die_with_modifier_deals_all_its_damage_to_one_character() -> None:
    s = position(Side(characters=[REY + "!"]), Side(characters=[STORMTROOPER, STORMTROOPER]))
    put_in_pool(s, uid(s, "Rey"), 0, 1)  # 1 melee, +2 melee
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "showing 1 melee")
    act(s, "add-modifier", "showing +2 melee")
    assert s.decision().kind == "symbol-target"
    first = uid(s, TROOPER, seat=1)
    pick_unit(s, "symbol-target", first)
    assert s.units[first].damage == 3
    assert s.units[uid(s, TROOPER, seat=1, nth=1)].damage == 0
    assert s.decision().seat == 1  # one target choice only: the action is over


@rules("SWD-MELEE-01", "SWD-MELEE-02")
def test_two_melee_dice_in_one_action_may_hit_different_characters() -> None:
    s = position(Side(characters=[KYLO + "!"]), Side(characters=[STORMTROOPER, STORMTROOPER]))
    put_in_pool(s, uid(s, "Kylo Ren"), 0, 0)  # 1 melee twice
    first, second = uid(s, TROOPER, seat=1), uid(s, TROOPER, seat=1, nth=1)
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "[#0,")
    pick_unit(s, "symbol-target", first)
    act(s, "resolve-die", "[#1,")
    pick_unit(s, "symbol-target", second)
    assert (s.units[first].damage, s.units[second].damage) == (1, 1)


@rules("SWD-RANGED-01", "SWD-RANGED-02")
def test_two_ranged_dice_in_one_action_may_hit_different_characters() -> None:
    s = position(
        Side(characters=[STORMTROOPER, STORMTROOPER]),
        Side(characters=[STORMTROOPER, STORMTROOPER]),
    )
    mine = [uid(s, TROOPER, seat=0), uid(s, TROOPER, seat=0, nth=1)]
    first, second = uid(s, TROOPER, seat=1), uid(s, TROOPER, seat=1, nth=1)
    put_in_pool(s, mine[0], 1)  # 2 ranged
    put_in_pool(s, mine[1], 0)  # 1 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "showing 2 ranged")
    assert "2 ranged damage" in s.decision().prompt
    pick_unit(s, "symbol-target", first)
    act(s, "resolve-die", "showing 1 ranged")
    pick_unit(s, "symbol-target", second)
    assert (s.units[first].damage, s.units[second].damage) == (2, 1)


@rules("SWD-SHIELDSYM-01", "SWD-SHIELDSYM-02")
def test_a_shield_die_gives_all_its_shields_to_one_character() -> None:
    s = position(Side(characters=[QUI_GON, FINN]), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, "Qui-Gon Jinn"), 3)  # 2 shield
    act(s, "action", "resolve dice showing shield")
    act(s, "resolve-die", "Qui-Gon Jinn die")
    assert "2 shields" in s.decision().prompt
    act(s, "symbol-target", "Finn")
    assert s.units[uid(s, "Finn")].shields == 2
    assert s.units[uid(s, "Qui-Gon Jinn")].shields == 0
    assert s.decision().seat == 1


@rules("SWD-SHIELDSYM-02")
def test_two_shield_dice_in_one_action_may_go_to_different_characters() -> None:
    s = position(Side(characters=[FINN + "!", HAN]), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, "Finn"), 3, 3)  # 1 shield twice
    act(s, "action", "resolve dice showing shield")
    act(s, "resolve-die", "[#0,")
    act(s, "symbol-target", "Finn")
    act(s, "resolve-die", "[#1,")
    act(s, "symbol-target", "Han Solo")
    assert (s.units[uid(s, "Finn")].shields, s.units[uid(s, "Han Solo")].shields) == (1, 1)


@rules("SWD-SHIELDSYM-03")
def test_shields_beyond_three_are_ignored() -> None:
    s = position(Side(characters=[QUI_GON, FINN]), Side(characters=[KYLO]))
    set_shields(s, uid(s, "Finn"), 2)
    put_in_pool(s, uid(s, "Qui-Gon Jinn"), 3)  # 2 shield
    act(s, "action", "resolve dice showing shield")
    act(s, "resolve-die", "Qui-Gon Jinn die")
    act(s, "symbol-target", "Finn")
    assert s.units[uid(s, "Finn")].shields == 3


# --- resources, disrupt, discard ----------------------------------------------------------


@rules("SWD-RESSYM-01")
def test_resource_face_gains_its_value_modifier_included() -> None:
    s = position(Side(characters=[REY + "!"], resources=1), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, "Rey"), 3, 4)  # 1 resource, +1 resource
    act(s, "action", "resolve dice showing resource")
    act(s, "resolve-die", "showing 1 resource")
    act(s, "add-modifier", "showing +1 resource")
    assert s.resources == [3, 0]
    assert s.pool(0) == []


@rules("SWD-DISRUPT-01", "SWD-DISRUPT-02", "SWD-DISRUPT-03")
@pytest.mark.parametrize(("before", "after"), [(5, 3), (1, 0), (0, 0)])
def test_disrupt_takes_resources_but_never_below_zero(before: int, after: int) -> None:
    s = position(Side(characters=[HAN]), Side(characters=[KYLO], resources=before))
    put_in_pool(s, uid(s, "Han Solo"), 2)  # 2 disrupt
    act(s, "action", "resolve dice showing disrupt")
    act(s, "resolve-die", "Han Solo die")
    assert s.resources == [0, after]


@rules("SWD-DISCSYM-01")
def test_discard_face_discards_that_many_random_cards() -> None:
    hand = ["01149", "01151", "01157"]
    s = position(Side(characters=[REY]), Side(characters=[KYLO], hand=hand))
    put_in_pool(s, uid(s, "Rey"), 2)  # 1 discard
    act(s, "action", "resolve dice showing discard")
    act(s, "resolve-die", "showing ")
    assert len(s.hand[1]) == 2
    assert len(s.discard[1]) == 1
    assert sorted(s.hand[1] + s.discard[1]) == sorted(s.game.pool.by_code[c].index for c in hand)


@rules("SWD-DISCSYM-01")
def test_discarded_card_is_chosen_at_random() -> None:
    hand = ["01149", "01151", "01157"]
    s = position(Side(characters=[REY]), Side(characters=[KYLO], hand=hand))
    put_in_pool(s, uid(s, "Rey"), 2)
    script_rolls(s, 2)
    act(s, "action", "resolve dice showing discard")
    act(s, "resolve-die", "showing ")
    assert [s.cards[c].code for c in s.discard[1]] == ["01157"]


@rules("SWD-DISCSYM-02")
def test_discard_beyond_the_hand_empties_it() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(MIND_PROBE, 0)]),
        Side(characters=[KYLO], hand=[TAKE_COVER]),
    )
    put_in_pool(s, uid(s, "Mind Probe"), 2)  # 2 discard
    act(s, "action", "resolve dice showing discard")
    act(s, "resolve-die", "showing ")
    assert s.hand[1] == []
    assert len(s.discard[1]) == 1


# --- focus --------------------------------------------------------------------------------


def focus_position() -> tuple[DestinyState, int, list[int], int]:
    s = position(
        Side(characters=[FINN + "!", HAN], upgrades=[(CRIME_LORD, 0)]),
        Side(characters=[KYLO]),
    )
    (focus,) = put_in_pool(s, uid(s, "Crime Lord"), 0)  # 2 focus
    own = put_in_pool(s, uid(s, "Finn"), 5, 5) + put_in_pool(s, uid(s, "Han Solo"), 5)
    (theirs,) = put_in_pool(s, uid(s, "Kylo Ren"), 5)
    act(s, "action", "resolve dice showing focus")
    act(s, "resolve-die", "Crime Lord die")
    return s, focus, own, theirs


@rules("SWD-FOCUS-01")
def test_focus_turns_up_to_its_value_of_your_dice() -> None:
    s, _, own, _ = focus_position()
    assert s.decision().kind == "focus-die"
    pick_die(s, "focus-die", own[0])
    act(s, "turn-die", "1 ranged")
    pick_die(s, "focus-die", own[2])
    act(s, "turn-die", "2 disrupt")
    assert s.decision().seat == 1  # 2 focus: no third die
    assert s.dice[own[0]].face.label() == "1 ranged"
    assert s.dice[own[2]].face.label() == "2 disrupt"
    assert s.dice[own[1]].face.label() == "blank"


@rules("SWD-FOCUS-01")
def test_focus_may_turn_fewer_dice_than_its_value() -> None:
    s, _, own, _ = focus_position()
    pick_die(s, "focus-die", own[1])
    act(s, "turn-die", "1 shield")
    act(s, "focus-die", "done")
    assert s.decision().seat == 1
    assert [s.dice[d].face.label() for d in own] == ["blank", "1 shield", "blank"]


@rules("SWD-FOCUS-02", "SWD-CONTROL-01")
def test_focus_cannot_turn_an_opponents_die() -> None:
    s, _, own, theirs = focus_position()
    assert die_options(s) == set(own)
    assert theirs not in die_options(s)


# --- specials -----------------------------------------------------------------------------


@rules("SWD-SPECIAL-01", "SWD-UNBLOCK-01")
def test_special_face_uses_its_cards_special_ability_with_value_zero() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(LIGHTSABER, 0)]),
        Side(characters=[KYLO]),
    )
    kylo = uid(s, "Kylo Ren")
    set_shields(s, kylo, 1)
    put_in_pool(s, uid(s, "Lightsaber"), 4)  # special
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Lightsaber die")
    # told as what it does, not as a value ("...: 0 special.")
    assert "P1 Rey Starter resolves Lightsaber die for its special ability." in s.log
    act(s, "choose-character", "Kylo Ren")  # Lightsaber: 2 unblockable damage
    assert s.units[kylo].damage == 2
    assert s.units[kylo].shields == 1


def two_specials() -> DestinyState:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(LIGHTSABER, 0), (GRENADES, 0)]),
        Side(characters=[KYLO, FINN]),
    )
    put_in_pool(s, uid(s, "Lightsaber"), 4)
    put_in_pool(s, uid(s, "Infantry Grenades"), 3)
    return s


@rules("SWD-SPECIAL-02")
def test_special_face_uses_only_the_ability_of_its_own_card() -> None:
    s = two_specials()
    saber_die = one_die(s, uid(s, "Lightsaber"))
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Infantry Grenades die")
    # Grenades: 2 damage to each opponent's character, no target chosen
    assert s.units[uid(s, "Kylo Ren")].damage == 2
    assert s.units[uid(s, "Finn")].damage == 2
    assert s.decision().kind == "resolve-die"
    act(s, "resolve-die", "done")
    assert saber_die.where == IN_POOL
    assert s.decision().seat == 1


@rules("SWD-SPECIAL-03")
@pytest.mark.parametrize("first", ["Lightsaber", "Infantry Grenades"])
def test_several_specials_resolve_in_one_action_in_the_order_chosen(first: str) -> None:
    s = two_specials()
    act(s, "action", "resolve dice showing special")
    assert {s.dice[d].card for d in die_options(s)} == {
        s.game.pool.by_code[LIGHTSABER].index,
        s.game.pool.by_code[GRENADES].index,
    }
    act(s, "resolve-die", f"{first} die")
    if first == "Lightsaber":
        act(s, "choose-character", "Finn")
    act(s, "resolve-die", "die")
    if first != "Lightsaber":
        act(s, "choose-character", "Finn")
    assert s.units[uid(s, "Finn")].damage == 4
    assert s.units[uid(s, "Kylo Ren")].damage == 2
    resolved = [
        line.split(" resolves ")[1].split(" die")[0] for line in s.log if " resolves " in line
    ]
    assert resolved[0] == first
    assert len(resolved) == 2


@rules("SWD-SPECIAL-04")
def test_special_that_rerolls_its_own_die_resolves_once_per_action() -> None:
    """BB-8: reroll this die and another; the die stays in the pool."""
    s = position(
        Side(characters=[REY], upgrades=[(LIGHTSABER, 0)], supports=[BB8]),
        Side(characters=[KYLO]),
    )
    (bb8_die,) = put_in_pool(s, uid(s, "BB-8"), 4)
    (saber_die,) = put_in_pool(s, uid(s, "Lightsaber"), 4)
    act(s, "action", "resolve dice showing special")
    script_rolls(s, 4, 4)  # both reroll to special
    act(s, "resolve-die", "BB-8 die")
    pick_die(s, "choose-die", saber_die)
    assert s.dice[bb8_die].where == IN_POOL
    assert s.dice[bb8_die].face.symbol == "special"
    assert s.decision().kind == "resolve-die"
    assert die_options(s) == {saber_die}


# --- blank --------------------------------------------------------------------------------


@rules("SWD-BLANK-01")
def test_blank_face_cannot_be_resolved() -> None:
    s = position(Side(characters=[STORMTROOPER, STORMTROOPER]), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, TROOPER), 4)
    put_in_pool(s, uid(s, TROOPER, nth=1), 5)
    assert resolvable_symbols(s, 0) == []
    assert not any(label.startswith("resolve dice") for label in labels(s))


# --- resolving dice through cards ---------------------------------------------------------


def tusken_activation(resources: int, discard: bool = True) -> tuple[DestinyState, int]:
    """Tusken Raider is activated and rolls 3 melee (cost 1); its ability: discard a
    card to resolve one of its dice."""
    s = position(
        Side(characters=[TUSKEN], hand=[TAKE_COVER], resources=resources),
        Side(characters=[KYLO]),
    )
    tusken = uid(s, "Tusken Raider")
    script_rolls(s, 2)
    act(s, "action", "activate Tusken Raider")
    act(s, "may", "yes")
    if discard:
        act(s, "discard-card", "Take Cover")
    return s, one_die(s, tusken).id


@rules("SWD-CARDRES-01", "SWD-CARDRES-02")
def test_die_resolved_through_a_card_has_its_effect_and_pays_its_cost() -> None:
    s, die = tusken_activation(resources=1)
    pick_die(s, "choose-die", die)
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 3  # the die's normal effect
    assert [s.cards[c].code for c in s.discard[0]] == [TAKE_COVER]  # the card's extra
    assert s.resources[0] == 0  # the die's cost
    assert s.dice[die].where == ON_CARD


@rules("SWD-CARDRES-02")
def test_die_resolved_through_a_card_needs_its_cost() -> None:
    s, die = tusken_activation(resources=0, discard=False)
    assert s.decision().seat == 1  # nothing it can pay for: the ability ends
    assert s.dice[die].where == IN_POOL
    assert [s.cards[c].code for c in s.hand[0]] == [TAKE_COVER]  # no card paid for nothing
    assert s.units[uid(s, "Kylo Ren")].damage == 0


def war_room(*rey_sides: int) -> DestinyState:
    s = position(
        Side(characters=[REY + "!"], battlefield=REBEL_WAR_ROOM),
        Side(characters=[KYLO]),
    )
    put_in_pool(s, uid(s, "Rey"), *rey_sides)
    act(s, "action", "claim Rebel War Room")
    act(s, "may", "yes")
    return s


@rules("SWD-CARDRES-03")
def test_modifier_cannot_be_resolved_alone_through_a_card() -> None:
    s = war_room(1, 3)  # +2 melee, 1 resource
    plus, resource = s.pool(0)
    assert s.decision().kind == "choose-die"
    assert die_options(s) == {resource}
    assert plus not in die_options(s)


@rules("SWD-CARDRES-04")
def test_no_modifier_joins_a_die_resolved_through_a_card() -> None:
    s = war_room(0, 1)  # 1 melee, +2 melee
    base, plus = s.pool(0)
    pick_die(s, "choose-die", base)
    assert s.decision().kind == "symbol-target"  # no add-modifier step
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 1
    assert s.dice[plus].where == IN_POOL


# --- dice leaving play --------------------------------------------------------------------


@rules("SWD-DIELEAVE-01")
def test_dice_of_a_card_leaving_play_leave_the_pool_at_once() -> None:
    """Finn is defeated: his upgrade is discarded and its die, in the pool, is set
    aside; Finn's own die leaves the game with him."""
    s = position(
        Side(characters=[FINN, HAN], upgrades=[(REYS_STAFF, 0)]),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    finn = uid(s, "Finn")
    set_damage(s, finn, 9)
    (staff_die,) = put_in_pool(s, uid(s, "Rey's Staff"), 0)
    (finn_die,) = put_in_pool(s, finn, 0)
    put_in_pool(s, uid(s, TROOPER), 0)
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Stormtrooper die")
    act(s, "symbol-target", "Finn")
    assert not s.units[finn].in_play
    assert s.pool(0) == []
    assert (s.dice[staff_die].where, s.dice[staff_die].unit) == (SET_ASIDE, -1)
    assert s.dice[finn_die].where == OUT_OF_GAME


@rules("SWD-DIELEAVE-01")
def test_set_aside_die_comes_back_with_its_card() -> None:
    s = position(
        Side(
            characters=[FINN],
            upgrades=[(REYS_STAFF, 0)],
            hand=[COMLINK, SCAVENGE],
            deck=[TAKE_COVER] * 3,
            resources=2,
        ),
        Side(characters=[KYLO]),
    )
    finn = uid(s, "Finn")
    (staff_die,) = put_in_pool(s, uid(s, "Rey's Staff"), 1)
    act(s, "action", "play Comlink")  # replaces Rey's Staff (cost 2 - 2)
    pick_unit(s, "upgrade-host", finn)
    act(s, "upgrade-replace", "Rey's Staff")
    act(s, "may", "no")  # Comlink's reroll
    assert (s.dice[staff_die].where, s.dice[staff_die].unit) == (SET_ASIDE, -1)
    act(s, "action", "pass")  # P2
    act(s, "action", "play Scavenge")
    act(s, "fetch-card", "Rey's Staff")
    act(s, "action", "pass")  # P2
    act(s, "action", "play Rey's Staff")
    pick_unit(s, "upgrade-host", finn)
    act(s, "upgrade-replace", "replace nothing")
    staff = uid(s, "Rey's Staff")
    assert (s.dice[staff_die].where, s.dice[staff_die].unit) == (ON_CARD, staff)


def two_rifles(same_character: bool) -> tuple[DestinyState, int, int]:
    s = position(
        Side(
            characters=[STORMTROOPER, STORMTROOPER],
            upgrades=[(F11D, 0), (F11D, 0 if same_character else 1)],
            hand=[GRENADES],
        ),
        Side(characters=[KYLO]),
    )
    rifles = [uid(s, "F-11D Rifle"), uid(s, "F-11D Rifle", nth=1)]
    (plus1,) = put_in_pool(s, rifles[0], 1)  # +1 ranged
    (plus2,) = put_in_pool(s, rifles[1], 2)  # +2 ranged
    act(s, "action", "play Infantry Grenades")  # cost 2 - 2 when it replaces a rifle
    pick_unit(s, "upgrade-host", s.units[rifles[1]].host)
    pick_unit(s, "upgrade-replace", rifles[1])
    return s, plus1, plus2


@rules("SWD-DIELEAVE-03")
def test_copies_on_different_characters_keep_their_own_dice() -> None:
    s, plus1, plus2 = two_rifles(same_character=False)
    assert s.dice[plus2].where == SET_ASIDE  # the replaced rifle's die
    assert s.dice[plus1].where == IN_POOL
    assert s.dice[plus1].face.label() == "+1 ranged"
    assert s.units[s.dice[plus1].unit].in_play


@rules("SWD-DIELEAVE-02")
@pytest.mark.parametrize("keep", ["+1 ranged", "+2 ranged"])
def test_player_chooses_which_die_of_two_identical_upgrades_to_set_aside(keep: str) -> None:
    s, plus1, plus2 = two_rifles(same_character=True)
    assert s.dice[plus2].where == SET_ASIDE  # its own rifle left play
    # the rifle whose die shows +2 is discarded, but the two dice are alike: P1 may
    # keep either face in the pool
    decision = s.decision()
    assert decision.seat == 0
    assert sorted(labels(s)) == ["keep the die showing +1 ranged", "keep the die showing +2 ranged"]
    act(s, decision.kind, f"showing {keep}")
    rifle = s.game.pool.by_code[F11D].index
    in_pool = [d for d in s.pool(0) if s.dice[d].card == rifle]
    assert in_pool == [plus1]  # one die stays, on the rifle still in play
    assert s.dice[plus1].face.label() == keep
    assert s.units[s.dice[plus1].unit].in_play
    assert s.dice[plus2].where == SET_ASIDE
