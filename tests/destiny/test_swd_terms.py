"""Part 8 of the Star Wars: Destiny catalog: terms (spot, heal, turn, target, ...),
with the worked examples that illustrate them (SWD-EX-17 to SWD-EX-24).

Positions are built with :func:`swd_helpers.position`; cards are played through
the real decisions. Die faces are 0-based indices into ``data/awakenings.toml``.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest
from swd_helpers import (
    BB8,
    BLOCK,
    DARING_ESCAPE,
    DODGE,
    DRAW_ATTENTION,
    EMPERORS_FAVOR,
    ENRAGE,
    F11D,
    FINN,
    FLANK,
    FORCE_THROW,
    FROZEN_WASTES,
    HAN,
    HEROISM,
    HUNKER_DOWN,
    IT_BINDS,
    JEDI_ROBES,
    KYLO,
    LIGHTSABER,
    MIND_PROBE,
    QUI_GON,
    REBEL_WAR_ROOM,
    REY,
    REYS_STAFF,
    SECOND_CHANCE,
    STORMTROOPER,
    TAKE_COVER,
    TROOPER,
    USE_THE_FORCE,
    WOOKIEE,
    Side,
    act,
    die_options,
    finish_upkeep,
    has_option,
    labels,
    pick_die,
    pick_unit,
    position,
    put_in_pool,
    rules,
    tagged,
    uid,
)
from swd_helpers import index as code_index

from rulebound.games.destiny.game import DestinyGame
from rulebound.games.destiny.model import CHARACTER, IN_POOL, ON_CARD
from rulebound.games.destiny.position import script_rolls, set_damage, set_ready, set_shields
from rulebound.games.destiny.rules import discard_unit, hand_size, heal
from rulebound.games.destiny.state import DestinyState


def unit_options(s: DestinyState) -> set[int]:
    found = set()
    for label in tagged(s):
        if "[#" in label and " die [#" not in label:
            found.add(int(label.split("[#")[1].split(",")[0]))
    return found


# --- increase (SWD-EX-17) -----------------------------------------------------------------


@rules("SWD-INCREASE-01", "SWD-EX-17")
def test_hand_size_increase_without_duration_lasts_while_the_card_is_in_play() -> None:
    s = position(
        Side(characters=[KYLO], supports=[EMPERORS_FAVOR], deck=[TAKE_COVER] * 12),
        Side(characters=[REY], deck=[TAKE_COVER] * 12),
    )
    assert s.decision().kind == "action"  # (card scripts load with the step machine)
    assert hand_size(s, 0) == 6
    assert hand_size(s, 1) == 5
    act(s, "action", "pass")
    act(s, "action", "pass")
    finish_upkeep(s)
    assert (s.round, s.phase) == (2, "action")
    assert s.view_body(0)["players"][0]["hand_size"] == 6  # still, in round 2
    discard_unit(s, uid(s, "Emperor's Favor"))
    assert hand_size(s, 0) == 5


@rules("SWD-INCREASE-01", "SWD-EX-17")
def test_upkeep_draws_up_to_the_increased_hand_size_every_round() -> None:
    s = position(
        Side(
            characters=[KYLO],
            supports=[EMPERORS_FAVOR],
            hand=[TAKE_COVER] * 2,
            deck=[TAKE_COVER] * 12,
        ),
        Side(characters=[REY], hand=[TAKE_COVER], deck=[TAKE_COVER] * 12),
    )
    act(s, "action", "pass")
    act(s, "action", "pass")
    act(s, "upkeep-discard", "keep the rest and draw")  # P1 (the battlefield's controller)
    act(s, "upkeep-discard", "keep the rest and draw")  # P2
    assert (len(s.hand[0]), len(s.hand[1])) == (6, 5)
    assert (s.round, s.phase) == (2, "action")
    act(s, "action", "pass")
    act(s, "action", "pass")
    for _ in range(3):
        act(s, "upkeep-discard", "Take Cover")
    act(s, "upkeep-discard", "keep the rest and draw")
    act(s, "upkeep-discard", "keep the rest and draw")
    assert len(s.hand[0]) == 6  # round 2: the increase still applies


# --- spot (SWD-EX-18) ---------------------------------------------------------------------


def use_the_force(p1: list[str], p2: list[str]) -> DestinyState:
    s = position(
        Side(characters=p1, hand=[USE_THE_FORCE], resources=1),
        Side(characters=p2),
    )
    put_in_pool(s, s.characters(0)[0], 5)  # blank
    return s


@rules("SWD-SPOT-01", "SWD-SPOT-03", "SWD-SPOT-04", "SWD-EX-18")
def test_spot_fails_with_only_an_opponents_blue_character() -> None:
    s = use_the_force([FINN], [KYLO])
    die = s.pool(0)[0]
    assert has_option(s, "play Use The Force")  # no play restriction
    act(s, "action", "play Use The Force")
    assert s.decision().seat == 1  # no die chosen, nothing turned
    assert s.dice[die].face.symbol == "blank"
    assert s.resources[0] == 0
    assert code_index(s, USE_THE_FORCE) in s.discard[0]
    assert any("No blue character to spot" in line for line in s.log)


@rules("SWD-SPOT-01", "SWD-SPOT-02", "SWD-TURN-01", "SWD-EX-18")
def test_spotting_your_blue_character_turns_a_die_to_a_face_of_your_choice() -> None:
    s = use_the_force([REY], [KYLO])
    die = s.pool(0)[0]
    act(s, "action", "play Use The Force")
    pick_die(s, "choose-die", die)
    assert s.decision().kind == "turn-die"
    act(s, "turn-die", "1 discard")
    assert s.dice[die].where == IN_POOL
    assert s.dice[die].face.label() == "1 discard"
    assert s.dice[die].side == 2


@rules("SWD-SPOT-02", "SWD-SPOT-04", "SWD-EX-18")
def test_a_defeated_blue_character_cannot_be_spotted() -> None:
    s = position(
        Side(characters=[REY, FINN + "!"], hand=[USE_THE_FORCE], resources=1),
        Side(characters=[KYLO]),
    )
    rey = uid(s, "Rey")
    set_damage(s, rey, 9)
    melee, blank = put_in_pool(s, uid(s, "Finn"), 2, 5)  # 1 melee, blank
    act(s, "action", "resolve dice showing melee")
    pick_die(s, "resolve-die", melee)
    act(s, "symbol-target", "Rey")
    assert not s.units[rey].in_play
    act(s, "action", "pass")  # P2
    act(s, "action", "play Use The Force")
    assert s.decision().seat == 1
    assert s.dice[blank].face.symbol == "blank"
    assert any("No blue character to spot" in line for line in s.log)


# --- control and owner (SWD-EX-23) --------------------------------------------------------


@rules("SWD-OWNER-01", "SWD-CONTROL-01", "SWD-EX-23")
def test_claiming_takes_control_but_not_ownership_of_the_battlefield() -> None:
    s = position(Side(characters=[REY], battlefield=FROZEN_WASTES), Side(characters=[KYLO]))
    bf = s.units[s.battlefield]
    assert (bf.owner, bf.controller) == (0, 0)
    act(s, "action", "pass")
    act(s, "action", "claim Frozen Wastes")  # P2
    act(s, "may", "no")
    assert (bf.owner, bf.controller) == (0, 1)
    view = s.view_body(0)["battlefield"]
    assert (view["owner"], view["controller"]) == (0, 1)


@rules("SWD-CONTROL-01")
def test_only_the_controller_of_a_die_may_resolve_it() -> None:
    s = position(Side(characters=[KYLO]), Side(characters=[REY]), turn=1)
    put_in_pool(s, uid(s, "Kylo Ren"), 0)  # P1's 1 melee
    assert s.decision().seat == 1
    assert not any(label.startswith("resolve dice") for label in labels(s))


# --- copy ---------------------------------------------------------------------------------


def pool_with_named_copy(tmp_path: Path) -> str:
    """Awakenings plus an upgrade also called BB-8 (a different card, same name)."""
    extra = tmp_path / "copy.toml"
    extra.write_text(
        '[[card]]\ncode = "99001"\nnumber = 1\nname = "BB-8"\ntype = "upgrade"\n'
        'color = "gray"\naffiliation = "hero"\nunique = true\nrarity = "rare"\ncost = 0\n'
        'text = "A different card that shares BB-8\'s name."\n',
        encoding="utf-8",
    )
    shipped = resources.files("rulebound.games.destiny") / "data" / "awakenings.toml"
    return f"{shipped},{extra}"


@rules("SWD-COPY-01")
@pytest.mark.parametrize("in_play", [True, False])
def test_a_card_with_the_same_name_is_a_copy_whatever_its_type(
    tmp_path: Path, in_play: bool
) -> None:
    params = {"card_files": pool_with_named_copy(tmp_path)}
    s = position(
        Side(characters=[REY], supports=[BB8] if in_play else [], hand=["99001"], resources=5),
        Side(characters=[KYLO]),
        params=params,
    )
    assert s.game.pool.by_code["99001"].type == "upgrade"
    # the unique upgrade "BB-8" is a copy of the support BB-8 in play (SWD-UNIQUE)
    assert has_option(s, "play BB-8") is not in_play


# --- lowest cost, reduce (SWD-EX-19) ------------------------------------------------------


@rules("SWD-LOWCOST-01", "SWD-LOWCOST-02")
@pytest.mark.parametrize("with_support", [True, False])
def test_playability_uses_the_lowest_cost_after_every_modifier(with_support: bool) -> None:
    """Lightsaber (3) replacing Jedi Robes (2), with It Binds All Things (-1): 0."""
    s = position(
        Side(
            characters=[QUI_GON],
            upgrades=[(JEDI_ROBES, 0)],
            supports=[IT_BINDS] if with_support else [],
            hand=[LIGHTSABER],
        ),
        Side(characters=[KYLO]),
    )
    assert has_option(s, "play Lightsaber") is with_support
    if not with_support:
        return
    act(s, "action", "play Lightsaber")
    act(s, "upgrade-host", "Qui-Gon Jinn")
    act(s, "upgrade-replace", "Jedi Robes")
    act(s, "reduce-cost", "It Binds All Things")
    assert s.units[uid(s, "Lightsaber")].host == uid(s, "Qui-Gon Jinn")
    assert s.resources[0] == 0
    assert code_index(s, JEDI_ROBES) in s.discard[0]


@rules("SWD-REDUCE-01", "SWD-EX-19")
def test_cost_reduction_lasts_only_while_the_cost_is_paid() -> None:
    s = position(
        Side(characters=[QUI_GON], supports=[IT_BINDS], hand=[JEDI_ROBES, LIGHTSABER], resources=4),
        Side(characters=[KYLO]),
    )
    act(s, "action", "play Jedi Robes")
    act(s, "upgrade-host", "Qui-Gon Jinn")
    act(s, "reduce-cost", "It Binds All Things")
    assert s.resources[0] == 3  # paid 2 - 1
    assert not s.units[uid(s, "It Binds All Things")].ready
    act(s, "action", "pass")  # P2
    act(s, "action", "play Lightsaber")
    act(s, "upgrade-host", "Qui-Gon Jinn")
    act(s, "upgrade-replace", "Jedi Robes")
    # the replaced Jedi Robes counts for its printed 2, not the 1 paid: 3 - 2 = 1
    assert s.resources[0] == 2
    assert s.units[uid(s, "Lightsaber")].host == uid(s, "Qui-Gon Jinn")
    assert code_index(s, JEDI_ROBES) in s.discard[0]


# --- heal ---------------------------------------------------------------------------------


@rules("SWD-HEAL-01", "SWD-EX-15")
def test_heal_removes_that_much_damage() -> None:
    """Second Chance: instead of being defeated, heal 5 damage."""
    s = position(
        Side(characters=[FINN, HAN], upgrades=[(SECOND_CHANCE, 0)]),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    finn = uid(s, "Finn")
    set_damage(s, finn, 8)
    put_in_pool(s, uid(s, TROOPER), 1)  # 2 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Stormtrooper die")
    act(s, "symbol-target", "Finn")
    assert s.units[finn].in_play
    assert s.units[finn].damage == 10 - 5
    assert any("Finn heals 5 damage" in line for line in s.log)


@rules("SWD-HEAL-02")
def test_excess_healing_is_ignored() -> None:
    s = position(Side(characters=[FINN]), Side(characters=[KYLO]))
    finn = uid(s, "Finn")
    set_damage(s, finn, 2)
    assert heal(s, finn, 5) == 2
    assert s.units[finn].damage == 0


@rules("SWD-HEAL-03")
def test_healing_an_undamaged_character_does_not_count_as_healing() -> None:
    s = position(Side(characters=[FINN]), Side(characters=[KYLO]))
    finn = uid(s, "Finn")
    before = len(s.log)
    assert heal(s, finn, 3) == 0
    assert s.units[finn].damage == 0
    assert not any("heals" in line for line in s.log[before:])


# --- character dice -----------------------------------------------------------------------


@rules("SWD-CHARDIE-01", "SWD-CHARDIE-02")
def test_upgrade_dice_are_not_character_dice() -> None:
    """Frozen Wastes: remove one character die."""
    s = position(
        Side(characters=[FINN], battlefield=FROZEN_WASTES),
        Side(characters=[KYLO], upgrades=[(LIGHTSABER, 0)]),
    )
    (kylo_die,) = put_in_pool(s, uid(s, "Kylo Ren"), 0)
    (saber_die,) = put_in_pool(s, uid(s, "Lightsaber"), 1)
    act(s, "action", "claim Frozen Wastes")
    act(s, "may", "yes")
    assert die_options(s) == {kylo_die}
    pick_die(s, "choose-die", kylo_die)
    assert s.dice[kylo_die].where == ON_CARD
    assert s.dice[saber_die].where == IN_POOL
    assert s.cards[s.dice[kylo_die].card].type == CHARACTER


# --- unblockable --------------------------------------------------------------------------


@rules("SWD-UNBLOCK-01")
def test_unblockable_damage_ignores_shields_and_leaves_them() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(LIGHTSABER, 0)]),
        Side(characters=[KYLO]),
    )
    kylo = uid(s, "Kylo Ren")
    set_shields(s, kylo, 2)
    put_in_pool(s, uid(s, "Lightsaber"), 4)  # special: 2 unblockable damage
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Lightsaber die")
    act(s, "choose-character", "Kylo Ren")
    assert (s.units[kylo].damage, s.units[kylo].shields) == (2, 2)


# --- turn ---------------------------------------------------------------------------------


@rules("SWD-TURN-01", "SWD-TURN-02")
def test_a_turned_die_must_end_on_another_face_possibly_an_identical_one() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(REYS_STAFF, 0)], hand=[USE_THE_FORCE], resources=1),
        Side(characters=[KYLO]),
    )
    (staff_die,) = put_in_pool(s, uid(s, "Rey's Staff"), 0)  # 1 melee; side 2 is also 1 melee
    act(s, "action", "play Use The Force")
    pick_die(s, "choose-die", staff_die)
    sides = labels(s)
    assert not any(label.startswith("side 1:") for label in sides)
    assert "side 2: 1 melee" in sides
    assert len(sides) == 5
    act(s, "turn-die", "side 2:")
    assert s.dice[staff_die].side == 1
    assert s.dice[staff_die].face.label() == "1 melee"


# --- free (SWD-EX-05) ---------------------------------------------------------------------


@rules("SWD-FREE-01", "SWD-EX-05", "SWD-DIECOST-01")
def test_a_die_resolved_for_free_ignores_its_cost() -> None:
    """Rebel War Room's claim resolves Han Solo's 3 ranged (cost 1) with 0 resources."""
    s = position(
        Side(characters=[HAN], battlefield=REBEL_WAR_ROOM),
        Side(characters=[KYLO]),
    )
    (han_die,) = put_in_pool(s, uid(s, "Han Solo"), 1)
    assert not has_option(s, "resolve dice showing ranged")  # cannot pay it normally
    act(s, "action", "claim Rebel War Room")
    act(s, "may", "yes")
    pick_die(s, "choose-die", han_die)
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 3
    assert s.resources[0] == 0
    assert s.dice[han_die].where == ON_CARD


# --- look at, X ---------------------------------------------------------------------------


@rules("SWD-LOOK-01", "SWD-X-01")
def test_looking_at_a_card_leaves_it_where_it_was() -> None:
    """Kylo Ren's special: look at a random card in the opponent's hand; X = its cost."""
    hand = [LIGHTSABER, TAKE_COVER]
    s = position(Side(characters=[KYLO]), Side(characters=[REY], hand=hand))
    put_in_pool(s, uid(s, "Kylo Ren"), 4)  # special
    before = list(s.hand[1])
    script_rolls(s, 0)  # the Lightsaber (sorted first)
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Kylo Ren die")
    act(s, "choose-character", "Rey")
    assert s.hand[1] == before
    assert s.discard[1] == []
    assert s.units[uid(s, "Rey")].damage == 3
    assert "You look at Lightsaber (cost 3)." in s.log_for(0)
    assert "You look at Lightsaber (cost 3)." not in s.log_for(1)


@rules("SWD-X-01")
@pytest.mark.parametrize("cards", [3, 0])
def test_x_is_the_number_the_card_defines(cards: int) -> None:
    """Mind Probe: X = cards in the opponent's hand; with none, X is 0."""
    s = position(
        Side(characters=[REY], upgrades=[(MIND_PROBE, 0)]),
        Side(characters=[KYLO], hand=[TAKE_COVER] * cards),
    )
    put_in_pool(s, uid(s, "Mind Probe"), 3)  # special
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Mind Probe die")
    act(s, "choose-character", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == cards


# --- showing ------------------------------------------------------------------------------


@rules("SWD-SHOWING-01", "SWD-SYM-01")
def test_the_face_on_top_after_the_roll_is_the_one_that_counts() -> None:
    s = position(Side(characters=[STORMTROOPER]), Side(characters=[KYLO]))
    script_rolls(s, 3)  # 1 resource
    act(s, "action", f"activate {TROOPER}")
    act(s, "action", "pass")  # P2
    assert has_option(s, "resolve dice showing resource")
    assert not has_option(s, "resolve dice showing ranged")


def block(p2_dice: list[tuple[str, tuple[int, ...]]], card: str = BLOCK) -> DestinyState:
    """P1 plays Block (remove each opponent's die showing melee) or Dodge (ranged)."""
    codes = [code for code, _ in p2_dice]
    s = position(
        Side(characters=[FINN], hand=[card], resources=2),
        Side(characters=codes[:1], upgrades=[(c, 0) for c in codes[1:]]),
    )
    for code, sides in p2_dice:
        unit = next(
            u.uid for u in s.units if u.in_play and s.cards[u.card].code == code.rstrip("!")
        )
        if sides:
            put_in_pool(s, unit, *sides)
    return s


@rules("SWD-SHOWING-02")
def test_only_the_face_showing_counts_for_a_symbol() -> None:
    s = block([(KYLO + "!", (0, 3))])  # 1 melee; 1 resource (a die that has melee faces)
    melee, resource = s.pool(1)
    act(s, "action", "play Block")
    assert s.dice[melee].where == ON_CARD
    assert s.dice[resource].where == IN_POOL


@rules("SWD-SHOWING-03", "SWD-REMOVE-03")
def test_modifier_and_cost_faces_count_as_their_symbol() -> None:
    s = block([(REY, (1,)), (LIGHTSABER, (0,))])  # +2 melee; 3 melee (cost 1), P2 has 0
    plus, costly = s.pool(1)
    act(s, "action", "play Block")
    assert s.dice[plus].where == ON_CARD
    assert s.dice[costly].where == ON_CARD


@rules("SWD-SHOWING-03", "SWD-REMOVE-03")
def test_ranged_modifier_and_cost_faces_are_removed_by_dodge() -> None:
    s = block([(STORMTROOPER, (2,)), (F11D, (1,))], card=DODGE)  # 2 ranged (cost 1); +1 ranged
    costly, plus = s.pool(1)
    act(s, "action", "play Dodge")
    assert s.pool(1) == []
    assert s.dice[costly].where == s.dice[plus].where == ON_CARD


@rules("SWD-SHOWING-04")
def test_dice_on_cards_show_no_face() -> None:
    s = block([(KYLO, ())])
    kylo = uid(s, "Kylo Ren")
    die = next(d for d in s.dice if d.unit == kylo)
    assert die.where == ON_CARD and die.faces[die.side].symbol == "melee"  # internal side 0
    view = s.view_body(0)["players"][1]
    assert view["pool"] == []
    kylo_view = next(u for u in view["in_play"] if u["uid"] == kylo)
    assert kylo_view["dice_on_card"] == 1
    assert "showing" not in kylo_view
    act(s, "action", "play Block")
    assert die.where == ON_CARD
    assert not any("removed from the dice pool" in line for line in s.log)


# --- play restrictions --------------------------------------------------------------------


@rules("SWD-RESTRICT-01")
@pytest.mark.parametrize(("mine", "playable"), [([FINN, HAN], True), ([FINN], False)])
def test_a_card_with_an_only_restriction_needs_it_met(mine: list[str], playable: bool) -> None:
    """Flank: only if you have more ready characters than the opponent."""
    s = position(Side(characters=mine, hand=[FLANK], resources=1), Side(characters=[KYLO]))
    assert has_option(s, "play Flank") is playable


@rules("SWD-RESTRICT-01")
def test_only_restriction_counts_ready_characters() -> None:
    s = position(Side(characters=[FINN, HAN], hand=[FLANK], resources=1), Side(characters=[KYLO]))
    set_ready(s, uid(s, "Han Solo"), False)
    assert not has_option(s, "play Flank")


@rules("SWD-RESTRICT-02")
def test_colour_only_upgrade_needs_a_character_of_that_colour() -> None:
    s = position(Side(characters=[FINN], hand=[FORCE_THROW], resources=3), Side(characters=[KYLO]))
    assert not has_option(s, "play Force Throw")
    s = position(
        Side(characters=[FINN, REY], hand=[FORCE_THROW], resources=3), Side(characters=[KYLO])
    )
    act(s, "action", "play Force Throw")
    assert unit_options(s) == {uid(s, "Rey")}


@rules("SWD-RESTRICT-03")
def test_an_upgrade_stays_when_its_restriction_is_no_longer_met() -> None:
    """Mind Probe (blue character only) on a yellow character stays through a round
    and still rolls with it: the restriction is checked only when it is played."""
    s = position(
        Side(characters=[FINN], upgrades=[(MIND_PROBE, 0)], hand=[TAKE_COVER], deck=[TAKE_COVER]),
        Side(characters=[KYLO], hand=[TAKE_COVER], deck=[TAKE_COVER]),
    )
    probe = uid(s, "Mind Probe")
    script_rolls(s, 0, 0)
    act(s, "action", "activate Finn")
    assert [s.dice[d].card for d in s.pool(0)].count(code_index(s, MIND_PROBE)) == 1
    act(s, "action", "pass")  # P2
    act(s, "action", "pass")  # P1
    finish_upkeep(s)
    assert (s.round, s.phase) == (2, "action")
    assert s.units[probe].in_play and s.units[probe].host == uid(s, "Finn")


# --- remove -------------------------------------------------------------------------------


def flank(kylo_in_pool: bool) -> tuple[DestinyState, int]:
    s = position(
        Side(characters=[FINN, HAN], hand=[FLANK], resources=1),
        Side(characters=[KYLO]),
    )
    kylo = uid(s, "Kylo Ren")
    if kylo_in_pool:
        put_in_pool(s, kylo, 0)
    return s, next(d.id for d in s.dice if d.unit == kylo)


@rules("SWD-REMOVE-01")
def test_a_removed_die_goes_back_onto_its_card() -> None:
    s, die = flank(kylo_in_pool=True)
    act(s, "action", "play Flank")
    pick_die(s, "choose-die", die)
    assert s.dice[die].where == ON_CARD
    assert s.dice[die].unit == uid(s, "Kylo Ren")
    assert s.pool(1) == []


@rules("SWD-REMOVE-02")
def test_a_die_not_in_a_pool_cannot_be_removed() -> None:
    s, die = flank(kylo_in_pool=False)
    act(s, "action", "play Flank")
    assert s.decision().seat == 1  # no die to choose: no effect
    assert s.dice[die].where == ON_CARD
    assert not any("removed from the dice pool" in line for line in s.log)


# --- targets (SWD-EX-24) ------------------------------------------------------------------


@rules("SWD-TARGET-01")
def test_choose_means_picking_a_target_that_meets_the_requirements() -> None:
    """Take Cover: choose a character to give 1 shield; Enrage: one of your blue."""
    s = position(Side(characters=[FINN], hand=[TAKE_COVER]), Side(characters=[KYLO]))
    act(s, "action", "play Take Cover")
    assert s.decision().kind == "choose-character"
    assert unit_options(s) == {uid(s, "Finn"), uid(s, "Kylo Ren")}
    act(s, "choose-character", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].shields == 1
    s = position(Side(characters=[FINN, REY], hand=[ENRAGE]), Side(characters=[KYLO]))
    act(s, "action", "play Enrage")
    assert unit_options(s) == {uid(s, "Rey")}


@rules("SWD-TARGET-02", "SWD-EX-24")
def test_a_defeated_character_cannot_be_targeted() -> None:
    s = position(
        Side(characters=[KYLO + "!"]),
        Side(characters=[STORMTROOPER, STORMTROOPER]),
    )
    first, second = uid(s, TROOPER, seat=1), uid(s, TROOPER, seat=1, nth=1)
    set_damage(s, first, 6)
    put_in_pool(s, uid(s, "Kylo Ren"), 0, 0)  # 1 melee twice
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "[#0,")
    pick_unit(s, "symbol-target", first)
    assert not s.units[first].in_play
    act(s, "resolve-die", "[#1,")
    assert first not in unit_options(s)
    assert second in unit_options(s)


