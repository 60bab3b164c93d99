"""Star Wars: Destiny, Part 6 of the rules catalog: game concepts.

Damage, defeat, resources, shields, drawing, ready and exhausted cards, each shown
in a built position (round 1, action phase) through the options a player gets.
"""

from __future__ import annotations

from swd_helpers import (
    BB8,
    CRIME_LORD,
    F11D,
    FINN,
    HAN,
    HUNKER_DOWN,
    IMMOBILIZE,
    IT_BINDS,
    JEDI_ROBES,
    KYLO,
    LIGHTSABER,
    PERSONAL_ESCORT,
    REY,
    STORMTROOPER,
    TAKE_COVER,
    UNDERWORLD,
    Side,
    act,
    dice_of,
    end_round,
    game,
    has_option,
    labels,
    pass_turn,
    position,
    put_in_pool,
    refresh,
    rules,
    uid,
)

from rulebound.games.destiny.model import OUT_OF_GAME, SET_ASIDE
from rulebound.games.destiny.position import set_damage, set_ready, set_resources, set_shields
from rulebound.games.destiny.rules import draw
from rulebound.games.destiny.state import DestinyState

DECK = [TAKE_COVER] * 6


def resolve_one(s: DestinyState, symbol: str, die_text: str, target: str) -> None:
    """One resolve action with a single die and no modifier."""
    act(s, "action", f"resolve dice showing {symbol}")
    act(s, "resolve-die", die_text)
    if s.decision().kind == "add-modifier":
        act(s, "add-modifier", "done")
    act(s, "symbol-target", target)


# === Damage ==============================================================================


@rules("SWD-DAMAGE-01")
def test_damage_dealt_is_placed_on_the_character() -> None:
    s = position(Side(characters=[HAN]), Side(characters=[KYLO + "!"]))
    put_in_pool(s, uid(s, "Han Solo"), 0)  # 2 ranged
    kylo = uid(s, "Kylo Ren")
    assert s.units[kylo].damage == 0
    resolve_one(s, "ranged", "Han Solo", "Kylo Ren")
    assert s.units[kylo].damage == 2
    view = s.view(0)["players"][1]["in_play"]
    assert [u["damage"] for u in view if u["uid"] == kylo] == [2]


@rules("SWD-DAMAGE-02")
def test_character_is_defeated_the_moment_damage_equals_health() -> None:
    s = position(Side(characters=[HAN, FINN]), Side(characters=[KYLO, STORMTROOPER]))
    trooper = uid(s, "First Order Stormtrooper")
    set_damage(s, trooper, 5)  # health 7
    put_in_pool(s, uid(s, "Han Solo"), 0)  # 2 ranged
    put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Han Solo")
    act(s, "symbol-target", "First Order Stormtrooper")
    # defeated at once, while the action is still going on
    assert not s.units[trooper].in_play
    assert s.decision().kind == "resolve-die"
    act(s, "resolve-die", "Finn")
    assert not any("Stormtrooper" in o for o in labels(s))
    # one below health is not a defeat
    s = position(Side(characters=[FINN]), Side(characters=[KYLO, STORMTROOPER]))
    trooper = uid(s, "First Order Stormtrooper")
    set_damage(s, trooper, 5)
    put_in_pool(s, uid(s, "Finn"), 0)
    resolve_one(s, "ranged", "Finn", "First Order Stormtrooper")
    assert s.units[trooper].in_play and s.units[trooper].damage == 6


@rules("SWD-DAMAGE-03", "SWD-UNBLOCK-01")
def test_unblockable_damage_ignores_shields_and_leaves_them_in_place() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(LIGHTSABER, 0)]),
        Side(characters=[KYLO + "!"]),
    )
    kylo = uid(s, "Kylo Ren")
    set_shields(s, kylo, 2)
    put_in_pool(s, uid(s, "Lightsaber"), 4)  # special: 2 unblockable damage
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Lightsaber")
    act(s, "choose-character", "Kylo Ren")
    assert s.units[kylo].damage == 2
    assert s.units[kylo].shields == 2


@rules("SWD-DAMAGE-04")
def test_damage_is_counted_as_a_plain_number() -> None:
    """Tokens of 1 and 3 are only a way to count: the engine keeps one integer."""
    s = position(Side(characters=[HAN, FINN]), Side(characters=[KYLO + "!"]))
    kylo = uid(s, "Kylo Ren")
    put_in_pool(s, uid(s, "Han Solo"), 1)  # 3 ranged, cost 1
    put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged
    set_resources(s, 0, 1)
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Han Solo")
    act(s, "symbol-target", "Kylo Ren")
    act(s, "resolve-die", "Finn")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[kylo].damage == 4
    assert isinstance(s.units[kylo].damage, int)


