"""Rules tests for Part 3 of the catalog: play areas.

In play and out of play, the dice pool, resources, the battlefield, hand, deck,
discard pile, limbo, dice on cards, set-aside dice and the token supply
(SWD-AREA ... SWD-SUPPLY).

Besides built positions, a few tests play random games and check at every
decision that each card copy is in exactly one area and that no player ever holds
a card their opponent owns.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from swd_helpers import (
    AIM,
    BB8,
    BLOCK,
    DISTURBANCE,
    EMPERORS_FAVOR,
    FINN,
    FROZEN_WASTES,
    HAN,
    HUNKER_DOWN,
    INFANTRY_GRENADES,
    JEDI_ROBES,
    KYLO,
    LIGHTSABER,
    REY,
    REYS_STAFF,
    SECOND_CHANCE,
    STORMTROOPER,
    TAKE_COVER,
    TIE_FIGHTER,
    UNDERWORLD,
    UNPREDICTABLE,
    USE_THE_FORCE,
    VADER,
    Side,
    act,
    has_option,
    index,
    labels,
    position,
    put_in_pool,
    rules,
    tagged,
    uid,
)

from rulebound.games.destiny.game import DestinyGame
from rulebound.games.destiny.model import (
    BATTLEFIELD,
    IN_POOL,
    ON_CARD,
    OUT_OF_GAME,
    SET_ASIDE,
    SUPPORT,
    UPGRADE,
)
from rulebound.games.destiny.position import set_damage, set_shields
from rulebound.games.destiny.rules import hand_size, remove_die
from rulebound.games.destiny.state import DestinyState
from rulebound.kernel.play import random_action
from rulebound.kernel.rng import Rng

# --- helpers ------------------------------------------------------------------------------


def names(s: DestinyState, cards: list[int]) -> list[str]:
    return [s.cards[c].name for c in cards]


def play_out_round(s: DestinyState) -> None:
    """Both players pass, everyone keeps their hand at upkeep: on to the next round."""
    start = s.round
    while s.round == start or s.decision().kind != "action":
        kind = s.decision().kind
        if kind == "action":
            act(s, "action", "pass")
        elif kind == "upkeep-discard":
            act(s, "upkeep-discard", "keep the rest and draw")
        else:
            raise AssertionError(f"unexpected decision {kind}: {labels(s)}")


def to_upkeep_discard(s: DestinyState) -> None:
    while s.decision().kind == "action":
        act(s, "action", "pass")


def owned_areas(s: DestinyState, seat: int) -> Counter[int]:
    """Every deck card of ``seat`` outside limbo: hand, deck, discard pile and the
    upgrades and supports it owns in play."""
    counter = Counter(s.hand[seat] + s.deck[seat] + s.discard[seat])
    counter.update(
        u.card for u in s.units if u.in_play and u.owner == seat and u.kind in (UPGRADE, SUPPORT)
    )
    return counter


def deck_list(game: DestinyGame, seat: int) -> Counter[int]:
    return Counter(game.pool.by_code[c].index for c in game.decks[seat].deck_codes())


def random_states(seed: int, limit: int = 3000) -> Any:
    """Every state of one random game of the shipped decks, from after setup."""
    game = DestinyGame()
    s = game.new_initial_state(seed)
    rng = Rng(seed)
    for _ in range(limit):
        yield s
        if s.is_terminal():
            return
        s.apply_action(random_action(s, rng))


# --- Areas, in play, out of play ----------------------------------------------------------


@rules("SWD-AREA-01", "SWD-HAND-05", "SWD-DECK-04", "SWD-DPILE-01")
@pytest.mark.parametrize("seed", [11, 12, 13, 14])
def test_every_deck_card_is_in_exactly_one_area_of_its_owner(seed: int) -> None:
    """Hand, deck, discard pile, limbo or in play: at every decision of a random game
    each card copy is in exactly one of them, and only in its owner's areas."""
    game = DestinyGame()
    lists = (deck_list(game, 0), deck_list(game, 1))
    for s in random_states(seed):
        whole = Counter(s.limbo)
        for seat in (0, 1):
            mine = owned_areas(s, seat)
            assert not mine - lists[seat], f"seat {seat} holds a card it does not own"
            whole += mine
        assert whole == lists[0] + lists[1]


