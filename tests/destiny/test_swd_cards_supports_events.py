"""Every Awakenings support, event and battlefield claim we ship, shown firing.

One or more tests per card: each plays the card (or uses its action, special or
claim) in a built position and checks that it did exactly what the card says, no
more and no less: who is hit, which dice move, what it costs, what it leaves
alone. Rolls are fixed with :class:`Rolls` so that rerolls land where the test
needs them. Die faces are 0-based indices into the card's ``die`` list in
``data/awakenings.toml``.
"""

from __future__ import annotations

import pytest
from swd_helpers import (
    ACE_IN_THE_HOLE,
    AIM,
    AWAKENING,
    BB8,
    BEST_DEFENSE,
    BLOCK,
    COMLINK,
    CRIME_LORD,
    DARING_ESCAPE,
    DISTURBANCE,
    DODGE,
    DRAW_ATTENTION,
    EMPERORS_FAVOR,
    ENRAGE,
    FINN,
    FLANK,
    FROZEN_WASTES,
    HAN,
    HEROISM,
    HUNKER_DOWN,
    JANGO,
    JEDI_ROBES,
    KYLO,
    LIGHTSABER,
    POWER_OF_THE_DARK_SIDE,
    QUI_GON,
    REBEL_WAR_ROOM,
    REY,
    REYS_STAFF,
    SCAVENGE,
    STARSHIP_GRAVEYARD,
    STORMTROOPER,
    TAKE_COVER,
    TIE_FIGHTER,
    TUSKEN,
    UNPREDICTABLE,
    USE_THE_FORCE,
    WOOKIEE,
    Side,
    act,
    has_option,
    labels,
    position,
    put_in_pool,
    refresh,
    rules,
    uid,
)
from swd_helpers import IT_BINDS as IT_BINDS_ALL_THINGS
from swd_helpers import UNDERWORLD as UNDERWORLD_CONNECTIONS

from rulebound.games.destiny.model import IN_POOL, ON_CARD, SET_ASIDE, SUPPORT
from rulebound.games.destiny.position import (
    script_rolls,
    set_damage,
    set_ready,
    set_resources,
    set_shields,
)
from rulebound.games.destiny.rolls import ScriptedRolls
from rulebound.games.destiny.rules import hand_size, leave_play
from rulebound.games.destiny.state import DestinyState

# Cards used only in this file (the rest are in swd_helpers).
INTIMIDATE = "01084"
NOWHERE_TO_RUN = "01091"
CLOSE_QUARTERS = "01154"

BLANK, SPECIAL = 5, 4  # the usual places of those faces on a die


def fix_rolls(s: DestinyState, *sides: int) -> ScriptedRolls:
    """Each die rolled or rerolled shows the next listed side; rolling more dice than
    listed fails the test."""
    return script_rolls(s, *sides)


def die(d: int) -> str:
    """Label text that picks out die ``d`` among a decision's options."""
    return f"die [#{d}, "


def side_of(s: DestinyState, d: int) -> str:
    return s.dice[d].face.label()


def log(s: DestinyState) -> str:
    return "\n".join(e.text for e in s.events)


def play(s: DestinyState, name: str, kind: str = "action") -> None:
    act(s, kind, f"play {name} (")


def shields(s: DestinyState, **by_name: int) -> None:
    for name, n in by_name.items():
        set_shields(s, uid(s, name.replace("_", " ")), n)
    refresh(s)


def hp(s: DestinyState, name: str) -> int:
    return s.units[uid(s, name)].damage


# === supports ============================================================================


@rules("SWD-SUPPORT-01", "SWD-PLAY-10", "SWD-INPLAY-01", "SWD-COST-01", "SWD-PLAY-03")
def test_playing_tie_fighter_puts_the_support_in_play_with_its_die_on_it() -> None:
    s = position(Side(characters=[STORMTROOPER], hand=[TIE_FIGHTER], resources=3), Side([REY]))
    play(s, "First Order TIE Fighter")
    tie = uid(s, "First Order TIE Fighter", seat=0)
    assert s.units[tie].kind == SUPPORT and s.units[tie].ready
    assert s.resources[0] == 0 and s.hand[0] == []
    assert [d.where for d in s.dice if d.unit == tie] == [ON_CARD]


@rules("SWD-SUPPORT-04", "SWD-ACTIVATE-01", "SWD-ACTIVATE-03", "SWD-ACTIVATE-05")
def test_activating_tie_fighter_exhausts_it_and_rolls_its_die() -> None:
    s = position(Side(characters=[STORMTROOPER], supports=[TIE_FIGHTER]), Side([REY]))
    tie = uid(s, "First Order TIE Fighter")
    fix_rolls(s, 2)
    act(s, "action", "activate First Order TIE Fighter")
    assert not s.units[tie].ready
    (tie_die,) = [d.id for d in s.dice if d.unit == tie]
    assert s.dice[tie_die].where == IN_POOL and side_of(s, tie_die) == "3 ranged (cost 1)"
    act(s, "action", "pass")  # P2
    assert not has_option(s, "activate First Order TIE Fighter")


@rules("SWD-SUPPORT-03", "SWD-RANGED-01")
def test_tie_fighter_die_deals_ranged_damage_but_the_support_is_no_target() -> None:
    s = position(Side(characters=[STORMTROOPER], supports=[TIE_FIGHTER]), Side([REY]))
    tie = uid(s, "First Order TIE Fighter")
    put_in_pool(s, tie, 1)  # 2 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "First Order TIE Fighter die")
    assert not has_option(s, "TIE Fighter")
    act(s, "symbol-target", "Rey")
    assert hp(s, "Rey") == 2


@rules("SWD-SPECIAL-01", "SWD-SPECABIL-01", "SWD-ABIL-07")
def test_tie_fighter_special_removes_all_shields_from_all_of_an_opponents_characters() -> None:
    s = position(
        Side(characters=[STORMTROOPER], supports=[TIE_FIGHTER]), Side(characters=[REY, FINN])
    )
    shields(s, Rey=2, Finn=3, First_Order_Stormtrooper=2)
    tie = uid(s, "First Order TIE Fighter")
    (tie_die,) = put_in_pool(s, tie, SPECIAL)
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "First Order TIE Fighter die")
    assert s.units[uid(s, "Rey")].shields == 0
    assert s.units[uid(s, "Finn")].shields == 0
    assert s.units[uid(s, "First Order Stormtrooper")].shields == 2  # its own side is spared
    assert hp(s, "Rey") == 0 and hp(s, "Finn") == 0  # removes shields, deals nothing
    assert s.dice[tie_die].where == ON_CARD  # an ordinary special: the die goes back