@rules("SWD-TARGET-02", "SWD-EX-24")
def test_with_no_valid_target_the_card_has_no_effect() -> None:
    """Enrage: one of your blue characters takes 1 damage and you gain 1 resource."""
    s = position(Side(characters=[FINN], hand=[ENRAGE]), Side(characters=[KYLO]))
    act(s, "action", "play Enrage")
    assert s.decision().seat == 1
    assert s.resources == [0, 0]
    assert s.units[uid(s, "Finn")].damage == 0
    assert any("No valid target" in line for line in s.log)


@rules("SWD-TARGET-03")
def test_several_targets_are_all_chosen_before_the_effect() -> None:
    """Heroism: choose your unique character and an opponent's damage die, then deal
    the die's value to the character and remove the die."""
    s = position(
        Side(characters=[REY], hand=[HEROISM]),
        Side(characters=[STORMTROOPER]),
    )
    (die,) = put_in_pool(s, uid(s, TROOPER), 1)  # 2 ranged
    rey = uid(s, "Rey")
    act(s, "action", "play Heroism")
    act(s, "choose-character", "Rey")
    assert s.decision().kind == "choose-die"
    assert s.units[rey].damage == 0  # nothing resolved between the two choices
    pick_die(s, "choose-die", die)
    assert s.units[rey].damage == 2
    assert s.dice[die].where == ON_CARD