@rules("SWD-DAMAGE-05", "SWD-RESOLVE-01")
def test_separate_dice_deal_damage_at_separate_moments_but_a_modified_die_at_once() -> None:
    # Two separate dice: a shield blocks the first, the second gets through.
    s = position(Side(characters=[REY + "!", FINN]), Side(characters=[KYLO + "!"]))
    kylo = uid(s, "Kylo Ren")
    set_shields(s, kylo, 1)
    put_in_pool(s, uid(s, "Rey"), 0)  # 1 melee
    put_in_pool(s, uid(s, "Finn"), 2)  # 1 melee
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "Rey die")
    act(s, "symbol-target", "Kylo Ren")
    assert (s.units[kylo].shields, s.units[kylo].damage) == (0, 0)
    assert s.decision().kind == "resolve-die"  # the second die has not dealt anything yet
    act(s, "resolve-die", "Finn")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[kylo].damage == 1
    # A die with its modifier: one amount, dealt at one moment.
    s = position(Side(characters=[REY + "!"]), Side(characters=[KYLO + "!"]))
    kylo = uid(s, "Kylo Ren")
    set_shields(s, kylo, 1)
    put_in_pool(s, uid(s, "Rey"), 0, 1)  # 1 melee, +2 melee
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "showing 1 melee")
    act(s, "add-modifier", "+2 melee")
    act(s, "symbol-target", "Kylo Ren")
    assert (s.units[kylo].shields, s.units[kylo].damage) == (0, 2)
    dealt = [line for line in s.log if "Kylo Ren is dealt" in line]
    assert len(dealt) == 1 and "dealt 3" in dealt[0]


# === Defeat ==============================================================================


@rules("SWD-DEFEAT-01")
def test_defeat_removes_the_character_and_its_dice_and_discards_its_upgrades() -> None:
    s = position(
        Side(characters=[HAN]),
        Side(
            characters=[KYLO + "!", STORMTROOPER], upgrades=[(IMMOBILIZE, 0), (PERSONAL_ESCORT, 0)]
        ),
    )
    kylo = uid(s, "Kylo Ren")
    immobilize, escort = uid(s, "Immobilize"), uid(s, "Personal Escort")
    kylo_dice = dice_of(s, kylo)
    (imm_die,) = dice_of(s, immobilize)
    put_in_pool(s, kylo, 0)  # one of Kylo's dice is in P2's pool
    put_in_pool(s, immobilize, 1)
    set_damage(s, kylo, 9)  # health 11
    put_in_pool(s, uid(s, "Han Solo"), 0)  # 2 ranged
    resolve_one(s, "ranged", "Han Solo", "Kylo Ren")
    assert not s.units[kylo].in_play
    # the character card is removed from the game, not discarded
    assert s.units[kylo].card not in s.discard[1]
    # its dice are out of the game, even the one that was in the pool
    assert all(s.dice[d].where == OUT_OF_GAME for d in kylo_dice)
    assert s.pool(1) == []
    # its upgrades go to their owner's discard pile; their dice leave the table
    assert not s.units[immobilize].in_play and not s.units[escort].in_play
    names = sorted(s.cards[c].name for c in s.discard[1])
    assert names == ["Immobilize", "Personal Escort"]
    assert s.dice[imm_die].where in (SET_ASIDE, OUT_OF_GAME) and s.dice[imm_die].unit == -1
    assert s.winner == -1  # the Stormtrooper is still standing


@rules("SWD-DEFEAT-02")
def test_damage_beyond_what_defeats_a_character_is_ignored() -> None:
    s = position(Side(characters=[HAN], resources=1), Side(characters=[KYLO, STORMTROOPER]))
    trooper = uid(s, "First Order Stormtrooper")
    set_damage(s, trooper, 6)
    put_in_pool(s, uid(s, "Han Solo"), 1)  # 3 ranged, cost 1
    resolve_one(s, "ranged", "Han Solo", "First Order Stormtrooper")
    assert not s.units[trooper].in_play
    assert s.units[trooper].damage == 7  # not 9
    assert s.units[uid(s, "Kylo Ren")].damage == 0  # nothing spills over