@rules("SWD-SPECIAL-01", "SWD-CARDRES-01")
def test_bb8_special_rerolls_its_die_and_one_other_die_of_yours_and_stays_in_the_pool() -> None:
    s = position(Side(characters=[REY], supports=[BB8]), Side(characters=[STORMTROOPER]))
    rey, bb8 = uid(s, "Rey"), uid(s, "BB-8")
    (rey_die,) = put_in_pool(s, rey, 0)  # 1 melee
    (bb8_die,) = put_in_pool(s, bb8, SPECIAL)
    (trooper_die,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    rolls = fix_rolls(s, 3, BLANK)  # BB-8's die first, then the other one
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "BB-8 die")
    assert s.decision().kind == "choose-die"
    assert not has_option(s, die(trooper_die)) and not has_option(s, die(bb8_die))
    act(s, "choose-die", die(rey_die))
    assert rolls.left() == 0
    assert s.dice[bb8_die].where == IN_POOL and side_of(s, bb8_die) == "1 resource"
    assert side_of(s, rey_die) == "blank"
    assert side_of(s, trooper_die) == "1 ranged"  # the opponent's dice are not touched


@rules("SWD-SPECIAL-04", "SWD-RESOLVE-07")
def test_bb8_special_cannot_resolve_twice_in_one_action_even_if_it_rerolls_a_special() -> None:
    s = position(Side(characters=[REY], supports=[BB8]), Side(characters=[STORMTROOPER]))
    rey, bb8 = uid(s, "Rey"), uid(s, "BB-8")
    (rey_die,) = put_in_pool(s, rey, 0)
    (bb8_die,) = put_in_pool(s, bb8, SPECIAL)
    fix_rolls(s, SPECIAL, 0)
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "BB-8 die")
    act(s, "choose-die", die(rey_die))
    assert side_of(s, bb8_die) == "special"
    # The action is over: the opponent acts, BB-8's die still showing its special.
    assert s.decision().kind == "action" and s.decision().seat == 1
    act(s, "action", "pass")
    assert has_option(s, "resolve dice showing special")  # a later action may use it again


@rules("SWD-UNIQUE-04", "SWD-UNIQUE-05")
def test_bb8_is_unique_so_a_second_copy_cannot_be_played_while_one_is_in_play() -> None:
    s = position(
        Side(characters=[REY], supports=[BB8], hand=[BB8], resources=5),
        Side(characters=[FINN], hand=[BB8], resources=5),
        turn=1,
    )
    assert has_option(s, "play BB-8")  # the opponent's copy does not stop P2
    play(s, "BB-8")
    assert not has_option(s, "play BB-8")  # P1 already has one in play


@rules("SWD-INCREASE-01", "SWD-PERSIST-01", "SWD-HAND-02")
def test_emperors_favor_in_play_makes_its_controllers_hand_size_six() -> None:
    s = position(
        Side(characters=[KYLO], hand=[EMPERORS_FAVOR], resources=1), Side(characters=[REY])
    )
    assert hand_size(s, 0) == 5
    play(s, "Emperor's Favor")
    assert hand_size(s, 0) == 6 and hand_size(s, 1) == 5
    assert s.view(0)["players"][0]["hand_size"] == 6


@rules("SWD-INCREASE-01", "SWD-HAND-02", "SWD-UPKEEP-05", "SWD-EX-17")
def test_emperors_favor_makes_upkeep_draw_up_to_six_every_round() -> None:
    deck = [TAKE_COVER] * 12
    s = position(
        Side(characters=[KYLO], supports=[EMPERORS_FAVOR], hand=[ENRAGE, ENRAGE], deck=deck),
        Side(characters=[REY], hand=[TAKE_COVER, TAKE_COVER], deck=deck),
    )
    act(s, "action", "pass")
    act(s, "action", "pass")
    act(s, "upkeep-discard", "keep the rest and draw")  # P1 (the battlefield controller)
    act(s, "upkeep-discard", "keep the rest and draw")  # P2
    assert len(s.hand[0]) == 6 and len(s.hand[1]) == 5
    assert s.round == 2
    # Round 2: still in play, still 6.
    act(s, "action", "pass")
    act(s, "action", "pass")
    act(s, "upkeep-discard", "Enrage")
    act(s, "upkeep-discard", "Enrage")
    act(s, "upkeep-discard", "keep the rest and draw")
    act(s, "upkeep-discard", "keep the rest and draw")
    assert len(s.hand[0]) == 6


@rules("SWD-UNIQUE-04", "SWD-INCREASE-01")
def test_emperors_favor_is_unique_and_only_raises_its_controllers_hand_size() -> None:
    s = position(
        Side(characters=[KYLO], supports=[EMPERORS_FAVOR], hand=[EMPERORS_FAVOR], resources=3),
        Side(characters=[REY]),
    )
    assert not has_option(s, "play Emperor's Favor")
    assert hand_size(s, 1) == 5


@rules("SWD-UNBLOCK-01", "SWD-DAMAGE-03", "SWD-ACTABIL-01", "SWD-EXHAUST-02")
def test_power_of_the_dark_side_rerolling_a_blank_deals_2_unblockable_damage() -> None:
    s = position(Side(characters=[KYLO], supports=[POWER_OF_THE_DARK_SIDE]), Side(characters=[REY]))
    shields(s, Rey=2)
    (kylo_die,) = put_in_pool(s, uid(s, "Kylo Ren"), 0)
    (rey_die,) = put_in_pool(s, uid(s, "Rey"), 0)
    fix_rolls(s, BLANK)
    act(s, "action", "use Power of the Dark Side")
    assert not s.units[uid(s, "Power of the Dark Side")].ready
    assert not has_option(s, die(rey_die))  # one of YOUR dice
    act(s, "choose-die", die(kylo_die))
    assert side_of(s, kylo_die) == "blank"
    act(s, "choose-character", "Rey")
    rey = s.units[uid(s, "Rey")]
    assert rey.damage == 2 and rey.shields == 2  # shields neither block nor go
    act(s, "action", "pass")  # P2
    assert not has_option(s, "use Power of the Dark Side")  # exhausted


@rules("SWD-ACTABIL-01")
def test_power_of_the_dark_side_deals_nothing_when_the_reroll_is_not_a_blank() -> None:
    s = position(Side(characters=[KYLO], supports=[POWER_OF_THE_DARK_SIDE]), Side(characters=[REY]))
    (kylo_die,) = put_in_pool(s, uid(s, "Kylo Ren"), BLANK)
    fix_rolls(s, 0)
    act(s, "action", "use Power of the Dark Side")
    act(s, "choose-die", die(kylo_die))
    assert side_of(s, kylo_die) == "1 melee"
    assert s.decision().kind == "action" and s.decision().seat == 1
    assert hp(s, "Rey") == 0 and hp(s, "Kylo Ren") == 0