@rules("SWD-AREA-01", "SWD-DIECARD-01", "SWD-POOL-01", "SWD-SETASIDE-01")
@pytest.mark.parametrize("seed", [21, 22])
def test_every_die_is_on_its_card_in_a_pool_or_set_aside(seed: int) -> None:
    for s in random_states(seed):
        for die in s.dice:
            if die.where == ON_CARD:
                unit = s.units[die.unit]
                assert unit.in_play and unit.card == die.card
            elif die.where == IN_POOL:
                assert die.id in s.pool(die.owner)
            else:
                assert die.where in (SET_ASIDE, OUT_OF_GAME) and die.unit == -1


@rules("SWD-INPLAY-01", "SWD-INPLAY-05")
@pytest.mark.parametrize(("code", "kind"), [(LIGHTSABER, UPGRADE), (UNDERWORLD, SUPPORT)])
def test_a_played_upgrade_or_support_enters_play(code: str, kind: str) -> None:
    s = position(Side(characters=[FINN], hand=[code], resources=3), Side(characters=[STORMTROOPER]))
    assert not any(u.card == index(s, code) for u in s.units)
    act(s, "action", "play " + s.game.pool.by_code[code].name)
    if kind == UPGRADE:
        act(s, "upgrade-host", "Finn")
    [unit] = [u for u in s.units if u.card == index(s, code)]
    assert unit.in_play and unit.kind == kind and unit.owner == unit.controller == 0
    assert index(s, code) not in s.hand[0]


@rules("SWD-INPLAY-03", "SWD-LIMBO-02")
def test_an_event_never_enters_play() -> None:
    s = position(Side(characters=[FINN], hand=[TAKE_COVER]), Side(characters=[STORMTROOPER]))
    before = len(s.units)
    act(s, "action", "play Take Cover")
    assert len(s.units) == before  # resolving: in limbo, not in play
    act(s, "choose-character", "Finn")
    assert len(s.units) == before
    assert not any(u.card == index(s, TAKE_COVER) for u in s.units)


@rules("SWD-INPLAY-04", "SWD-OUTPLAY-01")
def test_a_cards_action_can_be_used_only_while_it_is_in_play() -> None:
    in_play = position(
        Side(characters=[FINN], supports=[UNDERWORLD]), Side(characters=[STORMTROOPER])
    )
    assert has_option(in_play, "use Underworld Connections")
    for where in ("hand", "deck", "discard"):
        side = Side(characters=[FINN], **{where: [UNDERWORLD]})
        s = position(side, Side(characters=[STORMTROOPER]))
        assert not has_option(s, "use Underworld Connections"), where


@rules("SWD-INPLAY-04", "SWD-OUTPLAY-01")
def test_a_persistent_ability_works_only_in_play() -> None:
    """Emperor's Favor raises its player's hand size only from play, not from the
    hand, deck or discard pile."""
    for where, size in (("supports", 6), ("hand", 5), ("deck", 5), ("discard", 5)):
        side = Side(characters=[VADER], **{where: [EMPERORS_FAVOR]})
        s = position(side, Side(characters=[REY]))
        assert hand_size(s, 0) == size, where
        assert s.view(0)["players"][0]["hand_size"] == size


@rules("SWD-INPLAY-04", "SWD-OUTPLAY-01")
def test_an_in_play_hand_size_increase_changes_the_upkeep_draw() -> None:
    deck = [TAKE_COVER] * 10
    s = position(
        Side(characters=[VADER], supports=[EMPERORS_FAVOR], deck=deck),
        Side(characters=[REY], hand=[EMPERORS_FAVOR], deck=deck),
    )
    play_out_round(s)
    assert (len(s.hand[0]), len(s.hand[1])) == (6, 5)  # P2 holds Favor: up to 5 only


@rules("SWD-INPLAY-06", "SWD-OUTPLAY-02")
def test_discarding_from_play_moves_a_card_out_of_the_in_play_area() -> None:
    """Infantry Grenades' special ends with discarding the upgrade from play: it
    leaves the in-play area for its owner's discard pile and its die is set aside."""
    s = position(
        Side(characters=[KYLO], upgrades=[(INFANTRY_GRENADES, 0)]),
        Side(characters=[REY, FINN]),
    )
    grenades = uid(s, "Infantry Grenades")
    [die] = put_in_pool(s, grenades, 3)  # special
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Infantry Grenades die")
    assert not s.units[grenades].in_play
    assert s.upgrades_on(uid(s, "Kylo Ren")) == []
    assert s.discard[0] == [index(s, INFANTRY_GRENADES)]
    assert s.dice[die].where == SET_ASIDE
    assert [s.units[u].damage for u in s.characters(1)] == [2, 2]