@rules("SWD-TARGET-03")
def test_any_number_of_dice_are_all_chosen_then_rerolled_together() -> None:
    """Daring Escape: reroll any number of an opponent's dice, then remove blanks."""
    s = position(
        Side(characters=[FINN], hand=[DARING_ESCAPE], resources=2),
        Side(characters=[KYLO + "!"]),
    )
    a, b = put_in_pool(s, uid(s, "Kylo Ren"), 0, 2)  # 1 melee, 1 shield
    act(s, "action", "play Daring Escape")
    script_rolls(s, 3, 5)  # 1 resource, blank
    pick_die(s, "pick-dice", a)
    assert s.dice[a].side == 0  # not rerolled yet
    pick_die(s, "pick-dice", b)
    assert s.decision().kind == "extra-action"  # Ambush
    assert s.dice[a].face.label() == "1 resource"
    assert s.dice[b].where == ON_CARD  # rerolled to a blank, then removed


@rules("SWD-TARGET-04")
def test_any_number_resolves_with_zero_chosen() -> None:
    s = position(
        Side(characters=[FINN], hand=[DARING_ESCAPE], resources=2),
        Side(characters=[KYLO + "!"]),
    )
    melee, blank = put_in_pool(s, uid(s, "Kylo Ren"), 0, 5)
    act(s, "action", "play Daring Escape")
    assert s.decision().kind == "pick-dice"
    act(s, "pick-dice", "done")
    # the ability went on: the blank die is removed, the other untouched
    assert s.dice[blank].where == ON_CARD
    assert (s.dice[melee].where, s.dice[melee].side) == (IN_POOL, 0)