@rules("SWD-EX-07", "SWD-ACTABIL-01", "SWD-CARDACT-01", "SWD-EXHAUST-02", "SWD-READY-03")
def test_underworld_connections_exhausts_to_gain_1_resource_as_the_players_action() -> None:
    s = position(
        Side(characters=[JANGO], supports=[UNDERWORLD_CONNECTIONS], resources=1, deck=[AIM] * 6),
        Side(characters=[STORMTROOPER], deck=[AIM] * 6),
    )
    uc = uid(s, "Underworld Connections")
    act(s, "action", "use Underworld Connections")
    assert s.resources[0] == 2 and not s.units[uc].ready
    # That was P1's action: now P2 acts, and P2 cannot use P1's card.
    assert s.decision().seat == 1
    assert not has_option(s, "Underworld Connections")
    act(s, "action", "pass")
    assert s.decision().seat == 0 and not has_option(s, "Underworld Connections")
    act(s, "action", "pass")  # the round ends; hands are empty, so upkeep asks nothing
    assert s.round == 2 and s.decision().seat == 0
    assert s.units[uc].ready and has_option(s, "use Underworld Connections")  # readied


@rules("SWD-SUPPORT-02", "SWD-SUPPORT-05", "SWD-ABIL-04", "SWD-ACTIVATE-03")
def test_underworld_connections_copies_are_unlimited_and_each_usable_once_in_play() -> None:
    s = position(
        Side(
            characters=[JANGO],
            supports=[UNDERWORLD_CONNECTIONS, UNDERWORLD_CONNECTIONS],
            hand=[UNDERWORLD_CONNECTIONS],
            resources=2,
        ),
        Side(characters=[STORMTROOPER]),
    )
    assert not has_option(s, "activate Underworld")  # no die: cannot be activated
    play(s, "Underworld Connections")  # a third copy: no limit, not unique
    assert s.resources[0] == 0
    act(s, "action", "pass")  # P2
    copies = [u.uid for u in s.units if s.name(u.uid) == "Underworld Connections"]
    assert len(copies) == 3 and all(s.units[u].in_play for u in copies)
    for n, copy in enumerate(copies, start=1):
        act(s, "action", f"use Underworld Connections [#{copy},")  # the new one too
        assert s.resources[0] == n and not s.units[copy].ready
        act(s, "action", "pass")  # P2
    assert not has_option(s, "use Underworld Connections")


@rules("SWD-CARDRES-01", "SWD-CARDRES-04", "SWD-MOD-03")
def test_awakening_resolves_a_modifier_face_as_if_it_had_no_plus() -> None:
    s = position(
        Side(characters=[REY + "!"], supports=[AWAKENING]), Side(characters=[STORMTROOPER])
    )
    plus2, blank = put_in_pool(s, uid(s, "Rey"), 1, BLANK)  # +2 melee, blank
    assert not has_option(s, "resolve dice showing melee")  # a modifier alone cannot
    act(s, "action", "use Awakening")
    assert not s.units[uid(s, "Awakening")].ready
    assert not has_option(s, die(blank))
    act(s, "choose-die", die(plus2))
    act(s, "symbol-target", "First Order Stormtrooper")
    assert hp(s, "First Order Stormtrooper") == 2
    assert s.dice[plus2].where == ON_CARD


@rules("SWD-CARDRES-01")
def test_awakening_only_offers_dice_showing_a_modifier_and_resolves_plus_resource() -> None:
    s = position(
        Side(characters=[REY + "!"], supports=[AWAKENING], resources=0),
        Side(characters=[STORMTROOPER]),
    )
    melee, plus1 = put_in_pool(s, uid(s, "Rey"), 0, 4)  # 1 melee, +1 resource
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 3)
    act(s, "action", "use Awakening")
    assert not has_option(s, die(melee)) and not has_option(s, die(trooper))
    act(s, "choose-die", die(plus1))
    assert s.resources[0] == 1
    assert s.dice[melee].where == IN_POOL


@rules("SWD-EX-19", "SWD-REDUCE-01", "SWD-PLAY-02", "SWD-PLAY-06", "SWD-PLAY-07")
def test_it_binds_all_things_takes_1_off_a_blue_upgrade_only_while_it_is_paid() -> None:
    s = position(
        Side(
            characters=[QUI_GON],
            supports=[IT_BINDS_ALL_THINGS],
            hand=[JEDI_ROBES, LIGHTSABER],
            resources=1,
        ),
        Side(characters=[STORMTROOPER]),
    )
    ibat = uid(s, "It Binds All Things")
    play(s, "Jedi Robes")  # cost 2 with 1 resource: only with the discount
    act(s, "upgrade-host", "Qui-Gon")
    assert s.decision().kind == "reduce-cost" and not has_option(s, "pay in full")
    act(s, "reduce-cost", "It Binds All Things")
    assert s.resources[0] == 0 and not s.units[ibat].ready
    robes = uid(s, "Jedi Robes")
    assert s.units[robes].host == uid(s, "Qui-Gon Jinn")
    act(s, "action", "pass")  # P2
    set_resources(s, 0, 1)
    refresh(s)
    # Replacing the Robes discounts their printed cost 2, not the 1 that was paid:
    # the 3-cost Lightsaber costs 1.
    play(s, "Lightsaber")
    act(s, "upgrade-host", "Qui-Gon")
    assert not has_option(s, "replace nothing")  # 3 would be too much
    act(s, "upgrade-replace", "Jedi Robes")
    assert s.resources[0] == 0
    assert s.units[uid(s, "Lightsaber")].host == uid(s, "Qui-Gon Jinn")
    assert not s.units[robes].in_play


@rules("SWD-EX-19", "SWD-ABIL-06", "SWD-REDUCE-01")
def test_it_binds_all_things_is_optional_and_only_for_blue_upgrades() -> None:
    s = position(
        Side(
            characters=[QUI_GON],
            supports=[IT_BINDS_ALL_THINGS],
            hand=[JEDI_ROBES, COMLINK, USE_THE_FORCE],
            resources=1,
        ),
        Side(characters=[STORMTROOPER]),
    )
    ibat = uid(s, "It Binds All Things")
    assert has_option(s, "play Jedi Robes")  # blue upgrade, cost 2: 1 with the discount
    assert not has_option(s, "play Comlink")  # gray upgrade, cost 2: no discount
    set_resources(s, 0, 0)
    refresh(s)
    assert not has_option(s, "play Use The Force")  # blue event, cost 1: no discount
    set_resources(s, 0, 2)
    refresh(s)
    play(s, "Jedi Robes")
    act(s, "upgrade-host", "Qui-Gon")
    act(s, "reduce-cost", "pay in full")
    assert s.resources[0] == 0 and s.units[ibat].ready


# === events ============================================================================