@rules("SWD-DEFEAT-03")
def test_a_character_may_be_dealt_more_damage_than_it_has_health_left() -> None:
    s = position(Side(characters=[HAN], resources=1), Side(characters=[KYLO, STORMTROOPER]))
    trooper = uid(s, "First Order Stormtrooper")
    set_damage(s, trooper, 6)
    put_in_pool(s, uid(s, "Han Solo"), 1)  # 3 ranged against 1 health left
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Han Solo")
    assert has_option(s, "First Order Stormtrooper")
    act(s, "symbol-target", "First Order Stormtrooper")
    assert not s.units[trooper].in_play


@rules("SWD-DEFEAT-03", "SWD-EX-22")
def test_distributed_damage_may_all_go_to_a_character_with_one_health_left() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(F11D, 0)]),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    trooper, kylo = uid(s, "First Order Stormtrooper"), uid(s, "Kylo Ren")
    set_damage(s, trooper, 6)
    put_in_pool(s, uid(s, "F-11D Rifle"), 4)  # special: the opponent deals 2 damage
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "F-11D Rifle")
    act(s, "distribute-damage", "First Order Stormtrooper")
    act(s, "distribute-damage", "First Order Stormtrooper")
    assert not s.units[trooper].in_play
    assert s.units[kylo].damage == 0


@rules("SWD-DEFEAT-04", "SWD-WIN-02")
def test_a_player_whose_characters_are_all_defeated_has_lost() -> None:
    s = position(Side(characters=[HAN]), Side(characters=[KYLO, STORMTROOPER]))
    kylo, trooper = uid(s, "Kylo Ren"), uid(s, "First Order Stormtrooper")
    set_damage(s, trooper, 5)
    set_damage(s, kylo, 9)
    put_in_pool(s, uid(s, "Han Solo"), 0)  # 2 ranged
    resolve_one(s, "ranged", "Han Solo", "First Order Stormtrooper")
    assert s.winner == -1  # Kylo Ren is left
    act(s, "action", "pass")  # P2
    put_in_pool(s, uid(s, "Han Solo"), 0)
    refresh(s)
    resolve_one(s, "ranged", "Han Solo", "Kylo Ren")
    assert s.winner == 0 and s.is_terminal()
    assert s.returns() == [1.0, -1.0]


# === Resources ===========================================================================


@rules("SWD-RESOURCE-01", "SWD-DIECOST-01")
def test_resources_pay_for_cards_abilities_and_dice() -> None:
    # a card
    s = position(Side(characters=[FINN], hand=[BB8], resources=2), Side(characters=[KYLO]))
    act(s, "action", "play BB-8")
    assert s.resources[0] == 1
    # a die's cost
    s = position(Side(characters=[HAN], resources=2), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, "Han Solo"), 1)  # 3 ranged, cost 1
    resolve_one(s, "ranged", "Han Solo", "Kylo Ren")
    assert s.resources[0] == 1
    # an ability: Crime Lord's special spends 5
    s = position(
        Side(characters=[FINN], upgrades=[(CRIME_LORD, 0)], resources=6),
        Side(characters=[KYLO]),
    )
    put_in_pool(s, uid(s, "Crime Lord"), 4)  # special
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Crime Lord")
    act(s, "choose-character", "Kylo Ren")
    assert s.resources[0] == 1
    # the count is open information
    assert s.view(1)["players"][0]["resources"] == 1


@rules("SWD-RESOURCE-02", "SWD-SUPPLY-01", "SWD-SUPPLY-02")
def test_resources_start_in_the_supply_and_go_back_when_spent() -> None:
    s = game().new_initial_state(0)
    assert s.resources == [0, 0]  # all still in the supply
    s = position(Side(characters=[HAN], resources=0), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, "Han Solo"), 3)  # 1 resource
    act(s, "action", "resolve dice showing resource")
    act(s, "resolve-die", "Han Solo")
    assert s.resources[0] == 1  # taken from the supply
    pass_turn(s)
    put_in_pool(s, uid(s, "Han Solo"), 1)  # 3 ranged, cost 1
    refresh(s)
    resolve_one(s, "ranged", "Han Solo", "Kylo Ren")
    assert s.resources[0] == 0  # returned


@rules("SWD-RESOURCE-03")
def test_each_player_gains_two_resources_each_upkeep() -> None:
    s = position(
        Side(characters=[FINN], deck=DECK),
        Side(characters=[KYLO], deck=DECK),
    )
    for round_ in (2, 3, 4):
        end_round(s)
        assert s.round == round_
        assert s.resources == [2 * (round_ - 1)] * 2