# --- choose either ... or -----------------------------------------------------------------


def wookiee(p2_pool: int) -> DestinyState:
    s = position(
        Side(characters=[FINN], hand=[WOOKIEE], resources=1),
        Side(characters=[KYLO + "!"]),
    )
    if p2_pool:
        put_in_pool(s, uid(s, "Kylo Ren"), *([0] * p2_pool))
    act(s, "action", "play Let The Wookiee Win")
    return s


@rules("SWD-CHOOSE-01", "SWD-CHOOSE-02")
def test_opponent_may_choose_an_option_that_has_no_effect() -> None:
    s = wookiee(p2_pool=2)
    decision = s.decision()
    assert (decision.seat, decision.kind) == (1, "choose-either")
    # no exhausted character: the damage option is still offered
    act(s, "choose-either", "deal an exhausted character of yours 2 damage")
    assert s.units[uid(s, "Kylo Ren")].damage == 0
    assert len(s.pool(1)) == 2
    assert s.decision().seat == 1 and s.decision().kind == "action"


@rules("SWD-CHOOSE-01", "SWD-CHOOSE-02")
def test_the_chosen_option_resolves_as_far_as_possible() -> None:
    s = wookiee(p2_pool=1)
    act(s, "choose-either", "remove 2 of your dice")
    assert s.decision().seat == 1
    act(s, "remove-own-die", "Kylo Ren die")
    assert s.pool(1) == []
    assert s.decision().kind == "action"