@rules("SWD-OUTPLAY-02", "SWD-DPILE-01")
def test_a_card_that_leaves_play_goes_to_its_owners_discard_pile_and_loses_its_abilities() -> None:
    """P2 deals melee damage to Finn: P1's Hunker Down leaves play for P1's discard
    pile, and its Action is no longer offered."""
    s = position(
        Side(characters=[FINN], upgrades=[(HUNKER_DOWN, 0)]),
        Side(characters=[KYLO]),
        turn=1,
    )
    finn = uid(s, "Finn")
    hunker = uid(s, "Hunker Down")
    put_in_pool(s, uid(s, "Kylo Ren"), 0)  # 1 melee
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "Kylo Ren die")
    act(s, "symbol-target", f"Finn, First Order Defector [#{finn}, P1]")
    assert not s.units[hunker].in_play
    assert s.discard == [[index(s, HUNKER_DOWN)], []]
    assert s.decision().seat == 0
    assert not has_option(s, "use Hunker Down")


# --- The dice pool ------------------------------------------------------------------------


@rules("SWD-POOL-01")
def test_rolled_dice_go_to_their_controllers_own_pool_and_back_to_their_card() -> None:
    s = position(Side(characters=[FINN]), Side(characters=[KYLO]))
    finn = uid(s, "Finn")
    act(s, "action", "activate Finn")
    [die] = [d for d in s.dice if d.unit == finn]
    assert s.pool(0) == [die.id] and s.pool(1) == []
    assert s.view(1)["players"][0]["pool"][0]["die"] == die.id
    # Once resolved or removed it goes back onto Finn's card.
    remove_die(s, die.id)
    assert die.where == ON_CARD and die.unit == finn


@rules("SWD-POOL-02")
def test_a_player_resolves_only_dice_in_their_own_pool() -> None:
    s = position(Side(characters=[FINN]), Side(characters=[KYLO, STORMTROOPER]))
    put_in_pool(s, uid(s, "Kylo Ren"), 0)  # 1 melee
    put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)  # 1 ranged
    assert not any(label.startswith("resolve") for label in labels(s))
    s = position(Side(characters=[FINN]), Side(characters=[STORMTROOPER]))
    put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged
    put_in_pool(s, uid(s, "First Order Stormtrooper"), 1)  # 2 ranged
    act(s, "action", "resolve dice showing ranged")
    assert tagged(s) == [f"Finn die [#{s.pool(0)[0]}, P1] showing 1 ranged"]