@rules("SWD-RESOURCE-04")
def test_resources_are_not_limited_by_a_token_count() -> None:
    s = position(Side(characters=[HAN], resources=99), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, "Han Solo"), 3)  # 1 resource
    act(s, "action", "resolve dice showing resource")
    act(s, "resolve-die", "Han Solo")
    assert s.resources[0] == 100


# === Shields =============================================================================


@rules("SWD-SHIELD-01")
def test_each_shield_blocks_one_damage_and_is_removed() -> None:
    s = position(Side(characters=[HAN], resources=1), Side(characters=[KYLO]))
    kylo = uid(s, "Kylo Ren")
    set_shields(s, kylo, 2)
    put_in_pool(s, uid(s, "Han Solo"), 1)  # 3 ranged
    resolve_one(s, "ranged", "Han Solo", "Kylo Ren")
    assert (s.units[kylo].shields, s.units[kylo].damage) == (0, 1)


@rules("SWD-SHIELD-02")
def test_shields_must_be_used_whenever_they_can_block() -> None:
    s = position(Side(characters=[FINN]), Side(characters=[KYLO]))
    kylo = uid(s, "Kylo Ren")
    set_shields(s, kylo, 3)
    put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Finn")
    act(s, "symbol-target", "Kylo Ren")
    # no choice was offered to P2: the shield was used at once
    assert (s.units[kylo].shields, s.units[kylo].damage) == (2, 0)
    assert s.decision().kind == "action" and s.decision().seat == 1


@rules("SWD-SHIELD-03", "SWD-SHIELDSYM-03")
def test_a_character_holds_at_most_three_shields() -> None:
    s = position(Side(characters=[KYLO + "!"], hand=[TAKE_COVER]), Side(characters=[FINN]))
    kylo = uid(s, "Kylo Ren")
    set_shields(s, kylo, 2)
    put_in_pool(s, kylo, 2, 2)  # 1 shield, 1 shield
    act(s, "action", "resolve dice showing shield")
    act(s, "resolve-die", "#0, P1")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[kylo].shields == 3
    act(s, "resolve-die", "#1, P1")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[kylo].shields == 3  # the extra shield is ignored
    pass_turn(s)
    act(s, "action", "play Take Cover")
    act(s, "choose-character", "Kylo Ren")
    assert s.units[kylo].shields == 3


@rules("SWD-SHIELD-04")
def test_shields_are_not_limited_by_a_token_count() -> None:
    s = position(
        Side(characters=[STORMTROOPER] * 4),
        Side(characters=[STORMTROOPER] * 4, hand=[TAKE_COVER]),
        turn=1,
    )
    troopers = [u.uid for u in s.units if u.kind == "character"]
    for u in troopers[:-1]:
        set_shields(s, u, 3)
    act(s, "action", "play Take Cover")
    s.apply_action(1000 + troopers[-1])
    assert [s.units[u].shields for u in troopers] == [3] * 7 + [1]


# === Drawing =============================================================================


@rules("SWD-DRAW-01")
def test_a_draw_takes_the_top_card_of_the_deck() -> None:
    s = position(
        Side(characters=[FINN], deck=[BB8, UNDERWORLD, TAKE_COVER]), Side(characters=[KYLO])
    )
    top = s.deck[0][0]
    assert draw(s, 0, 1) == 1
    assert s.hand[0] == [top]
    assert [s.cards[c].name for c in s.deck[0]] == ["Underworld Connections", "Take Cover"]


@rules("SWD-DRAW-02")
def test_several_cards_are_drawn_at_once() -> None:
    s = position(
        Side(characters=[FINN], deck=[BB8, UNDERWORLD, TAKE_COVER]), Side(characters=[KYLO])
    )
    before = len(s.events)
    assert draw(s, 0, 3) == 3
    assert sorted(s.cards[c].name for c in s.hand[0]) == [
        "BB-8",
        "Take Cover",
        "Underworld Connections",
    ]
    public = [e.text for e in s.events[before:] if e.seat == -1]
    assert len(public) == 1 and "3 cards" in public[0]  # one draw, not three