# --- move ---------------------------------------------------------------------------------


@rules("SWD-MOVE-01", "SWD-MOVE-02")
def test_moved_damage_ignores_shields_and_is_not_taken() -> None:
    """Draw Attention moves damage onto Han, who has 2 shields and Hunker Down
    (discarded if he takes melee damage)."""
    s = position(
        Side(characters=[FINN, HAN], upgrades=[(HUNKER_DOWN, 1)], hand=[DRAW_ATTENTION]),
        Side(characters=[KYLO]),
    )
    finn, han = uid(s, "Finn"), uid(s, "Han Solo")
    set_damage(s, finn, 3)
    set_shields(s, han, 2)
    act(s, "action", "play Draw Attention")
    act(s, "move-from", "Finn")
    assert unit_options(s) == {han}  # not back where it is
    act(s, "move-to", "Han Solo")
    act(s, "move-amount", "move 2 damage")
    assert (s.units[finn].damage, s.units[han].damage, s.units[han].shields) == (1, 2, 2)
    assert s.units[uid(s, "Hunker Down")].in_play


@rules("SWD-MOVE-01")
def test_a_move_with_no_destination_cannot_resolve() -> None:
    s = position(Side(characters=[FINN], hand=[DRAW_ATTENTION]), Side(characters=[KYLO]))
    set_damage(s, uid(s, "Finn"), 3)
    act(s, "action", "play Draw Attention")
    assert s.decision().seat == 1
    assert s.units[uid(s, "Finn")].damage == 3