@rules("SWD-EVENT-02", "SWD-LIMBO-01", "SWD-LIMBO-02", "SWD-PLAY-04", "SWD-INPLAY-03")
def test_the_best_defense_deals_3_to_your_red_character_to_remove_up_to_2_opponent_dice() -> None:
    s = position(
        Side(characters=[STORMTROOPER, KYLO], hand=[BEST_DEFENSE], resources=1),
        Side(characters=[REY + "!", FINN]),
    )
    card = s.hand[0][0]
    rey_a, rey_b = put_in_pool(s, uid(s, "Rey"), 0, 3)
    (finn,) = put_in_pool(s, uid(s, "Finn"), 0)
    (own,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    play(s, "The Best Defense...")
    assert s.resources[0] == 0
    assert has_option(s, "First Order Stormtrooper") and not has_option(s, "Kylo Ren")
    act(s, "choose-character", "First Order Stormtrooper")
    assert hp(s, "First Order Stormtrooper") == 3
    assert not has_option(s, die(own))
    # In limbo while it resolves: out of the hand, not yet discarded, not in play.
    assert s.limbo == [card] and card not in s.hand[0] and card not in s.discard[0]
    act(s, "pick-dice", die(rey_a))
    act(s, "pick-dice", die(finn))
    assert s.dice[rey_a].where == ON_CARD and s.dice[finn].where == ON_CARD
    assert s.dice[rey_b].where == IN_POOL and s.dice[own].where == IN_POOL
    assert s.limbo == [] and s.discard[0] == [card]


@rules("SWD-TAKEDMG-02", "SWD-TARGET-04")
def test_the_best_defense_works_when_shields_block_the_3_damage_and_may_remove_fewer() -> None:
    s = position(
        Side(characters=[STORMTROOPER], hand=[BEST_DEFENSE], resources=1),
        Side(characters=[REY + "!"]),
    )
    shields(s, First_Order_Stormtrooper=3)
    rey_a, rey_b = put_in_pool(s, uid(s, "Rey"), 0, 3)
    play(s, "The Best Defense...")
    act(s, "choose-character", "First Order Stormtrooper")
    trooper = s.units[uid(s, "First Order Stormtrooper")]
    assert trooper.shields == 0 and trooper.damage == 0  # dealt, all blocked
    act(s, "pick-dice", die(rey_b))
    act(s, "pick-dice", "done")
    assert s.dice[rey_b].where == ON_CARD and s.dice[rey_a].where == IN_POOL


@rules("SWD-EVENT-01", "SWD-ABIL-05")
def test_enrage_deals_1_to_your_blue_character_to_gain_1_resource() -> None:
    s = position(Side(characters=[KYLO, STORMTROOPER], hand=[ENRAGE]), Side(characters=[QUI_GON]))
    play(s, "Enrage")
    assert not has_option(s, "Qui-Gon") and not has_option(s, "Stormtrooper")
    act(s, "choose-character", "Kylo Ren")
    assert hp(s, "Kylo Ren") == 1 and s.resources[0] == 1
    assert s.discard[0] == [s.game.pool.by_code[ENRAGE].index]


@rules("SWD-EVENT-03", "SWD-TARGET-02")
def test_enrage_without_a_blue_character_of_yours_has_no_effect() -> None:
    s = position(Side(characters=[STORMTROOPER], hand=[ENRAGE]), Side(characters=[QUI_GON]))
    play(s, "Enrage")  # may be played...
    assert s.resources[0] == 0  # ...but gains nothing
    assert hp(s, "First Order Stormtrooper") == 0 and hp(s, "Qui-Gon Jinn") == 0
    assert s.decision().seat == 1


@rules("SWD-ABIL-05")
def test_intimidate_removes_every_shield_from_one_character() -> None:
    s = position(Side(characters=[KYLO], hand=[INTIMIDATE]), Side(characters=[REY, FINN]))
    shields(s, Rey=3, Finn=2, Kylo_Ren=1)
    play(s, "Intimidate")
    assert has_option(s, "Kylo Ren")  # "a character": any
    act(s, "choose-character", "Rey")
    assert s.units[uid(s, "Rey")].shields == 0
    assert s.units[uid(s, "Finn")].shields == 2 and s.units[uid(s, "Kylo Ren")].shields == 1


@rules("SWD-TURN-01", "SWD-TURN-02")
def test_nowhere_to_run_turns_each_of_your_blanks_to_any_side() -> None:
    s = position(
        Side(characters=[KYLO + "!", STORMTROOPER], hand=[NOWHERE_TO_RUN], resources=2),
        Side(characters=[REY]),
    )
    k1, k2 = put_in_pool(s, uid(s, "Kylo Ren"), BLANK, 0)
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 4)  # its first blank
    (rey,) = put_in_pool(s, uid(s, "Rey"), BLANK)
    play(s, "Nowhere to Run")
    turned = []
    while s.decision().kind == "turn-die":
        d = s.waiting[2]
        turned.append(d)
        assert not has_option(s, f"side {s.dice[d].side + 1}:")  # not to the same face
        if d == k1:
            act(s, "turn-die", "special")
        else:
            act(s, "turn-die", "2 ranged (cost 1)")
    assert sorted(turned) == sorted([k1, trooper])  # not the 1 melee, not Rey's blank
    assert side_of(s, k1) == "special" and side_of(s, trooper) == "2 ranged (cost 1)"
    assert side_of(s, k2) == "1 melee" and side_of(s, rey) == "blank"
    assert s.resources[0] == 0


@rules("SWD-EX-09", "SWD-SPECABIL-03", "SWD-SPECIAL-01")
def test_ace_in_the_hole_rolls_the_discarded_upgrades_die_and_its_special_works() -> None:
    s = position(
        Side(characters=[JANGO], hand=[ACE_IN_THE_HOLE, CRIME_LORD], resources=5),
        Side(characters=[STORMTROOPER, REY]),
    )
    crime_lord = s.game.pool.by_code[CRIME_LORD].index
    (cl_die,) = [d.id for d in s.dice if d.card == crime_lord]
    fix_rolls(s, SPECIAL)
    play(s, "Ace in the Hole")
    act(s, "discard-card", "Crime Lord")
    assert crime_lord in s.discard[0] and crime_lord not in s.hand[0]
    assert s.dice[cl_die].where == IN_POOL and side_of(s, cl_die) == "special"
    act(s, "action", "pass")  # P2
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", die(cl_die))
    act(s, "choose-character", "Rey")
    assert s.resources[0] == 0  # Crime Lord's special: spend 5...
    assert s.units[uid(s, "Rey")].in_play  # ...and Rey falls only after the round
    assert ("defeat", 0, uid(s, "Rey")) in s.delayed
    assert s.dice[cl_die].where == SET_ASIDE  # set aside once resolved


@rules("SWD-SPECABIL-03")
def test_ace_in_the_hole_die_is_set_aside_when_removed() -> None:
    s = position(
        Side(characters=[JANGO], hand=[ACE_IN_THE_HOLE, CRIME_LORD]),
        Side(characters=[REY, FINN], hand=[FLANK], resources=1),
    )
    crime_lord = s.game.pool.by_code[CRIME_LORD].index
    (cl_die,) = [d.id for d in s.dice if d.card == crime_lord]
    fix_rolls(s, 3)
    play(s, "Ace in the Hole")
    act(s, "discard-card", "Crime Lord")
    assert side_of(s, cl_die) == "2 resource"
    play(s, "Flank")  # P2 has 2 ready characters to P1's 1
    act(s, "choose-die", die(cl_die))
    assert s.dice[cl_die].where == SET_ASIDE and s.dice[cl_die].unit == -1