@rules("SWD-POOL-03", "SWD-DIECARD-02")
def test_only_dice_in_a_pool_can_be_manipulated() -> None:
    """Use the Force turns a die: it offers every die in either pool and none of the
    dice resting on cards."""
    s = position(
        Side(characters=[REY + "!"], hand=[USE_THE_FORCE], resources=1),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    rey_die = put_in_pool(s, uid(s, "Rey"), 5)[0]  # blank; the other Rey die stays on card
    [kylo_die] = put_in_pool(s, uid(s, "Kylo Ren"), 0)
    act(s, "action", "play Use The Force")
    offered = {int(label.split("[#")[1].split(",")[0]) for label in tagged(s)}
    assert offered == {rey_die, kylo_die}
    act(s, "choose-die", f"[#{kylo_die},")
    act(s, "turn-die", "blank")
    assert s.dice[kylo_die].face.symbol == "blank"


@rules("SWD-POOL-03")
def test_card_effects_check_the_face_a_pool_die_shows() -> None:
    """Block removes each opponent's die showing melee, and only those."""
    s = position(
        Side(characters=[FINN], hand=[BLOCK], resources=2),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    [kylo_die] = put_in_pool(s, uid(s, "Kylo Ren"), 0)  # 1 melee
    [trooper_die] = put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)  # 1 ranged
    act(s, "action", "play Block")
    assert s.dice[kylo_die].where == ON_CARD
    assert s.pool(1) == [trooper_die]


@rules("SWD-DIECARD-02")
def test_a_die_on_its_card_is_not_active_and_shows_no_face() -> None:
    s = position(Side(characters=[KYLO]), Side(characters=[REY]))
    kylo = uid(s, "Kylo Ren")
    [die] = [d for d in s.dice if d.unit == kylo]
    assert die.where == ON_CARD
    assert not any(label.startswith("resolve") for label in labels(s))
    remove_die(s, die.id)  # cannot be removed: it is not in a pool
    assert die.where == ON_CARD and not any("is removed" in line for line in s.log)
    [kylo_view] = s.view(1)["players"][0]["in_play"]
    assert kylo_view["dice_on_card"] == 1
    assert "showing" not in str(kylo_view) and s.view(1)["players"][0]["pool"] == []


@rules("SWD-DIECARD-02")
def test_rerolling_every_pool_die_leaves_dice_on_cards_alone() -> None:
    s = position(
        Side(characters=[REY + "!"], hand=[DISTURBANCE], resources=1),
        Side(characters=[KYLO]),
    )
    rey = uid(s, "Rey")
    put_in_pool(s, rey, 0)  # one Rey die in the pool, the other on the card
    resting = [d for d in s.dice if d.unit == rey and d.where == ON_CARD]
    assert len(resting) == 1
    rolls = len(s.rng.trace or [])
    act(s, "action", "play Disturbance in the Force")
    assert len(s.rng.trace or []) - rolls == 1  # one die rerolled
    assert resting[0].where == ON_CARD


# --- Resources, battlefield ---------------------------------------------------------------


@rules("SWD-RESAREA-01")
def test_both_players_resources_are_open_information() -> None:
    s = position(Side(characters=[FINN], resources=4), Side(characters=[KYLO], resources=7))
    for seat in (0, 1):
        assert [p["resources"] for p in s.view(seat)["players"]] == [4, 7]


@rules("SWD-BFAREA-01")
def test_the_battlefield_sits_with_its_controller() -> None:
    s = position(
        Side(characters=[FINN]),
        Side(characters=[KYLO], battlefield=FROZEN_WASTES),
        battlefield=1,
    )
    bf = s.units[s.battlefield]
    assert bf.kind == BATTLEFIELD and bf.controller == 1
    assert s.view(0)["battlefield"] == {
        "id": "01168",
        "name": "Frozen Wastes, Starkiller Base",
        "owner": 1,
        "controller": 1,
    }
    act(s, "action", "claim Frozen Wastes")
    act(s, "may", "no")  # Frozen Wastes' claim ability is optional
    assert s.view(1)["battlefield"]["controller"] == 0
    assert s.view(1)["battlefield"]["owner"] == 1


# --- Hand ---------------------------------------------------------------------------------


@rules("SWD-HAND-01")
def test_playing_a_card_from_hand_pays_its_cost_and_is_the_turns_action() -> None:
    s = position(Side(characters=[FINN], hand=[UNDERWORLD], resources=3), Side(characters=[KYLO]))
    act(s, "action", "play Underworld Connections")
    assert s.resources[0] == 1
    assert s.decision().kind == "action" and s.decision().seat == 1


@rules("SWD-HAND-01")
def test_only_cards_in_hand_can_be_played() -> None:
    for where in ("deck", "discard"):
        side = Side(characters=[FINN], resources=5, **{where: [UNDERWORLD]})
        s = position(side, Side(characters=[KYLO]))
        assert not has_option(s, "play Underworld Connections"), where


@rules("SWD-HAND-02")
def test_upkeep_discards_then_draws_up_to_a_hand_size_of_five() -> None:
    s = position(
        Side(characters=[FINN], hand=[AIM, BLOCK, TAKE_COVER], deck=[USE_THE_FORCE] * 6),
        Side(characters=[KYLO], deck=[TAKE_COVER] * 6),
    )
    assert hand_size(s, 0) == 5
    to_upkeep_discard(s)
    assert s.decision().kind == "upkeep-discard" and s.decision().seat == 0
    act(s, "upkeep-discard", "Block")
    act(s, "upkeep-discard", "keep the rest and draw")
    assert sorted(names(s, s.hand[0])) == ["Aim", "Take Cover"] + ["Use The Force"] * 3
    assert names(s, s.discard[0]) == ["Block"]
    assert len(s.hand[1]) == 5


@rules("SWD-HAND-03")
def test_a_player_never_has_to_discard_down_to_their_hand_size() -> None:
    seven = [AIM, BLOCK, TAKE_COVER, USE_THE_FORCE, AIM, BLOCK, TAKE_COVER]
    s = position(
        Side(characters=[FINN], hand=seven, deck=[TAKE_COVER] * 4),
        Side(characters=[KYLO], deck=[TAKE_COVER] * 6),
    )
    to_upkeep_discard(s)
    assert "keep the rest and draw" in labels(s)
    act(s, "upkeep-discard", "keep the rest and draw")
    assert len(s.hand[0]) == 7 and s.discard[0] == [] and len(s.deck[0]) == 4


@rules("SWD-HAND-04")
def test_hand_size_is_open_but_the_cards_are_hidden() -> None:
    s = position(
        Side(characters=[FINN], hand=[AIM, BLOCK], deck=[TAKE_COVER] * 6),
        Side(characters=[KYLO], hand=[USE_THE_FORCE], deck=[TAKE_COVER] * 6),
    )
    theirs = s.view(1)["players"][0]
    assert theirs["hand_count"] == 2 and theirs["hand"] is None
    assert s.view(0)["players"][0]["hand"] == ["Aim", "Block"]
    # Cards drawn at upkeep are named only to their own player.
    play_out_round(s)
    assert any(line.startswith("You draw") for line in s.log_for(0))
    p1_private = [e.text for e in s.events if e.seat == 0]
    assert p1_private and not set(p1_private) & set(s.log_for(1))


@rules("SWD-HAND-04")
def test_the_opponents_hand_is_redrawn_when_hidden_information_is_sampled() -> None:
    s = DestinyGame().new_initial_state(3)
    seen = s.view(0)
    hands = set()
    for k in range(8):
        sample = s.resample_hidden(0, Rng(100 + k))
        assert sample.view(0) == seen  # nothing P1 can see changes
        assert sorted(sample.hand[0]) == sorted(s.hand[0])
        hands.add(tuple(sorted(sample.hand[1])))
    assert len(hands) > 1


# --- Deck ---------------------------------------------------------------------------------


def thirty_card_rey_deck(tmp_path: Path) -> str:
    extra = [
        "1 01008",  # a 2nd F-11D Rifle
        "1 01059",  # a 2nd Lightsaber
        "1 01149",  # a 2nd Use The Force
        "1 01151",  # a 2nd Aim
        "1 01153",  # a 2nd Block
        "1 01157",  # a 2nd Take Cover
        "1 01132",  # Scavenge
        "1 01137",  # Second Chance
        "1 01164",  # Hunker Down
        "1 01061",  # Comlink
    ]
    from importlib import resources

    ref = resources.files("rulebound.games.destiny") / "data" / "rey-starter.deck"
    text = ref.read_text(encoding="utf-8").replace("format: starter", "format: constructed")
    path = tmp_path / "rey-30.deck"
    path.write_text(text + "\n".join(extra) + "\n", encoding="utf-8")
    return str(path)


@rules("SWD-DECK-01")
def test_a_30_card_deck_is_the_pile_not_yet_drawn(tmp_path: Path) -> None:
    game = DestinyGame(decks=f"{thirty_card_rey_deck(tmp_path)},kylo")
    assert len(game.decks[0].deck_codes()) == 30
    s = game.new_initial_state(4)
    assert (len(s.deck[0]), len(s.hand[0])) == (25, 5)
    assert (len(s.deck[1]), len(s.hand[1])) == (15, 5)  # the 20-card starter
    while s.decision().kind == "mulligan":
        act(s, "mulligan", "keep your hand")
    assert len(s.deck[0]) + len(s.hand[0]) == 30


@rules("SWD-DECK-02")
def test_a_deck_is_shuffled_and_nobody_sees_its_order() -> None:
    game = DestinyGame()
    listed = [game.pool.by_code[c].index for c in game.decks[0].deck_codes()]
    orders = set()
    for seed in range(4):
        s = game.new_initial_state(seed)
        orders.add(tuple(s.hand[0]) + tuple(s.deck[0]))
        for seat in (0, 1):
            assert "deck" not in s.view(seat)["players"][0]
    assert len(orders) > 1 and tuple(listed) not in orders
    # Even its own player cannot know the order: sampling redraws it, view unchanged.
    s = game.new_initial_state(0)
    sample = s.resample_hidden(0, Rng(9))
    assert sample.view(0) == s.view(0)
    assert sorted(sample.deck[0]) == sorted(s.deck[0]) and sample.deck[0] != s.deck[0]


@rules("SWD-DECK-03")
def test_the_number_of_cards_in_each_deck_is_open_information() -> None:
    s = position(
        Side(characters=[FINN], deck=[TAKE_COVER] * 9),
        Side(characters=[KYLO], deck=[AIM] * 4),
    )
    for seat in (0, 1):
        assert [p["deck_count"] for p in s.view(seat)["players"]] == [9, 4]
    play_out_round(s)
    assert [p["deck_count"] for p in s.view(1)["players"]] == [4, 0]


@rules("SWD-DECK-04", "SWD-DPILE-01")
def test_a_card_returned_to_a_deck_goes_to_its_owners_deck() -> None:
    """Starship Graveyard puts a card from the claiming player's own discard pile on
    their own deck; the opponent's discard pile is not a source."""
    s = position(
        Side(characters=[FINN], discard=[LIGHTSABER], deck=[AIM]),
        Side(characters=[KYLO], discard=[REYS_STAFF, JEDI_ROBES], deck=[AIM]),
    )
    act(s, "action", "claim Starship Graveyard")
    act(s, "may", "yes")
    assert labels(s) == ["Lightsaber"]
    act(s, "graveyard", "Lightsaber")
    assert names(s, s.deck[0]) == ["Lightsaber", "Aim"]
    assert names(s, s.deck[1]) == ["Aim"]


# --- Discard pile -------------------------------------------------------------------------


@rules("SWD-DPILE-01")
def test_a_card_discarded_by_the_opponent_goes_to_its_owners_pile() -> None:
    s = position(
        Side(characters=[REY]),
        Side(characters=[KYLO], hand=[BLOCK]),
    )
    put_in_pool(s, uid(s, "Rey"), 2)  # 1 discard
    act(s, "action", "resolve dice showing discard")
    act(s, "resolve-die", "Rey die")
    assert s.hand[1] == [] and s.discard == [[], [index(s, BLOCK)]]


@rules("SWD-DPILE-02")
def test_discard_piles_are_open_to_both_players() -> None:
    s = position(
        Side(characters=[FINN], discard=[AIM, LIGHTSABER]),
        Side(characters=[KYLO], discard=[BLOCK]),
    )
    for seat in (0, 1):
        piles = [p["discard"] for p in s.view(seat)["players"]]
        assert piles == [["Aim", "Lightsaber"], ["Block"]]


@rules("SWD-DPILE-03")
def test_the_order_of_a_discard_pile_does_not_matter() -> None:
    def graveyard_options(pile: list[str]) -> list[str]:
        s = position(Side(characters=[FINN], discard=pile), Side(characters=[KYLO]))
        act(s, "action", "claim Starship Graveyard")
        act(s, "may", "yes")
        return labels(s)

    one_way = graveyard_options([LIGHTSABER, AIM, BB8])
    assert one_way == graveyard_options([BB8, AIM, LIGHTSABER])
    assert sorted(one_way) == ["BB-8", "Lightsaber"]


# --- Limbo --------------------------------------------------------------------------------


@rules("SWD-LIMBO-01")
def test_a_played_event_leaves_the_hand_for_limbo_then_the_discard_pile() -> None:
    s = position(
        Side(characters=[REY], hand=[USE_THE_FORCE, AIM], resources=1),
        Side(characters=[KYLO]),
    )
    put_in_pool(s, uid(s, "Kylo Ren"), 0)
    act(s, "action", "play Use The Force")
    assert s.decision().kind == "choose-die"
    utf = index(s, USE_THE_FORCE)
    assert s.hand[0] == [index(s, AIM)] and s.limbo == [utf] and s.discard[0] == []
    assert s.view(0)["players"][0]["hand"] == ["Aim"]
    assert s.view(0)["limbo"] == ["Use The Force"]
    act(s, "choose-die", "Kylo Ren die")
    act(s, "turn-die", "blank")
    assert s.limbo == [] and s.discard[0] == [utf]


@rules("SWD-LIMBO-02")
def test_an_event_counts_as_played_for_after_abilities() -> None:
    """Han Solo's "after you play an Ambush card" fires for the event Unpredictable,
    which never entered play."""
    s = position(Side(characters=[HAN], hand=[UNPREDICTABLE]), Side(characters=[KYLO]))
    units = len(s.units)
    act(s, "action", "play Unpredictable")
    assert s.decision().kind == "may" and "Han Solo" in s.decision().prompt
    act(s, "may", "yes")
    assert s.units[uid(s, "Han Solo")].shields == 1
    assert len(s.units) == units


# --- Set-aside dice -----------------------------------------------------------------------


@rules("SWD-SETASIDE-01")
def test_dice_of_deck_cards_start_set_aside_and_enter_play_with_their_card() -> None:
    game = DestinyGame()
    s = game.new_initial_state(0)
    for seat in (0, 1):
        with_dice = sum(1 for c in game.decks[seat].deck_codes() if game.pool.by_code[c].has_die)
        aside = [d for d in s.dice if d.owner == seat and d.where == SET_ASIDE]
        assert len(aside) == with_dice and all(d.unit == -1 for d in aside)
    s = position(Side(characters=[FINN], hand=[REYS_STAFF], resources=2), Side(characters=[KYLO]))
    [die] = [d for d in s.dice if d.card == index(s, REYS_STAFF)]
    assert die.where == SET_ASIDE
    act(s, "action", "play Rey's Staff")
    act(s, "upgrade-host", "Finn")
    assert die.where == ON_CARD and die.unit == uid(s, "Rey's Staff")


@rules("SWD-SETASIDE-02")
def test_which_dice_a_player_has_set_aside_is_hidden() -> None:
    """Two positions that differ only in which card with a die P1 holds: P2 sees the
    same number of set-aside dice and nothing else."""
    views = []
    for code in (LIGHTSABER, REYS_STAFF):
        s = position(Side(characters=[FINN], deck=[code]), Side(characters=[KYLO]))
        views.append(s.view(1))
        assert s.view(1)["players"][0]["set_aside_dice"] == 1
    assert views[0] == views[1]


# --- Supply -------------------------------------------------------------------------------


@rules("SWD-SUPPLY-01", "SWD-SUPPLY-03")
def test_tokens_come_from_an_unlimited_supply() -> None:
    s = position(Side(characters=[FINN], resources=500), Side(characters=[KYLO], resources=500))
    finn = uid(s, "Finn")
    put_in_pool(s, finn, 4)  # 1 resource
    act(s, "action", "resolve dice showing resource")
    act(s, "resolve-die", "Finn die")
    assert s.resources == [501, 500]
    s = position(Side(characters=[FINN]), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, "Finn"), 1)  # 2 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Finn die")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 2