# --- take damage (SWD-EX-20) --------------------------------------------------------------


@rules("SWD-TAKEDMG-01", "SWD-TAKEDMG-02", "SWD-EX-20")
@pytest.mark.parametrize(("shields", "taken", "kept"), [(2, 0, True), (1, 1, False)])
def test_damage_blocked_by_shields_is_dealt_but_not_taken(
    shields: int, taken: int, kept: bool
) -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(HUNKER_DOWN, 0)]),
        Side(characters=[QUI_GON]),
        turn=1,
    )
    finn = uid(s, "Finn")
    hunker = uid(s, "Hunker Down")
    set_shields(s, finn, shields)
    put_in_pool(s, uid(s, "Qui-Gon Jinn"), 1)  # 2 melee
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "Qui-Gon Jinn die")
    act(s, "symbol-target", "Finn")
    assert (s.units[finn].shields, s.units[finn].damage) == (0, taken)
    assert s.units[hunker].in_play is kept
    assert any(f"Finn is dealt 2 melee damage ({shields} blocked" in line for line in s.log)


# --- total value (SWD-EX-21) --------------------------------------------------------------


@rules("SWD-TOTAL-01", "SWD-EX-21")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_battlefield_roll_compares_total_values(seed: int) -> None:
    s = DestinyGame().new_initial_state(seed)
    act(s, "mulligan", "keep your hand")
    act(s, "mulligan", "keep your hand")
    assert s.decision().kind == "choose-battlefield"
    totals = [0, 0]
    for d in s.dice:
        if d.where == ON_CARD and s.units[d.unit].kind == CHARACTER:
            totals[d.owner] += d.face.value
    rolls = [line for line in s.log if line.startswith("Battlefield roll:")]
    # each total is told with its player's name (it read "3 to 2")
    names = [s.player_name(p) for p in (0, 1)]
    assert rolls[-1] == f"Battlefield roll: {names[0]} {totals[0]}, {names[1]} {totals[1]}."
    assert s.decision().seat == (0 if totals[0] > totals[1] else 1)