@rules("SWD-EVENT-03")
def test_ace_in_the_hole_with_a_dieless_or_no_yellow_upgrade_rolls_nothing() -> None:
    s = position(
        Side(characters=[JANGO], hand=[ACE_IN_THE_HOLE, ACE_IN_THE_HOLE, HUNKER_DOWN, COMLINK]),
        Side(characters=[REY]),
    )
    fix_rolls(s)  # no die may be rolled
    play(s, "Ace in the Hole")
    assert not has_option(s, "Comlink")  # gray, not yellow
    act(s, "discard-card", "Hunker Down")
    assert s.pool(0) == [] and s.hand[0].count(s.game.pool.by_code[HUNKER_DOWN].index) == 0
    act(s, "action", "pass")
    play(s, "Ace in the Hole")  # only Comlink left: nothing to discard, no effect
    assert s.game.pool.by_code[COMLINK].index in s.hand[0]
    assert s.decision().seat == 1


@rules("SWD-THEN-01", "SWD-SHOWING-03")
def test_heroism_deals_a_damage_dies_value_to_your_unique_character_then_removes_it() -> None:
    s = position(
        Side(characters=[REY, FINN], hand=[HEROISM]),
        Side(characters=[STORMTROOPER, KYLO]),
    )
    (ranged,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 2)  # 2 ranged cost 1
    (shield,) = put_in_pool(s, uid(s, "Kylo Ren"), 2)  # 1 shield: not a damage die
    (own,) = put_in_pool(s, uid(s, "Finn"), 1)  # 2 ranged, but Finn's own
    play(s, "Heroism")
    act(s, "choose-character", "Rey")
    assert not has_option(s, die(shield)) and not has_option(s, die(own))
    act(s, "choose-die", die(ranged))
    assert hp(s, "Rey") == 2 and hp(s, "First Order Stormtrooper") == 0
    assert s.dice[ranged].where == ON_CARD  # then removed
    assert s.dice[own].where == IN_POOL


@rules("SWD-TARGET-01")
def test_heroism_only_targets_your_unique_characters() -> None:
    s = position(Side(characters=[TUSKEN, JANGO], hand=[HEROISM]), Side(characters=[FINN]))
    put_in_pool(s, uid(s, "Finn"), 2)  # 1 melee
    play(s, "Heroism")
    assert has_option(s, "Jango Fett") and not has_option(s, "Tusken Raider")
    assert not has_option(s, "Finn")


@rules("SWD-AMBUSH-01", "SWD-TARGET-04")
def test_daring_escape_rerolls_chosen_opponent_dice_then_removes_all_their_blanks() -> None:
    s = position(
        Side(characters=[REY + "!"], hand=[DARING_ESCAPE], resources=2),
        Side(characters=[KYLO + "!", STORMTROOPER]),
    )
    k1, k2 = put_in_pool(s, uid(s, "Kylo Ren"), 0, 1)
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), BLANK)  # not rerolled
    (own,) = put_in_pool(s, uid(s, "Rey"), BLANK)
    rolls = fix_rolls(s, BLANK)
    play(s, "Daring Escape")
    assert not has_option(s, die(own))
    act(s, "pick-dice", die(k1))
    act(s, "pick-dice", "done")
    assert rolls.left() == 0
    assert s.dice[k1].where == ON_CARD and s.dice[trooper].where == ON_CARD
    assert s.dice[k2].where == IN_POOL and side_of(s, k2) == "2 melee (cost 1)"
    assert s.dice[own].where == IN_POOL  # P1's own blank stays
    assert s.decision().kind == "extra-action" and s.decision().seat == 0  # Ambush


@rules("SWD-TARGET-04", "SWD-ABIL-06")
def test_daring_escape_with_no_die_chosen_still_removes_the_opponents_blanks() -> None:
    s = position(
        Side(characters=[REY], hand=[DARING_ESCAPE], resources=2),
        Side(characters=[STORMTROOPER]),
    )
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), BLANK)
    fix_rolls(s)
    play(s, "Daring Escape")
    act(s, "pick-dice", "done")
    assert s.dice[trooper].where == ON_CARD


@rules("SWD-AMBUSH-01", "SWD-AMBUSH-02", "SWD-ACTION-02")
def test_ambush_gives_an_extra_action_at_once_after_the_event_resolved() -> None:
    s = position(
        Side(characters=[REY], hand=[UNPREDICTABLE, TAKE_COVER]),
        Side(characters=[STORMTROOPER]),
    )
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    fix_rolls(s, 1)
    play(s, "Unpredictable")
    act(s, "choose-die", die(trooper))
    # Resolved and discarded before the additional action is offered.
    assert side_of(s, trooper) == "2 ranged"
    assert s.game.pool.by_code[UNPREDICTABLE].index in s.discard[0]
    assert s.decision().kind == "extra-action" and s.decision().seat == 0
    play(s, "Take Cover", kind="extra-action")
    act(s, "choose-character", "Rey")
    assert s.units[uid(s, "Rey")].shields == 1
    assert s.decision().kind == "action" and s.decision().seat == 1  # no more extras


@pytest.mark.parametrize(("reading", "round_ends"), [("pass", True), ("no-pass", False)])
@rules("SWD-ACTION-02", "SWD-AMBUSH-01", "SWD-OPEN-08", "SWD-APHASE-03")
def test_declining_ambushs_extra_action_is_a_pass_only_in_the_literal_reading(
    reading: str, round_ends: bool
) -> None:
    s = position(
        Side(characters=[REY], hand=[UNPREDICTABLE]),
        Side(characters=[STORMTROOPER]),
        params={"decline_extra_action": reading},
    )
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    fix_rolls(s, 1)
    play(s, "Unpredictable")
    act(s, "choose-die", die(trooper))
    act(s, "extra-action", "decline the additional action")
    assert s.decision().seat == 1 and s.extra == [0, 0]
    act(s, "action", "pass")
    assert (s.phase == "upkeep") is round_ends


@rules("SWD-TURN-01")
def test_unpredictable_rerolls_one_die_of_either_player() -> None:
    s = position(Side(characters=[REY], hand=[UNPREDICTABLE]), Side(characters=[STORMTROOPER]))
    (own,) = put_in_pool(s, uid(s, "Rey"), 0)
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    rolls = fix_rolls(s, 3)
    play(s, "Unpredictable")
    assert has_option(s, die(own)) and has_option(s, die(trooper))
    act(s, "choose-die", die(own))
    assert rolls.left() == 0
    assert side_of(s, own) == "1 resource" and side_of(s, trooper) == "1 ranged"