@rules("SWD-SUPPLY-01")
def test_shields_given_are_taken_from_the_supply() -> None:
    s = position(Side(characters=[FINN]), Side(characters=[KYLO]))
    finn = uid(s, "Finn")
    put_in_pool(s, finn, 3)  # 1 shield
    act(s, "action", "resolve dice showing shield")
    act(s, "resolve-die", "Finn die")
    act(s, "symbol-target", "Finn")
    assert s.units[finn].shields == 1


@rules("SWD-SUPPLY-02")
def test_spent_and_lost_resources_and_blocked_shields_go_back() -> None:
    s = position(
        Side(characters=[FINN], hand=[BLOCK], resources=3),
        Side(characters=[STORMTROOPER], supports=[TIE_FIGHTER], resources=3),
    )
    act(s, "action", "play Block")  # spent
    assert s.resources == [1, 3]
    s = position(
        Side(characters=[STORMTROOPER], supports=[TIE_FIGHTER]),
        Side(characters=[FINN], resources=3),
    )
    put_in_pool(s, uid(s, "First Order TIE Fighter"), 3)  # 1 disrupt
    act(s, "action", "resolve dice showing disrupt")
    act(s, "resolve-die", "TIE Fighter die")
    assert s.resources == [0, 2]  # lost
    s = position(Side(characters=[FINN]), Side(characters=[KYLO]))
    kylo = uid(s, "Kylo Ren")
    set_shields(s, kylo, 2)
    put_in_pool(s, uid(s, "Finn"), 1)  # 2 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Finn die")
    act(s, "symbol-target", "Kylo Ren")
    assert (s.units[kylo].shields, s.units[kylo].damage) == (0, 0)  # removed


@rules("SWD-SUPPLY-02")
def test_healed_damage_goes_back() -> None:
    """Second Chance heals 5 damage instead of the defeat: the tokens leave."""
    s = position(
        Side(characters=[FINN], upgrades=[(SECOND_CHANCE, 0)]),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    finn = uid(s, "Finn")
    set_damage(s, finn, 9)
    put_in_pool(s, uid(s, "First Order Stormtrooper"), 1)  # 2 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Stormtrooper die")
    act(s, "symbol-target", f"[#{finn}, P1]")
    s.decision()
    assert s.units[finn].in_play and s.units[finn].damage == 10 - 5
