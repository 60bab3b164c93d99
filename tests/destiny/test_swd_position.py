"""The position builder itself: damage, shields, exhausted cards, phases, a preset
claim or pass, the scripted roller, and what the view says about removed dice."""

from __future__ import annotations

import pytest
from swd_helpers import (
    BB8,
    FINN,
    KYLO,
    LIGHTSABER,
    REY,
    STORMTROOPER,
    TAKE_COVER,
    TROOPER,
    Side,
    act,
    has_option,
    pass_turn,
    position,
    put_in_pool,
    rules,
    uid,
)

from rulebound.games.destiny.position import (
    script_rolls,
    set_damage,
    set_shields,
    show_side,
)
from rulebound.games.destiny.rolls import UnscriptedRollError


def test_sides_set_damage_shields_and_exhausted_cards() -> None:
    s = position(
        Side(
            characters=[REY, FINN],
            upgrades=[(LIGHTSABER, 0)],
            damage=[3, 0],
            shields=[0, 2],
            exhausted=[LIGHTSABER, FINN],
        ),
        Side(characters=[KYLO]),
    )
    rey, finn, saber = uid(s, "Rey"), uid(s, "Finn"), uid(s, "Lightsaber")
    assert (s.units[rey].damage, s.units[finn].shields) == (3, 2)
    assert s.units[rey].ready and not s.units[finn].ready and not s.units[saber].ready
    view = {u["name"]: u for u in s.view(1)["players"][0]["in_play"]}
    assert view["Rey, Force Prodigy"]["damage"] == 3 and not view["Lightsaber"]["ready"]


def test_the_builder_rejects_impossible_positions_in_one_line() -> None:
    with pytest.raises(ValueError, match="no ready card"):
        position(Side(characters=[REY], exhausted=[FINN]), Side(characters=[KYLO]))
    with pytest.raises(ValueError, match="cannot start"):
        position(Side(characters=[REY], damage=[10]), Side(characters=[KYLO]))
    with pytest.raises(ValueError, match="unknown card code"):
        position(Side(characters=["09999"]), Side(characters=[KYLO]))
    s = position(Side(characters=[REY]), Side(characters=[KYLO]))
    with pytest.raises(ValueError, match="0 to 3"):
        set_shields(s, uid(s, "Rey"), 4)
    with pytest.raises(ValueError, match="cannot hold"):
        set_damage(s, uid(s, "Rey"), 10)


@rules("SWD-UPKEEP-02", "SWD-UPKEEP-03")
def test_a_position_can_start_in_the_upkeep_phase() -> None:
    s = position(
        Side(characters=[REY], exhausted=[REY], hand=[TAKE_COVER], deck=[TAKE_COVER] * 5),
        Side(characters=[KYLO], hand=[TAKE_COVER], deck=[TAKE_COVER] * 5),
        phase="upkeep",
    )
    rey = uid(s, "Rey")
    [die] = put_in_pool(s, rey, 0)
    assert s.decision().kind == "upkeep-discard" and s.phase == "upkeep"
    assert s.units[rey].ready  # step 1 readied Rey
    assert s.dice[die].where == 0  # step 2 returned the die to its card
    assert s.resources == [2, 2]


@rules("SWD-CLAIM-03", "SWD-CLAIM-04")
def test_a_preset_claim_makes_the_claimant_pass_and_no_one_else_may_claim() -> None:
    s = position(Side(characters=[REY]), Side(characters=[KYLO]), turn=1, claimed=0)
    assert not has_option(s, "claim")
    pass_turn(s)  # P2 passes; P1 claimed, so passes too: the round ends
    assert s.phase == "upkeep"


@rules("SWD-APHASE-03", "SWD-PASS-02")
def test_a_preset_pass_ends_the_action_phase_on_the_next_pass() -> None:
    s = position(Side(characters=[REY]), Side(characters=[KYLO]), passes=1)
    pass_turn(s)
    assert s.phase == "upkeep"
    fresh = position(Side(characters=[REY]), Side(characters=[KYLO]))
    pass_turn(fresh)
    assert fresh.phase == "action" and fresh.decision().seat == 1


def test_scripted_rolls_show_the_scripted_sides_and_fail_loudly_beyond_them() -> None:
    s = position(
        Side(characters=[REY], supports=[BB8], hand=[FINN]), Side(characters=[STORMTROOPER])
    )
    [bb8_die] = put_in_pool(s, uid(s, "BB-8"), 4)  # special
    [rey_die] = put_in_pool(s, uid(s, "Rey"), 0)
    roller = script_rolls(s, dice={bb8_die: [5], rey_die: [3]})
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "BB-8")
    act(s, "choose-die", "Rey")
    assert (s.dice[bb8_die].side, s.dice[rey_die].side) == (5, 3) and roller.left() == 0
    # one roll more than scripted: an error naming the die, never a silent roll
    pass_turn(s)
    act(s, "action", "discard a card to reroll")
    act(s, "reroll-discard", "Finn")
    act(s, "reroll-dice", "Rey die")
    with pytest.raises(UnscriptedRollError, match="Rey die was rolled"):
        act(s, "reroll-dice", "done")


def test_show_side_turns_only_a_die_in_a_pool() -> None:
    s = position(Side(characters=[REY]), Side(characters=[KYLO]))
    [die] = put_in_pool(s, uid(s, "Rey"), 0)
    show_side(s, die, 3)
    assert s.dice[die].face.symbol == "resource"
    kylo_die = next(d.id for d in s.dice if d.unit == uid(s, "Kylo Ren"))
    with pytest.raises(ValueError, match="not in a pool"):
        show_side(s, kylo_die, 1)


@rules("SWD-DIELEAVE-01", "SWD-DEFEAT-01")
def test_the_view_tells_a_die_out_of_the_game_from_one_set_aside() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(LIGHTSABER, 0)], hand=[BB8]),
        Side(characters=[STORMTROOPER, KYLO], damage=[6, 0]),
    )
    mine = s.view(0)["players"][0]
    assert (mine["set_aside_dice"], mine["out_of_game_dice"]) == (1, 0)  # BB-8's, in hand
    put_in_pool(s, uid(s, "Rey"), 0)  # 1 melee
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "Rey")
    if s.decision().kind == "add-modifier":
        act(s, "add-modifier", "done")
    act(s, "symbol-target", TROOPER)
    theirs = s.view(0)["players"][1]
    assert (theirs["set_aside_dice"], theirs["out_of_game_dice"]) == (0, 1)