@rules("SWD-MOVE-01", "SWD-MOVE-02")
def test_draw_attention_moves_up_to_2_damage_between_your_characters_ignoring_shields() -> None:
    s = position(
        Side(characters=[FINN, HAN], hand=[DRAW_ATTENTION]), Side(characters=[STORMTROOPER])
    )
    set_damage(s, uid(s, "Finn"), 3)
    shields(s, Han_Solo=2)
    play(s, "Draw Attention")
    act(s, "move-from", "Finn")
    assert not has_option(s, "Finn") and not has_option(s, "Stormtrooper")
    act(s, "move-to", "Han Solo")
    assert labels(s) == ["move 1 damage", "move 2 damage"]
    act(s, "move-amount", "move 2 damage")
    han = s.units[uid(s, "Han Solo")]
    assert hp(s, "Finn") == 1 and han.damage == 2 and han.shields == 2


@rules("SWD-MOVE-02", "SWD-TAKEDMG-01")
def test_draw_attention_damage_is_not_taken_so_hunker_down_stays() -> None:
    s = position(
        Side(characters=[FINN, HAN], upgrades=[(HUNKER_DOWN, 1)], hand=[DRAW_ATTENTION]),
        Side(characters=[STORMTROOPER]),
    )
    set_damage(s, uid(s, "Finn"), 1)
    refresh(s)
    play(s, "Draw Attention")
    act(s, "move-from", "Finn")
    act(s, "move-to", "Han Solo")
    act(s, "move-amount", "move 1 damage")
    assert hp(s, "Han Solo") == 1 and s.units[uid(s, "Hunker Down")].in_play


@rules("SWD-MOVE-01", "SWD-DAMAGE-02")
def test_draw_attention_needs_two_characters_and_moved_damage_can_defeat() -> None:
    s = position(
        Side(characters=[FINN, HAN], hand=[DRAW_ATTENTION, DRAW_ATTENTION]),
        Side(characters=[STORMTROOPER]),
    )
    finn, han = uid(s, "Finn"), uid(s, "Han Solo")
    set_damage(s, finn, 2)
    set_damage(s, han, 9)  # 10 health
    refresh(s)
    play(s, "Draw Attention")
    act(s, "move-from", "Finn")
    act(s, "move-to", "Han Solo")
    act(s, "move-amount", "move 1 damage")
    assert not s.units[han].in_play  # defeated
    act(s, "action", "pass")
    play(s, "Draw Attention")  # one character left: nowhere to move to
    assert s.units[finn].damage == 1 and s.decision().seat == 1


@rules("SWD-CHOOSE-02", "SWD-CHOOSE-01")
def test_let_the_wookiee_win_the_opponent_picks_2_damage_to_an_exhausted_character() -> None:
    s = position(
        Side(characters=[FINN], hand=[WOOKIEE], resources=1),
        Side(characters=[STORMTROOPER, KYLO, TUSKEN]),
    )
    set_ready(s, uid(s, "Kylo Ren"), False)
    set_ready(s, uid(s, "Tusken Raider"), False)
    play(s, "Let The Wookiee Win")
    assert s.decision().seat == 1
    act(s, "choose-either", "deal an exhausted character")
    assert s.decision().seat == 1  # the opponent also picks which one
    assert not has_option(s, "Stormtrooper") and not has_option(s, "Finn")
    act(s, "choose-character", "Tusken Raider")
    assert hp(s, "Tusken Raider") == 2 and hp(s, "Kylo Ren") == 0


@rules("SWD-CHOOSE-02", "SWD-CHOOSE-01")
def test_let_the_wookiee_win_the_opponent_may_pick_an_option_with_no_effect() -> None:
    s = position(
        Side(characters=[FINN], hand=[WOOKIEE], resources=1),
        Side(characters=[STORMTROOPER]),
    )
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    play(s, "Let The Wookiee Win")
    act(s, "choose-either", "deal an exhausted character")  # none is exhausted
    assert s.decision().kind == "action" and s.decision().seat == 1
    assert hp(s, "First Order Stormtrooper") == 0 and s.dice[trooper].where == IN_POOL


@rules("SWD-CHOOSE-02", "SWD-CHOOSE-01")
def test_let_the_wookiee_win_the_opponent_removes_2_dice_of_their_choice_or_all() -> None:
    s = position(
        Side(characters=[FINN], hand=[WOOKIEE, WOOKIEE], resources=2),
        Side(characters=[KYLO + "!", STORMTROOPER]),
    )
    k1, k2 = put_in_pool(s, uid(s, "Kylo Ren"), 0, 1)
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    (own,) = put_in_pool(s, uid(s, "Finn"), 0)
    play(s, "Let The Wookiee Win")
    act(s, "choose-either", "remove 2 of your dice")
    assert s.decision().seat == 1 and not has_option(s, die(own))
    act(s, "remove-own-die", die(k2))
    act(s, "remove-own-die", die(trooper))
    assert s.pool(1) == [k1] and s.dice[own].where == IN_POOL
    act(s, "action", "pass")  # P2
    play(s, "Let The Wookiee Win")
    act(s, "choose-either", "remove 2 of your dice")
    act(s, "remove-own-die", die(k1))  # only one left: as much as possible
    assert s.pool(1) == [] and s.decision().kind == "action"


@rules("SWD-EX-16", "SWD-THEN-01", "SWD-THEN-02")
def test_scavenge_discards_the_top_3_then_may_take_an_upgrade_or_support_back() -> None:
    s = position(
        Side(
            characters=[FINN],
            hand=[SCAVENGE],
            deck=[TAKE_COVER, BB8, LIGHTSABER, AIM],
            discard=[DODGE],
        ),
        Side(characters=[STORMTROOPER]),
    )
    idx = s.game.pool.by_code
    play(s, "Scavenge")
    assert s.deck[0] == [idx[AIM].index]
    assert has_option(s, "take nothing") and has_option(s, "BB-8") and has_option(s, "Lightsaber")
    assert not has_option(s, "Take Cover") and not has_option(s, "Dodge")  # events
    act(s, "fetch-card", "Lightsaber")
    assert s.hand[0] == [idx[LIGHTSABER].index]
    assert sorted(s.discard[0]) == sorted(
        [idx[DODGE].index, idx[TAKE_COVER].index, idx[BB8].index, idx[SCAVENGE].index]
    )


@rules("SWD-EX-16", "SWD-THEN-02")
def test_scavenge_with_fewer_than_3_cards_in_deck_adds_nothing() -> None:
    s = position(
        Side(characters=[FINN], hand=[SCAVENGE], deck=[TAKE_COVER, AIM], discard=[BB8]),
        Side(characters=[STORMTROOPER]),
    )
    idx = s.game.pool.by_code
    play(s, "Scavenge")
    assert s.deck[0] == [] and s.hand[0] == []
    assert idx[BB8].index in s.discard[0]
    assert s.decision().kind == "action" and s.decision().seat == 1