@rules("SWD-DRAW-03")
def test_drawing_from_a_short_or_empty_deck_draws_what_there_is() -> None:
    s = position(Side(characters=[FINN], deck=[BB8, TAKE_COVER]), Side(characters=[KYLO]))
    assert draw(s, 0, 5) == 2
    assert len(s.hand[0]) == 2 and s.deck[0] == []
    assert draw(s, 0, 3) == 0  # nothing happens: no penalty
    assert len(s.hand[0]) == 2 and s.winner == -1
    assert s.decision().kind == "action"


# === Ready and exhausted =================================================================


@rules("SWD-READY-01", "SWD-EXHAUST-01")
def test_cards_start_ready_are_exhausted_to_activate_and_readied_in_upkeep() -> None:
    s = position(
        Side(characters=[FINN], supports=[BB8], deck=DECK),
        Side(characters=[KYLO], deck=DECK),
    )
    finn, bb8 = uid(s, "Finn"), uid(s, "BB-8")
    assert s.units[finn].ready and s.units[bb8].ready
    act(s, "action", "activate Finn")
    assert not s.units[finn].ready
    pass_turn(s)
    act(s, "action", "activate BB-8")
    assert not s.units[bb8].ready
    pass_turn(s)
    pass_turn(s)
    while s.decision().kind == "upkeep-discard":
        act(s, "upkeep-discard", "keep the rest and draw")
    assert s.round == 2
    assert s.units[finn].ready and s.units[bb8].ready
    assert has_option(s, "activate Finn") and has_option(s, "activate BB-8")


@rules("SWD-READY-02")
def test_readying_leaves_a_ready_card_ready() -> None:
    """Upkeep readies exhausted cards; a card already ready stays as it is (it is not
    turned, so it does not become exhausted)."""
    s = position(
        Side(characters=[FINN, HAN], deck=DECK),
        Side(characters=[KYLO], deck=DECK),
    )
    act(s, "action", "activate Finn")
    end_round(s)
    assert s.units[uid(s, "Finn")].ready
    assert s.units[uid(s, "Han Solo")].ready
    assert s.units[uid(s, "Kylo Ren")].ready


@rules("SWD-READY-03", "SWD-UPGRADE-07")
def test_upgrades_are_not_activated_and_exhaust_only_through_card_effects() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(HUNKER_DOWN, 0), (LIGHTSABER, 0)], supports=[BB8]),
        Side(characters=[KYLO]),
    )
    hunker, saber = uid(s, "Hunker Down"), uid(s, "Lightsaber")
    assert has_option(s, "activate Finn") and has_option(s, "activate BB-8")
    assert not has_option(s, "activate Hunker Down") and not has_option(s, "activate Lightsaber")
    act(s, "action", "activate Finn")
    # the character exhausts; its upgrades do not
    assert s.units[hunker].ready and s.units[saber].ready
    pass_turn(s)
    act(s, "action", "use Hunker Down")  # a card effect exhausts it
    assert not s.units[hunker].ready
    assert s.units[uid(s, "Finn")].shields == 1


@rules("SWD-EXHAUST-02", "SWD-EX-07")
def test_an_exhausted_card_cannot_be_exhausted_again() -> None:
    s = position(
        Side(
            characters=[REY, FINN],
            upgrades=[(HUNKER_DOWN, 1)],
            supports=[UNDERWORLD, IT_BINDS],
            hand=[JEDI_ROBES],
            resources=2,
        ),
        Side(characters=[KYLO]),
    )
    for name in ("Underworld Connections", "It Binds All Things", "Hunker Down", "Rey"):
        set_ready(s, uid(s, name), False)
    refresh(s)
    assert not has_option(s, "use Underworld Connections")
    assert not has_option(s, "use Hunker Down")
    assert not has_option(s, "activate Rey")
    act(s, "action", "play Jedi Robes")
    if s.decision().kind == "upgrade-host":
        act(s, "upgrade-host", "Rey")
    # no "exhaust It Binds All Things to pay 1 less": it is already exhausted
    assert s.decision().kind != "reduce-cost"
    assert s.resources[0] == 0


@rules("SWD-EXHAUST-01", "SWD-EXHAUST-02")
def test_exhausting_a_ready_support_for_its_action_turns_it_sideways_once() -> None:
    s = position(
        Side(characters=[FINN], supports=[UNDERWORLD], deck=DECK),
        Side(characters=[KYLO], deck=DECK),
    )
    uc = uid(s, "Underworld Connections")
    act(s, "action", "use Underworld Connections")
    assert not s.units[uc].ready and s.resources[0] == 1
    pass_turn(s)
    assert not has_option(s, "use Underworld Connections")
    assert s.resources[0] == 1