@rules("SWD-TOTAL-01", "SWD-EX-21")
def test_total_of_two_ranged_dice_showing_2_and_1_is_3() -> None:
    """Force Throw reads one die's value; two dice showing 2 and 1 ranged add up as a
    base die and a modifier: F-11D's +1 on a Stormtrooper's 2 ranged."""
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(F11D, 0)]),
        Side(characters=[KYLO]),
    )
    put_in_pool(s, uid(s, TROOPER), 1)  # 2 ranged
    put_in_pool(s, uid(s, "F-11D Rifle"), 1)  # +1 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Stormtrooper die")
    act(s, "add-modifier", "F-11D Rifle die")
    assert "3 ranged damage" in s.decision().prompt
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 3


# --- over-kill while distributing (SWD-EX-22) ---------------------------------------------


@rules("SWD-EX-22")
def test_distributed_damage_may_overkill_a_character() -> None:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(F11D, 0)]),
        Side(characters=[REY, FINN]),
    )
    rey, finn = uid(s, "Rey"), uid(s, "Finn")
    set_damage(s, rey, 9)  # 1 health left
    put_in_pool(s, uid(s, "F-11D Rifle"), 4)  # special: opponent deals 2 damage as they wish
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "F-11D Rifle die")
    assert s.decision().seat == 1
    pick_unit(s, "distribute-damage", rey)
    pick_unit(s, "distribute-damage", rey)
    assert not s.units[rey].in_play
    assert s.units[finn].damage == 0


@rules("SWD-EX-22")
def test_distributed_damage_is_assigned_by_the_opponent_as_they_wish() -> None:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(F11D, 0)]),
        Side(characters=[REY, FINN]),
    )
    rey, finn = uid(s, "Rey"), uid(s, "Finn")
    put_in_pool(s, uid(s, "F-11D Rifle"), 4)
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "F-11D Rifle die")
    assert (s.decision().seat, s.decision().kind) == (1, "distribute-damage")
    pick_unit(s, "distribute-damage", rey)
    pick_unit(s, "distribute-damage", finn)
    assert (s.units[rey].damage, s.units[finn].damage) == (1, 1)