@rules("SWD-SHOWING-04", "SWD-DIECARD-02")
def test_disturbance_in_the_force_rerolls_every_die_in_both_pools_and_only_those() -> None:
    s = position(
        Side(characters=[REY + "!"], hand=[DISTURBANCE], resources=1),
        Side(characters=[KYLO + "!", STORMTROOPER]),
    )
    r1, r2 = put_in_pool(s, uid(s, "Rey"), 0, 0)
    (k1,) = put_in_pool(s, uid(s, "Kylo Ren"), 0)  # Kylo's 2nd die stays on his card
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    rolls = fix_rolls(s, 3, 3, 3, 3)
    play(s, "Disturbance in the Force")
    assert rolls.left() == 0  # exactly the 4 dice in pools were rolled
    assert [side_of(s, d) for d in (r1, r2, k1, trooper)] == [
        "1 resource",
        "1 resource",
        "1 resource",
        "1 resource",
    ]
    assert log(s).count("is rerolled") == 4


@rules("SWD-EX-18", "SWD-SPOT-01", "SWD-SPOT-02", "SWD-TURN-01", "SWD-TURN-02")
def test_use_the_force_spots_your_blue_character_to_turn_any_die_to_any_side() -> None:
    s = position(
        Side(characters=[REY], hand=[USE_THE_FORCE], resources=1),
        Side(characters=[STORMTROOPER]),
    )
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), BLANK)
    (own,) = put_in_pool(s, uid(s, "Rey"), BLANK)
    play(s, "Use The Force")
    assert has_option(s, die(own))
    act(s, "choose-die", die(trooper))  # an opponent's die (the reading of SWD-OPEN-11)
    assert len(labels(s)) == 5 and not has_option(s, "side 6:")  # a different face
    act(s, "turn-die", "side 1:")
    assert side_of(s, trooper) == "1 ranged"


@rules("SWD-EX-18", "SWD-SPOT-02", "SWD-SPOT-03", "SWD-SPOT-04", "SWD-EVENT-03")
def test_use_the_force_without_a_blue_character_of_your_own_has_no_effect() -> None:
    s = position(
        Side(characters=[FINN, REY], hand=[USE_THE_FORCE, USE_THE_FORCE], resources=2),
        Side(characters=[KYLO]),  # the opponent's blue character cannot be spotted
    )
    (own,) = put_in_pool(s, uid(s, "Finn"), BLANK)
    leave_play(s, uid(s, "Rey"), to="removed")  # Rey has been defeated
    refresh(s)
    play(s, "Use The Force")
    assert s.resources[0] == 1 and "No blue character to spot" in log(s)
    assert side_of(s, own) == "blank" and s.decision().seat == 1


@rules("SWD-TURN-01", "SWD-TURN-02", "SWD-POOL-03")
def test_aim_turns_one_of_your_dice_to_a_ranged_damage_side() -> None:
    s = position(
        Side(characters=[STORMTROOPER, KYLO], hand=[AIM], resources=1),
        Side(characters=[FINN]),
    )
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)  # 1 ranged
    (kylo,) = put_in_pool(s, uid(s, "Kylo Ren"), BLANK)  # Kylo's die has no ranged side
    (finn,) = put_in_pool(s, uid(s, "Finn"), BLANK)
    play(s, "Aim")
    assert not has_option(s, die(kylo)) and not has_option(s, die(finn))
    act(s, "choose-die", die(trooper))
    assert labels(s) == ["side 2: 2 ranged", "side 3: 2 ranged (cost 1)"]
    act(s, "turn-die", "side 2:")
    assert side_of(s, trooper) == "2 ranged"


@rules("SWD-REMOVE-01", "SWD-REMOVE-03", "SWD-SHOWING-03")
def test_block_removes_all_opponent_dice_showing_melee_including_modifier_and_cost() -> None:
    s = position(
        Side(characters=[FINN], hand=[BLOCK], resources=2),
        Side(characters=[REY + "!", KYLO]),
    )
    r_plus, r_disc = put_in_pool(s, uid(s, "Rey"), 1, 2)  # +2 melee, 1 discard
    (kylo,) = put_in_pool(s, uid(s, "Kylo Ren"), 1)  # 2 melee cost 1
    (own,) = put_in_pool(s, uid(s, "Finn"), 2)  # 1 melee, P1's own
    play(s, "Block")
    assert s.dice[r_plus].where == ON_CARD and s.dice[kylo].where == ON_CARD
    assert s.dice[r_disc].where == IN_POOL and s.dice[own].where == IN_POOL
    assert s.resources[0] == 0


@rules("SWD-REMOVE-01", "SWD-REMOVE-03", "SWD-SHOWING-03")
def test_dodge_removes_all_opponent_dice_showing_ranged_including_modifier_and_cost() -> None:
    s = position(
        Side(characters=[FINN], hand=[DODGE], resources=2),
        Side(characters=[STORMTROOPER, TUSKEN], upgrades=[("01008", 1)]),
    )
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 2)  # 2 ranged cost 1
    (rifle,) = put_in_pool(s, uid(s, "F-11D Rifle"), 2)  # +2 ranged
    (tusken,) = put_in_pool(s, uid(s, "Tusken Raider"), 1)  # 1 melee
    (own,) = put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged, P1's own
    play(s, "Dodge")
    assert s.dice[trooper].where == ON_CARD and s.dice[rifle].where == ON_CARD
    assert s.dice[tusken].where == IN_POOL and s.dice[own].where == IN_POOL


@rules("SWD-X-01", "SWD-DISCSYM-02", "SWD-SHOWING-03")
def test_close_quarters_assault_discards_a_random_card_per_die_of_yours_showing_melee() -> None:
    s = position(
        Side(characters=[REY + "!", FINN], hand=[CLOSE_QUARTERS]),
        Side(characters=[KYLO], hand=[ENRAGE, INTIMIDATE, TAKE_COVER]),
    )
    put_in_pool(s, uid(s, "Rey"), 0, 1)  # 1 melee, +2 melee: two dice showing melee
    put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged: does not count
    put_in_pool(s, uid(s, "Kylo Ren"), 0)  # the opponent's melee does not count
    play(s, "Close Quarters Assault")
    assert len(s.hand[1]) == 1 and len(s.discard[1]) == 2
    assert "at random" in log(s)


@rules("SWD-X-01", "SWD-DISCSYM-02")
def test_close_quarters_assault_discards_at_most_the_whole_hand_and_nothing_for_x_0() -> None:
    s = position(
        Side(characters=[REY + "!"], hand=[CLOSE_QUARTERS, CLOSE_QUARTERS]),
        Side(characters=[KYLO], hand=[ENRAGE]),
    )
    play(s, "Close Quarters Assault")  # no melee die: X = 0
    assert len(s.hand[1]) == 1
    act(s, "action", "pass")
    put_in_pool(s, uid(s, "Rey"), 0, 0)
    refresh(s)
    play(s, "Close Quarters Assault")  # X = 2, one card in hand
    assert s.hand[1] == [] and len(s.discard[1]) == 1


@rules("SWD-RESTRICT-01", "SWD-PLAY-01")
def test_flank_needs_more_ready_characters_than_the_opponent() -> None:
    s = position(
        Side(characters=[REY, FINN], hand=[FLANK], resources=1),
        Side(characters=[STORMTROOPER, KYLO]),
    )
    assert not has_option(s, "play Flank")  # 2 ready against 2
    set_ready(s, uid(s, "Kylo Ren"), False)
    refresh(s)
    assert has_option(s, "play Flank")  # 2 against 1
    set_ready(s, uid(s, "Finn"), False)
    refresh(s)
    assert not has_option(s, "play Flank")  # exhausted characters do not count


@rules("SWD-RESTRICT-01", "SWD-REMOVE-01")
def test_flank_removes_one_die_of_the_opponent() -> None:
    s = position(
        Side(characters=[REY, FINN], hand=[FLANK], resources=1),
        Side(characters=[KYLO + "!"]),
    )
    k1, k2 = put_in_pool(s, uid(s, "Kylo Ren"), 0, 3)
    (own,) = put_in_pool(s, uid(s, "Rey"), 0)
    play(s, "Flank")
    assert not has_option(s, die(own))
    act(s, "choose-die", die(k2))
    assert s.pool(1) == [k1] and s.dice[own].where == IN_POOL and s.resources[0] == 0


@rules("SWD-SHIELD-03", "SWD-SHIELDSYM-03")
def test_take_cover_gives_any_character_1_shield_up_to_3() -> None:
    s = position(
        Side(characters=[FINN], hand=[TAKE_COVER, TAKE_COVER]),
        Side(characters=[STORMTROOPER]),
    )
    play(s, "Take Cover")
    assert has_option(s, "Stormtrooper")  # "a character"
    act(s, "choose-character", "Finn")
    assert s.units[uid(s, "Finn")].shields == 1
    shields(s, Finn=3)
    act(s, "action", "pass")
    play(s, "Take Cover")
    act(s, "choose-character", "Finn")
    assert s.units[uid(s, "Finn")].shields == 3


# === battlefields ========================================================================


@rules("SWD-CLAIMABIL-01", "SWD-CHARDIE-01", "SWD-CHARDIE-02", "SWD-CLAIM-01")
def test_frozen_wastes_claim_removes_one_character_die_of_either_player() -> None:
    s = position(
        Side(characters=[KYLO], upgrades=[(LIGHTSABER, 0)], battlefield=FROZEN_WASTES),
        Side(characters=[REY], upgrades=[(REYS_STAFF, 0)], supports=[BB8]),
    )
    (kylo,) = put_in_pool(s, uid(s, "Kylo Ren"), 0)
    (saber,) = put_in_pool(s, uid(s, "Lightsaber"), 0)
    (rey,) = put_in_pool(s, uid(s, "Rey"), 0)
    (staff,) = put_in_pool(s, uid(s, "Rey's Staff"), 0)
    (bb8,) = put_in_pool(s, uid(s, "BB-8"), 0)
    act(s, "action", "claim Frozen Wastes")
    act(s, "may", "yes")
    assert has_option(s, die(kylo)) and has_option(s, die(rey))
    assert not any(has_option(s, die(d)) for d in (saber, staff, bb8))  # not character dice
    act(s, "choose-die", die(rey))
    assert s.dice[rey].where == ON_CARD
    assert all(s.dice[d].where == IN_POOL for d in (kylo, saber, staff, bb8))


@rules("SWD-EX-23", "SWD-CLAIM-02", "SWD-OWNER-01", "SWD-CONTROL-01", "SWD-CLAIMABIL-01")
def test_frozen_wastes_claimed_by_the_opponent_changes_control_and_its_use_is_optional() -> None:
    s = position(
        Side(characters=[KYLO], battlefield=FROZEN_WASTES),
        Side(characters=[REY]),
        turn=1,
    )
    (kylo,) = put_in_pool(s, uid(s, "Kylo Ren"), 0)
    act(s, "action", "claim Frozen Wastes")
    bf = s.units[s.battlefield]
    assert bf.controller == 1 and bf.owner == 0
    act(s, "may", "no")
    assert s.dice[kylo].where == IN_POOL and s.decision().seat == 0


@rules("SWD-EX-05", "SWD-FREE-01", "SWD-DIECOST-01", "SWD-CARDRES-02", "SWD-CLAIMABIL-01")
def test_rebel_war_room_claim_resolves_one_of_your_dice_without_paying_its_cost() -> None:
    s = position(
        Side(characters=[HAN], battlefield=REBEL_WAR_ROOM, resources=0),
        Side(characters=[STORMTROOPER]),
    )
    (han,) = put_in_pool(s, uid(s, "Han Solo"), 1)  # 3 ranged cost 1
    assert not has_option(s, "resolve dice showing ranged")  # cannot pay the cost
    act(s, "action", "claim Rebel War Room")
    act(s, "may", "yes")
    act(s, "choose-die", die(han))
    act(s, "symbol-target", "First Order Stormtrooper")
    assert hp(s, "First Order Stormtrooper") == 3 and s.resources[0] == 0
    assert s.dice[han].where == ON_CARD


@rules("SWD-CARDRES-03", "SWD-CARDRES-04", "SWD-POOL-02")
def test_rebel_war_room_resolves_one_die_of_yours_no_modifier_and_no_opponent_die() -> None:
    s = position(
        Side(characters=[REY + "!"], battlefield=REBEL_WAR_ROOM),
        Side(characters=[STORMTROOPER]),
    )
    base, plus = put_in_pool(s, uid(s, "Rey"), 0, 1)  # 1 melee, +2 melee
    (trooper,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    act(s, "action", "claim Rebel War Room")
    act(s, "may", "yes")
    assert not has_option(s, die(plus)) and not has_option(s, die(trooper))
    act(s, "choose-die", die(base))
    assert s.decision().kind == "symbol-target"  # no modifier may be added
    act(s, "symbol-target", "First Order Stormtrooper")
    assert hp(s, "First Order Stormtrooper") == 1 and s.dice[plus].where == IN_POOL


@rules("SWD-CLAIMABIL-01", "SWD-DECK-02", "SWD-DPILE-01")
def test_starship_graveyard_claim_puts_a_support_or_upgrade_from_discard_on_deck() -> None:
    s = position(
        Side(
            characters=[REY],
            battlefield=STARSHIP_GRAVEYARD,
            deck=[AIM, DODGE],
            discard=[TAKE_COVER, LIGHTSABER, BB8],
        ),
        Side(characters=[STORMTROOPER]),
    )
    idx = s.game.pool.by_code
    act(s, "action", "claim Starship Graveyard")
    act(s, "may", "yes")
    assert sorted(labels(s)) == ["BB-8", "Lightsaber"]  # not the event
    act(s, "graveyard", "BB-8")
    assert s.deck[0] == [idx[BB8].index, idx[AIM].index, idx[DODGE].index]
    assert sorted(s.discard[0]) == sorted([idx[TAKE_COVER].index, idx[LIGHTSABER].index])
