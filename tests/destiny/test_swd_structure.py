"""Star Wars: Destiny, Part 5 of the rules catalog: game structure.

Set-up (SWD-SETUP-*) is driven through a real game from
``game().new_initial_state(seed)``: mulligans, the battlefield roll and choice, and
the set-up shields. Everything else starts from a built position (round 1, action
phase). Also here: the worked examples SWD-EX-05 (Rebel War Room) and SWD-EX-07
(Underworld Connections), and the readings the engine adopts for SWD-OPEN-03, -04,
-06, -07 and -08 (with the ``decline_extra_action`` parameter for -08).
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from swd_helpers import (
    BB8,
    COMLINK,
    FINN,
    FLANK,
    HAN,
    HUNKER_DOWN,
    IMMOBILIZE,
    JANGO,
    JEDI_ROBES,
    KYLO,
    LIGHTSABER,
    PERSONAL_ESCORT,
    REBEL_WAR_ROOM,
    REY,
    REYS_STAFF,
    STORMTROOPER,
    TAKE_COVER,
    UNDERWORLD,
    UNPREDICTABLE,
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

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.model import (
    BATTLEFIELD,
    CHARACTER,
    IN_POOL,
    ON_CARD,
    SET_ASIDE,
    SUPPORT,
    UPGRADE,
)
from rulebound.games.destiny.position import script_rolls, set_damage, set_ready, set_resources
from rulebound.games.destiny.state import DestinyState
from rulebound.kernel.play import random_playout
from rulebound.kernel.rng import Rng

FROZEN_WASTES_TITLE = "Frozen Wastes"
GRAVEYARD_TITLE = "Starship Graveyard"

ROLL_LINE = re.compile(r"[Bb]attlefield roll: .*? (\d+), .*? (\d+)[.:]")  # each with its name


# --- driving a real game through set-up ----------------------------------------------


def new_game(seed: int, **params: object) -> DestinyState:
    return game(**params).new_initial_state(seed)


def keep_hands(s: DestinyState) -> None:
    """Both players keep their opening hands (set-up step 4)."""
    act(s, "mulligan", "keep your hand")
    act(s, "mulligan", "keep your hand")


def roll_lines(s: DestinyState) -> list[tuple[int, int]]:
    return [(int(m[1]), int(m[2])) for m in map(ROLL_LINE.search, s.log) if m]


def character_totals(s: DestinyState) -> list[int]:
    """What the battlefield roll should total: every character die's printed value,
    modifier faces included, costs ignored (the reading of SWD-OPEN-06)."""
    totals = [0, 0]
    for d in s.dice:
        if d.unit >= 0 and s.units[d.unit].kind == CHARACTER:
            totals[d.owner] += d.face.value
    return totals


def to_first_action(seed: int, own: bool = True, **params: object) -> DestinyState:
    """Set-up with both hands kept, the roll's winner choosing its own battlefield (or
    the opponent's), and the set-up shields all on the first character."""
    s = new_game(seed, **params)
    keep_hands(s)
    act(s, "choose-battlefield", "your battlefield" if own else "your opponent's")
    while s.decision().kind == "setup-shield":
        s.apply_action(s.decision().options[0])
    return s


def battlefield_units(s: DestinyState) -> list[int]:
    return [u.uid for u in s.units if u.kind == BATTLEFIELD]


# --- driving the action phase ---------------------------------------------------------


def through_upkeep(s: DestinyState) -> list[int]:
    """Answer every upkeep discard with "keep the rest"; returns the seats asked."""
    asked = []
    while s.decision().kind == "upkeep-discard":
        asked.append(s.decision().seat)
        act(s, "upkeep-discard", "keep the rest and draw")
    return asked


DECK = [TAKE_COVER] * 6  # enough cards that nobody runs out during a test


# === Set-up ==============================================================================


@rules("SWD-SETUP-01", "SWD-SETUP-02", "SWD-SETUP-03", "SWD-SETUP-06")
def test_setup_steps_happen_in_order() -> None:
    s = new_game(5)
    # Steps 1-3 are done when the first decision (the mulligan, step 4) is asked.
    assert s.decision().kind == "mulligan"
    assert [len(h) for h in s.hand] == [5, 5]
    assert s.resources == [0, 0]  # step 5 not yet
    assert battlefield_units(s) == []  # battlefields still set aside (step 2)
    keep_hands(s)
    # Step 5 before step 6's choice; no battlefield in play until it is chosen.
    assert s.decision().kind == "choose-battlefield"
    assert s.resources == [2, 2]
    assert battlefield_units(s) == []
    assert len(roll_lines(s)) >= 1
    act(s, "choose-battlefield", "your battlefield")
    assert len(battlefield_units(s)) == 1
    assert s.decision().kind == "setup-shield"
    while s.decision().kind == "setup-shield":
        s.apply_action(s.decision().options[0])
    assert s.decision().kind == "action"
    assert s.round == 1 and s.phase == "action"


@rules("SWD-SETUP-02")
def test_setup_places_each_team_in_play_with_its_matching_dice() -> None:
    s = new_game(0)
    teams = [[(s.name(u), s.units[u].elite) for u in s.characters(seat)] for seat in (0, 1)]
    assert teams == [
        [("Rey", True), ("Finn", False)],
        [("Kylo Ren", True), ("First Order Stormtrooper", False)],
    ]
    for seat in (0, 1):
        for u in s.characters(seat):
            dice = [s.dice[d] for d in dice_of(s, u)]
            assert len(dice) == (2 if s.units[u].elite else 1)
            assert all(d.where == ON_CARD and d.card == s.units[u].card for d in dice)
    # Dice of deck cards are not on the table: they are set aside (SWD-SETASIDE-01).
    deck_dice = [d for d in s.dice if d.unit < 0]
    assert deck_dice and all(d.where == SET_ASIDE for d in deck_dice)


@rules("SWD-SETUP-03", "SWD-SETUP-08")
def test_both_battlefields_are_set_aside_and_either_may_be_chosen() -> None:
    s = new_game(1)
    keep_hands(s)
    assert s.decision().kind == "choose-battlefield"
    assert battlefield_units(s) == []
    options = labels(s)
    assert any(GRAVEYARD_TITLE in o for o in options)  # P1's (Rey deck)
    assert any(FROZEN_WASTES_TITLE in o for o in options)  # P2's (Kylo deck)


@rules("SWD-SETUP-04")
def test_setup_shuffles_each_deck_and_draws_five() -> None:
    orders = []
    for seed in range(4):
        s = new_game(seed)
        for seat in (0, 1):
            listed = Counter(s.game.pool.by_code[c].index for c in s.game.decks[seat].deck_codes())
            assert len(s.hand[seat]) == 5
            assert Counter(s.hand[seat] + s.deck[seat]) == listed
        orders.append(tuple(s.deck[0]))
    assert len(set(orders)) > 1  # the order depends on the shuffle


@rules("SWD-SETUP-05")
def test_mulligan_shuffles_chosen_cards_back_then_draws_back_to_five() -> None:
    s = new_game(3)
    before = Counter(s.hand[0] + s.deck[0])
    hand = sorted(set(s.hand[0]))
    draws_before = len(s.chance_history)
    act(s, "mulligan", s.cards[hand[0]].name)
    act(s, "mulligan", s.cards[hand[1]].name)
    assert len(s.hand[0]) == 5  # nothing happens until the choice is done
    act(s, "mulligan", "keep the rest")
    assert len(s.hand[0]) == 5
    assert len(s.deck[0]) == sum(before.values()) - 5
    assert Counter(s.hand[0] + s.deck[0]) == before
    assert len(s.chance_history) > draws_before  # the deck was shuffled
    assert s.decision().kind == "mulligan" and s.decision().seat == 1


@rules("SWD-SETUP-05")
def test_the_mulligan_log_counts_cards_in_the_right_number() -> None:
    s = new_game(3)
    act(s, "mulligan", s.cards[sorted(set(s.hand[0]))[0]].name)
    act(s, "mulligan", "keep the rest")
    hand = sorted(set(s.hand[1]))
    act(s, "mulligan", s.cards[hand[0]].name)
    act(s, "mulligan", s.cards[hand[1]].name)
    act(s, "mulligan", "keep the rest")
    shuffles = [line for line in s.log if "shuffles" in line]
    assert [line.split(" shuffles ")[1] for line in shuffles] == ["1 card back.", "2 cards back."]


@rules("SWD-HAND-04", "SWD-SETUP-05")
def test_the_other_player_is_not_told_which_cards_go_back() -> None:
    """Even a card whose name the other player sees (a copy in its own hand: both
    play the Rey deck) is told only as "a card"."""
    from rulebound import load_game

    s = load_game("star-wars-destiny", decks="rey,rey").new_initial_state(4)
    assert s.decision().kind == "mulligan" and s.decision().seat == 0
    shared = {s.cards[c].name for c in s.hand[0]} & {s.cards[c].name for c in s.hand[1]}
    assert "Flank" in shared
    told = {s.action_to_string(a): s.public_action_string(a) for a in s.decision().options}
    assert told["Flank"] == "pick a card from hand"


@rules("SWD-SETUP-05")
def test_mulligan_may_put_back_the_whole_hand_or_nothing() -> None:
    s = new_game(4)
    kept = list(s.hand[1])
    while s.decision().seat == 0 and s.decision().kind == "mulligan":
        # choose every card: once none is left the mulligan finishes by itself
        options = [a for a, label in s.labels().items() if label != "keep the rest"]
        if not options:
            break
        s.apply_action(options[0])
    assert len(s.hand[0]) == 5
    act(s, "mulligan", "keep your hand")  # P2 keeps
    assert s.hand[1] == kept


def test_the_mulligan_prompt_names_the_cards_picked_so_far() -> None:
    """The hand still shows a picked card: the prompt says which go back."""
    s = new_game(4)
    first, second = s.hand[0][0], s.hand[0][1]
    assert "Picked" not in s.decision().prompt
    s.apply_action(enc.card(first))
    s.apply_action(enc.card(second))
    names = f"{s.cards[first].name}, {s.cards[second].name}"
    assert s.decision().prompt.endswith(f" Picked so far: {names}.")
    assert "Picked" not in str(s.view(1))  # told to the picking seat only


@rules("SWD-SETUP-06", "SWD-RESOURCE-02")
def test_each_player_gains_two_resources_after_the_mulligan() -> None:
    s = new_game(2)
    assert s.resources == [0, 0]
    keep_hands(s)
    assert s.resources == [2, 2]


@rules("SWD-SETUP-07", "SWD-OPEN-06")
def test_battlefield_roll_is_won_by_the_higher_total_of_character_dice() -> None:
    for seed in range(12):
        s = new_game(seed)
        keep_hands(s)
        totals = character_totals(s)
        assert roll_lines(s)[-1] == tuple(totals)
        assert totals[0] != totals[1]
        assert s.decision().seat == (0 if totals[0] > totals[1] else 1)


@rules("SWD-OPEN-06", "SWD-SETUP-07")
def test_battlefield_roll_counts_modifier_faces_and_ignores_costs() -> None:
    """Reading of SWD-OPEN-06: a modifier face counts its printed number, a face with a
    cost counts its value, blank and special count 0. Find a roll whose winner would
    change if modifier faces counted 0."""
    found_modifier = found_cost = False
    for seed in range(80):
        s = new_game(seed)
        keep_hands(s)
        faces = [[], []]
        for d in s.dice:
            if d.unit >= 0 and s.units[d.unit].kind == CHARACTER:
                faces[d.owner].append(d.face)
        plain = [sum(f.value for f in fs if not f.modifier) for fs in faces]
        full = [sum(f.value for f in fs) for fs in faces]
        assert roll_lines(s)[-1] == tuple(full)
        winner = 0 if full[0] > full[1] else 1
        assert s.decision().seat == winner
        if plain[winner] <= plain[1 - winner]:
            found_modifier = True
        if any(f.cost for fs in faces for f in fs):
            found_cost = True
        if found_modifier and found_cost:
            break
    assert found_modifier and found_cost


@rules("SWD-SETUP-07")
def test_tied_battlefield_roll_is_rolled_again() -> None:
    for seed in range(60):
        s = new_game(seed)
        keep_hands(s)
        rolls = roll_lines(s)
        if len(rolls) > 1:
            assert all(a == b for a, b in rolls[:-1])
            # the second line is not a mystery: the first says why
            tie = next(line for line in s.log if "Battlefield roll" in line)
            assert tie.endswith(": a tie, the tied players roll again.")
            a, b = rolls[-1]
            assert a != b
            assert s.decision().seat == (0 if a > b else 1)
            return
    pytest.fail("no tie in 60 seeds")


@rules("SWD-SETUP-03", "SWD-SETUP-08")
def test_the_battlefields_set_aside_face_up_can_be_read_before_the_choice() -> None:
    """The choice is between the two battlefields: both are face up, and each one's
    text is one key away (it named no card a seat could see)."""
    s = new_game(0)
    keep_hands(s)
    assert s.decision().kind == "choose-battlefield"
    names = {o["name"] for o in s.visible_objects(s.decision().seat).values()}
    assert {"Starship Graveyard", "Frozen Wastes"} <= names, names
    assert "Frozen Wastes" in {o["name"] for o in s.visible_objects(1 - s.decision().seat).values()}


@rules("SWD-SETUP-08")
def test_chosen_battlefield_is_controlled_by_its_owner() -> None:
    for own in (True, False):
        s = new_game(0)  # P2 wins the roll (2 to 3)
        keep_hands(s)
        chooser = s.decision().seat
        act(s, "choose-battlefield", "your battlefield" if own else "your opponent's")
        owner = chooser if own else 1 - chooser
        bf = s.units[s.battlefield]
        assert s.cards[bf.card].code == s.game.decks[owner].battlefield
        assert bf.owner == owner and bf.controller == owner


@rules("SWD-SETUP-09")
def test_player_whose_battlefield_was_not_chosen_splits_two_shields() -> None:
    s = new_game(0)
    keep_hands(s)
    chooser = s.decision().seat
    act(s, "choose-battlefield", "your battlefield")
    loser = 1 - chooser
    # The other battlefield never enters play: it is removed from the game.
    assert len(battlefield_units(s)) == 1
    assert s.cards[s.units[s.battlefield].card].code == s.game.decks[chooser].battlefield
    first, second = s.characters(loser)
    assert s.decision().kind == "setup-shield" and s.decision().seat == loser
    s.apply_action(1000 + first)
    assert s.decision().kind == "setup-shield" and s.decision().seat == loser
    s.apply_action(1000 + second)
    assert s.units[first].shields == 1 and s.units[second].shields == 1
    assert all(s.units[u].shields == 0 for u in s.characters(chooser))
    assert s.decision().kind == "action"


@rules("SWD-SETUP-09")
def test_chooser_taking_the_other_battlefield_gets_the_shields_and_may_stack_them() -> None:
    s = new_game(0)
    keep_hands(s)
    chooser = s.decision().seat
    act(s, "choose-battlefield", "your opponent's")
    # The chooser's battlefield was not chosen, so the chooser gets the shields.
    assert s.decision().seat == chooser
    target = s.characters(chooser)[1]
    s.apply_action(1000 + target)
    s.apply_action(1000 + target)
    assert s.units[target].shields == 2
    assert sum(s.units[u].shields for u in s.characters(1 - chooser)) == 0


@rules("SWD-SETUP-10")
def test_character_dice_go_back_on_their_cards_after_the_roll() -> None:
    s = to_first_action(7)
    assert s.pool(0) == [] and s.pool(1) == []
    for seat in (0, 1):
        for u in s.characters(seat):
            assert all(s.dice[d].where == ON_CARD for d in dice_of(s, u))


# === Rounds, turns, passing =============================================================


@rules("SWD-APHASE-01", "SWD-CLAIM-06")
def test_battlefield_controller_takes_the_first_turn() -> None:
    for own in (True, False):
        s = to_first_action(0, own=own)
        controller = s.units[s.battlefield].controller
        assert s.decision().kind == "action"
        assert s.decision().seat == controller


@rules("SWD-STRUCT-01", "SWD-APHASE-02")
def test_players_alternate_taking_one_action_each() -> None:
    s = position(Side(characters=[REY + "!", FINN]), Side(characters=[KYLO + "!", STORMTROOPER]))
    assert s.decision().seat == 0
    act(s, "action", "activate Rey")
    assert s.decision().kind == "action" and s.decision().seat == 1
    act(s, "action", "activate Kylo Ren")
    assert s.decision().kind == "action" and s.decision().seat == 0
    act(s, "action", "activate Finn")
    assert s.decision().seat == 1


@rules("SWD-APHASE-02", "SWD-ACTION-01")
def test_a_turn_offers_every_kind_of_action_or_a_pass() -> None:
    s = position(
        Side(characters=[FINN], supports=[UNDERWORLD], hand=[TAKE_COVER], resources=0),
        Side(characters=[STORMTROOPER]),
    )
    put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged
    # (Finn's die is in the pool, so activating is shown in a second position below)
    options = labels(s)
    assert "pass" in options
    assert any(o.startswith("play Take Cover") for o in options)
    assert any(o.startswith("resolve dice showing ranged") for o in options)
    assert "discard a card to reroll dice" in options
    assert any(o.startswith("claim ") for o in options)
    assert any(o.startswith("use Underworld Connections") for o in options)
    s2 = position(Side(characters=[FINN]), Side(characters=[STORMTROOPER]))
    assert any(o.startswith("activate Finn") for o in labels(s2))


@rules("SWD-APHASE-03", "SWD-PASS-02", "SWD-ROUND-01")
def test_two_passes_in_a_row_end_the_action_phase() -> None:
    s = position(Side(characters=[FINN], deck=DECK), Side(characters=[STORMTROOPER], deck=DECK))
    pass_turn(s)
    assert s.round == 1 and s.phase == "action" and s.decision().seat == 1
    pass_turn(s)
    through_upkeep(s)
    assert s.round == 2 and s.phase == "action"
    log = "\n".join(s.log).lower()
    assert log.index("upkeep") < log.index("round 2")


@rules("SWD-APHASE-03", "SWD-PASS-01", "SWD-PASS-02")
def test_a_passing_player_may_act_again_after_the_opponent_acts() -> None:
    s = position(
        Side(characters=[FINN, HAN], deck=DECK),
        Side(characters=[KYLO + "!", STORMTROOPER], deck=DECK),
    )
    pass_turn(s)  # P1 passes
    act(s, "action", "activate Kylo Ren")  # P2 acts: the passes are not consecutive
    assert s.round == 1 and s.decision().seat == 0
    assert has_option(s, "activate Finn")  # P1 may act again
    pass_turn(s)
    assert s.round == 1 and s.decision().seat == 1
    pass_turn(s)  # two passes in a row now
    through_upkeep(s)
    assert s.round == 2


@rules("SWD-ROUND-01")
def test_every_round_is_an_action_phase_then_an_upkeep_phase() -> None:
    s = position(Side(characters=[FINN], deck=DECK), Side(characters=[STORMTROOPER], deck=DECK))
    phases = [(s.round, s.phase)]
    for _ in range(3):
        pass_turn(s)
        pass_turn(s)
        while s.decision().kind == "upkeep-discard":
            phases.append((s.round, s.phase))
            act(s, "upkeep-discard", "keep the rest and draw")
        phases.append((s.round, s.phase))
    assert phases[0] == (1, "action")
    assert phases[-1] == (4, "action")
    assert [p for p in phases if p[1] == "action"] == [
        (1, "action"),
        (2, "action"),
        (3, "action"),
        (4, "action"),
    ]
    assert sum("upkeep" in line.lower() for line in s.log) >= 3


# === Upkeep ==============================================================================


def upkeep_position(**p1: object) -> DestinyState:
    side = {"characters": [REY + "!", FINN], "deck": DECK, **p1}
    return position(Side(**side), Side(characters=[KYLO + "!", STORMTROOPER], deck=DECK))


@rules("SWD-UPKEEP-02")
def test_upkeep_readies_exhausted_cards() -> None:
    s = upkeep_position(supports=[UNDERWORLD])
    act(s, "action", "use Underworld Connections")
    act(s, "action", "activate Kylo Ren")
    act(s, "action", "activate Rey")
    assert not s.units[uid(s, "Rey")].ready and not s.units[uid(s, "Underworld Connections")].ready
    end_round(s)
    for name in ("Rey", "Underworld Connections", "Kylo Ren"):
        assert s.units[uid(s, name)].ready


@rules("SWD-UPKEEP-03")
def test_upkeep_returns_every_pool_die_to_its_card() -> None:
    s = upkeep_position()
    put_in_pool(s, uid(s, "Rey"), 0, 5)
    put_in_pool(s, uid(s, "Kylo Ren"), 3)
    end_round(s)
    assert s.pool(0) == [] and s.pool(1) == []
    assert all(s.dice[d].where == ON_CARD for d in dice_of(s, uid(s, "Rey")))
    assert all(s.dice[d].where == ON_CARD for d in dice_of(s, uid(s, "Kylo Ren")))


@rules("SWD-UPKEEP-04", "SWD-RESOURCE-03")
def test_upkeep_gives_each_player_two_resources() -> None:
    s = upkeep_position(resources=3)
    set_resources(s, 1, 0)
    end_round(s)
    assert s.resources == [5, 2]


@rules("SWD-UPKEEP-01", "SWD-UPKEEP-05", "SWD-HAND-02")
def test_upkeep_lets_each_player_discard_then_draw_up_to_hand_size() -> None:
    s = position(
        Side(characters=[FINN], hand=[TAKE_COVER, FLANK], deck=[BB8, UNDERWORLD, BB8, BB8, BB8]),
        Side(characters=[STORMTROOPER], deck=DECK),
    )
    pass_turn(s)
    pass_turn(s)
    assert s.decision().kind == "upkeep-discard" and s.decision().seat == 0
    act(s, "upkeep-discard", "Flank")
    act(s, "upkeep-discard", "keep the rest and draw")
    assert s.discard[0] == [s.game.pool.by_code[FLANK].index]
    # 1 card left, draws 4 from the top of the deck
    names = sorted(s.cards[c].name for c in s.hand[0])
    assert names == ["BB-8", "BB-8", "BB-8", "Take Cover", "Underworld Connections"]
    assert len(s.deck[0]) == 1


@rules("SWD-UPKEEP-06", "SWD-HAND-03")
def test_upkeep_draws_nothing_when_the_hand_is_at_hand_size_or_more() -> None:
    s = position(
        Side(characters=[FINN], hand=[TAKE_COVER] * 6, deck=[BB8] * 3),
        Side(characters=[STORMTROOPER], hand=[TAKE_COVER], deck=DECK),
    )
    pass_turn(s)
    pass_turn(s)
    assert through_upkeep(s) == [0, 1]
    assert len(s.hand[0]) == 6 and len(s.deck[0]) == 3


@rules("SWD-UPKEEP-07", "SWD-DRAW-03")
def test_upkeep_draws_what_is_left_when_the_deck_is_short() -> None:
    s = position(
        Side(characters=[FINN], hand=[TAKE_COVER], deck=[BB8, BB8]),
        Side(characters=[STORMTROOPER], hand=[TAKE_COVER], deck=DECK),
    )
    pass_turn(s)
    pass_turn(s)
    assert through_upkeep(s) == [0, 1]
    assert len(s.hand[0]) == 3 and s.deck[0] == []
    assert s.winner == -1 and s.round == 2


@rules("SWD-OPEN-07", "SWD-UPKEEP-01")
def test_upkeep_gains_resources_battlefield_controller_first() -> None:
    """Reading of SWD-OPEN-07: the players do upkeep one after the other, the
    battlefield's controller first."""
    s = position(
        Side(characters=[FINN], deck=DECK),
        Side(characters=[STORMTROOPER], deck=DECK),
        battlefield=1,
        turn=1,
    )
    assert s.units[s.battlefield].controller == 1
    pass_turn(s)
    pass_turn(s)
    through_upkeep(s)
    gains = [line for line in s.log if "gains 2 resources" in line]
    assert len(gains) == 2
    assert gains[0].startswith(s.player_name(1)) and gains[1].startswith(s.player_name(0))


@rules("SWD-OPEN-07", "SWD-UPKEEP-01")
def test_upkeep_discards_are_chosen_battlefield_controller_first() -> None:
    s = position(
        Side(characters=[FINN], hand=[TAKE_COVER], deck=DECK),
        Side(characters=[STORMTROOPER], hand=[TAKE_COVER], deck=DECK),
        battlefield=1,
        turn=1,
    )
    pass_turn(s)
    pass_turn(s)
    assert through_upkeep(s) == [1, 0]


# === Actions: additional actions ========================================================


def ambush_position(**params: object) -> DestinyState:
    return position(
        Side(characters=[FINN], hand=[UNPREDICTABLE], deck=DECK),
        Side(characters=[STORMTROOPER], deck=DECK),
        params=dict(params) or None,
    )


def play_unpredictable(s: DestinyState) -> None:
    act(s, "action", "play Unpredictable")
    act(s, "choose-die", "First Order Stormtrooper")  # reroll the opponent's die


@rules("SWD-ACTION-02")
def test_additional_action_must_be_taken_at_once() -> None:
    s = ambush_position()
    put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    play_unpredictable(s)
    d = s.decision()
    assert d.kind == "extra-action" and d.seat == 0
    act(s, "extra-action", "activate Finn")
    assert not s.units[uid(s, "Finn")].ready
    assert s.decision().kind == "action" and s.decision().seat == 1
    assert s.extra == [0, 0]


@rules("SWD-ACTION-02", "SWD-OPEN-08")
def test_a_declined_additional_action_cannot_be_saved() -> None:
    for reading in ("pass", "no-pass"):
        s = ambush_position(decline_extra_action=reading)
        put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
        play_unpredictable(s)
        act(s, "extra-action", "decline")
        assert s.extra == [0, 0]
        act(s, "action", "activate First Order Stormtrooper")
        # P1's next turn is an ordinary single action, not the saved extra one
        assert s.decision().kind == "action" and s.decision().seat == 0
        act(s, "action", "activate Finn")
        assert s.decision().seat == 1


@rules("SWD-OPEN-08", "SWD-ACTION-02", "SWD-APHASE-03")
def test_declining_an_additional_action_counts_as_a_pass_by_default() -> None:
    """The literal reading (parameter ``decline_extra_action=pass``, the default): the
    decline and the opponent's pass are two passes in a row."""
    s = ambush_position()
    assert s.game.params["decline_extra_action"] == "pass"
    put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    play_unpredictable(s)
    act(s, "extra-action", "decline")
    assert s.decision().seat == 1 and s.round == 1
    pass_turn(s)
    through_upkeep(s)
    assert s.round == 2


@rules("SWD-OPEN-08", "SWD-ACTION-02")
def test_declining_an_additional_action_is_not_a_pass_with_no_pass() -> None:
    s = ambush_position(decline_extra_action="no-pass")
    put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)
    play_unpredictable(s)
    act(s, "extra-action", "decline")
    assert s.decision().seat == 1
    pass_turn(s)
    # only one pass so far: the round goes on with P1 to act
    assert s.round == 1 and s.phase == "action"
    assert s.decision().kind == "action" and s.decision().seat == 0


@rules("SWD-ACTION-03")
def test_an_action_outside_your_turn_is_taken_immediately() -> None:
    """Jango Fett: after an opponent activates a character, he may activate. That
    activation happens at once, inside the opponent's turn, not saved for later."""
    s = position(Side(characters=[FINN, HAN]), Side(characters=[JANGO]))
    act(s, "action", "activate Finn")
    d = s.decision()
    assert d.kind == "may" and d.seat == 1
    act(s, "may", "yes")
    jango = uid(s, "Jango Fett")
    assert not s.units[jango].ready
    assert all(s.dice[x].where == IN_POOL for x in dice_of(s, jango))
    # then P2's own turn comes as usual
    assert s.decision().kind == "action" and s.decision().seat == 1
    # declining instead: the chance is gone, no saved activation later
    s = position(Side(characters=[FINN, HAN]), Side(characters=[JANGO]))
    act(s, "action", "activate Finn")
    act(s, "may", "no")
    pass_turn(s)  # P2
    act(s, "action", "activate Han")
    assert s.decision().kind == "may"  # asked again only for the new activation


# === Play a card =========================================================================


@rules("SWD-PLAY-01")
def test_card_whose_play_restriction_is_not_met_cannot_be_played() -> None:
    s = position(
        Side(characters=[FINN, HAN], hand=[FLANK], resources=5),
        Side(characters=[KYLO + "!", STORMTROOPER]),
    )
    assert not has_option(s, "play Flank")  # 2 ready characters against 2
    set_ready(s, uid(s, "First Order Stormtrooper"), False)
    refresh(s)
    assert has_option(s, "play Flank")
    # "Blue characters only": Finn and Han are yellow
    s = position(
        Side(characters=[FINN, HAN], hand=[IMMOBILIZE], resources=5), Side(characters=[KYLO])
    )
    assert not has_option(s, "play Immobilize")
    s = position(
        Side(characters=[REY, FINN], hand=[IMMOBILIZE], resources=5), Side(characters=[KYLO])
    )
    assert has_option(s, "play Immobilize")
    act(s, "action", "play Immobilize")
    assert s.decision().kind == "upgrade-host"
    options = labels(s)
    assert len(options) == 1 and options[0].startswith("Rey")


@rules("SWD-PLAY-02", "SWD-RESOURCE-01")
def test_card_is_played_only_by_paying_its_full_cost() -> None:
    s = position(Side(characters=[FINN], hand=[BB8], resources=0), Side(characters=[STORMTROOPER]))
    assert not has_option(s, "play BB-8")
    s = position(Side(characters=[FINN], hand=[BB8], resources=3), Side(characters=[STORMTROOPER]))
    act(s, "action", "play BB-8")
    assert s.resources[0] == 2


@rules("SWD-PLAY-03", "SWD-PLAY-04")
def test_event_resolves_in_limbo_and_is_then_discarded() -> None:
    s = position(Side(characters=[FINN], hand=[TAKE_COVER]), Side(characters=[STORMTROOPER]))
    cover = s.game.pool.by_code[TAKE_COVER].index
    act(s, "action", "play Take Cover")
    assert s.decision().kind == "choose-character"
    assert s.limbo == [cover] and cover not in s.hand[0] and cover not in s.discard[0]
    act(s, "choose-character", "Finn")
    assert s.units[uid(s, "Finn")].shields == 1
    assert s.limbo == [] and s.discard[0] == [cover]
    assert not any(s.units[u].card == cover for u in range(len(s.units)))  # never in play


@rules("SWD-PLAY-03", "SWD-PLAY-05")
def test_upgrade_is_attached_to_one_of_your_own_characters() -> None:
    s = position(
        Side(characters=[REY, FINN], hand=[REYS_STAFF], resources=2),
        Side(characters=[KYLO]),
    )
    act(s, "action", "play Rey's Staff")
    assert s.decision().kind == "upgrade-host"
    options = labels(s)
    assert len(options) == 2 and not any("Kylo" in o for o in options)
    act(s, "upgrade-host", "Finn")
    staff = uid(s, "Rey's Staff")
    assert s.units[staff].kind == UPGRADE and s.units[staff].host == uid(s, "Finn")
    assert s.resources[0] == 0


@rules("SWD-PLAY-06")
def test_replacing_an_upgrade_lowers_the_cost_by_the_old_cost() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(PERSONAL_ESCORT, 0)], hand=[REYS_STAFF], resources=1),
        Side(characters=[STORMTROOPER]),
    )
    escort = uid(s, "Personal Escort")
    act(s, "action", "play Rey's Staff")
    act(s, "upgrade-host", "Finn")
    # the choice comes before paying; with 1 resource only the replacement is affordable
    assert s.decision().kind == "upgrade-replace"
    assert s.resources[0] == 1
    assert not has_option(s, "replace nothing")
    act(s, "upgrade-replace", "Personal Escort")
    assert s.resources[0] == 0  # 2 - 1
    assert not s.units[escort].in_play
    assert s.discard[0] == [s.game.pool.by_code[PERSONAL_ESCORT].index]
    assert s.upgrades_on(uid(s, "Finn")) == [uid(s, "Rey's Staff")]


@rules("SWD-PLAY-06")
def test_replacing_is_optional() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(PERSONAL_ESCORT, 0)], hand=[REYS_STAFF], resources=2),
        Side(characters=[STORMTROOPER]),
    )
    act(s, "action", "play Rey's Staff")
    act(s, "upgrade-host", "Finn")
    act(s, "upgrade-replace", "replace nothing")
    assert s.resources[0] == 0
    assert len(s.upgrades_on(uid(s, "Finn"))) == 2


@rules("SWD-PLAY-07")
def test_replacing_a_costlier_upgrade_makes_the_new_one_free() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(LIGHTSABER, 0)], hand=[REYS_STAFF], resources=0),
        Side(characters=[STORMTROOPER]),
    )
    saber = uid(s, "Lightsaber")
    assert has_option(s, "play Rey's Staff")  # 2 - 3 is free, so 0 resources suffice
    act(s, "action", "play Rey's Staff")
    act(s, "upgrade-host", "Finn")
    act(s, "upgrade-replace", "Lightsaber")
    assert s.resources[0] == 0
    assert not s.units[saber].in_play
    assert s.units[uid(s, "Rey's Staff")].host == uid(s, "Finn")


@rules("SWD-PLAY-08")
def test_played_upgrade_takes_its_die_from_the_set_aside_dice() -> None:
    s = position(
        Side(characters=[FINN], hand=[REYS_STAFF], resources=2),
        Side(characters=[STORMTROOPER]),
    )
    staff_card = s.game.pool.by_code[REYS_STAFF].index
    (die,) = [d for d in s.dice if d.card == staff_card]
    assert die.where == SET_ASIDE and die.unit == -1
    act(s, "action", "play Rey's Staff")
    act(s, "upgrade-host", "Finn")
    staff = uid(s, "Rey's Staff")
    assert die.where == ON_CARD and die.unit == staff
    pass_turn(s)
    act(s, "action", "activate Finn")
    assert die.where == IN_POOL  # rolled with the character's dice


@rules("SWD-PLAY-09", "SWD-OPEN-03")
def test_character_with_three_upgrades_takes_another_only_as_a_replacement() -> None:
    """Reading of SWD-OPEN-03: a 4th upgrade can be played onto a character with 3 only
    by replacing one of them."""
    s = position(
        Side(
            characters=[FINN],
            upgrades=[(PERSONAL_ESCORT, 0), (PERSONAL_ESCORT, 0), (HUNKER_DOWN, 0)],
            hand=[REYS_STAFF],
            resources=5,
        ),
        Side(characters=[STORMTROOPER]),
    )
    finn = uid(s, "Finn")
    act(s, "action", "play Rey's Staff")
    act(s, "upgrade-host", "Finn")
    assert s.decision().kind == "upgrade-replace"
    assert not has_option(s, "replace nothing")
    act(s, "upgrade-replace", "Hunker Down")
    assert len(s.upgrades_on(finn)) == 3
    assert s.resources[0] == 3  # Hunker Down cost 0: no reduction


@rules("SWD-PLAY-09", "SWD-OPEN-03")
def test_character_with_three_upgrades_is_not_a_host_when_no_replacement_is_affordable() -> None:
    s = position(
        Side(
            characters=[FINN, HAN],
            upgrades=[(PERSONAL_ESCORT, 0), (PERSONAL_ESCORT, 0), (HUNKER_DOWN, 0)],
            hand=[REYS_STAFF],
            resources=0,
        ),
        Side(characters=[STORMTROOPER]),
    )
    assert not has_option(s, "play Rey's Staff")  # Han has room but it costs 2
    set_resources(s, 0, 2)
    refresh(s)
    act(s, "action", "play Rey's Staff")
    assert len(labels(s)) == 2  # Finn (by replacement) and Han


@rules("SWD-OPEN-03")
def test_a_fourth_upgrade_arriving_by_redeploy_is_discarded_down_to_three() -> None:
    """Reading of SWD-OPEN-03: the discard-down-to-3 rule covers a 4th upgrade that
    arrives other than by being played, such as Redeploy."""
    s = position(
        Side(
            characters=[REY, FINN],
            upgrades=[
                (LIGHTSABER, 0),
                (PERSONAL_ESCORT, 1),
                (PERSONAL_ESCORT, 1),
                (HUNKER_DOWN, 1),
            ],
        ),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    rey, finn = uid(s, "Rey"), uid(s, "Finn")
    set_damage(s, rey, 8)
    put_in_pool(s, uid(s, "First Order Stormtrooper"), 1)  # 2 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "First Order Stormtrooper")
    act(s, "symbol-target", "Rey")
    assert not s.units[rey].in_play
    assert s.decision().kind == "redeploy" and s.decision().seat == 0
    act(s, "redeploy", "Finn")
    assert len(s.upgrades_on(finn)) == 4
    assert s.decision().kind == "discard-upgrade" and s.decision().seat == 0
    act(s, "discard-upgrade", "Hunker Down")
    assert len(s.upgrades_on(finn)) == 3
    assert uid(s, "Lightsaber") in s.upgrades_on(finn)


@rules("SWD-PLAY-10")
def test_support_enters_play_with_its_die_if_it_has_one() -> None:
    s = position(
        Side(characters=[FINN], hand=[BB8, UNDERWORLD], resources=3),
        Side(characters=[STORMTROOPER]),
    )
    act(s, "action", "play BB-8")
    bb8 = uid(s, "BB-8")
    assert s.units[bb8].kind == SUPPORT
    assert [s.dice[d].where for d in dice_of(s, bb8)] == [ON_CARD]
    pass_turn(s)
    act(s, "action", "play Underworld Connections")
    uc = uid(s, "Underworld Connections")
    assert s.units[uc].kind == SUPPORT and dice_of(s, uc) == []


# === Activate ============================================================================


@rules("SWD-ACTIVATE-01", "SWD-ACTIVATE-02", "SWD-ACTIVATE-04")
def test_activating_exhausts_the_character_and_rolls_all_its_dice() -> None:
    s = position(
        Side(characters=[REY + "!"], upgrades=[(REYS_STAFF, 0)]),
        Side(characters=[STORMTROOPER]),
    )
    rey, staff = uid(s, "Rey"), uid(s, "Rey's Staff")
    dice = dice_of(s, rey) + dice_of(s, staff)
    assert len(dice) == 3
    act(s, "action", "activate Rey")
    # no choice of which dice: all three are rolled in the one action
    assert not s.units[rey].ready
    assert all(s.dice[d].where == IN_POOL for d in dice)
    assert s.units[staff].ready  # the upgrade itself does not exhaust
    assert s.decision().seat == 1
    # the dice stay in the pool to be resolved on a later turn
    pass_turn(s)
    assert sorted(s.pool(0)) == sorted(dice)


@rules("SWD-ACTIVATE-04")
def test_an_exhausted_upgrade_still_rolls_its_die_with_its_character() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(REYS_STAFF, 0)]),
        Side(characters=[STORMTROOPER]),
    )
    staff = uid(s, "Rey's Staff")
    set_ready(s, staff, False)
    act(s, "action", "activate Finn")
    assert [s.dice[d].where for d in dice_of(s, staff)] == [IN_POOL]


@rules("SWD-ACTIVATE-03")
def test_support_activates_by_rolling_its_die_and_one_without_a_die_cannot() -> None:
    s = position(
        Side(characters=[FINN], supports=[BB8, UNDERWORLD]),
        Side(characters=[STORMTROOPER]),
    )
    assert has_option(s, "activate BB-8")
    assert not has_option(s, "activate Underworld Connections")
    act(s, "action", "activate BB-8")
    bb8 = uid(s, "BB-8")
    assert not s.units[bb8].ready
    assert [s.dice[d].where for d in dice_of(s, bb8)] == [IN_POOL]


@rules("SWD-ACTIVATE-05")
def test_exhausted_character_or_support_cannot_be_activated() -> None:
    s = position(
        Side(characters=[FINN, HAN], supports=[BB8]),
        Side(characters=[STORMTROOPER]),
    )
    set_ready(s, uid(s, "Finn"), False)
    set_ready(s, uid(s, "BB-8"), False)
    refresh(s)
    assert not has_option(s, "activate Finn")
    assert not has_option(s, "activate BB-8")
    assert has_option(s, "activate Han")


# === Resolve dice ========================================================================


@rules("SWD-RESOLVE-01", "SWD-RESOLVE-04")
def test_dice_with_one_symbol_resolve_one_at_a_time_in_one_action() -> None:
    s = position(Side(characters=[HAN, FINN]), Side(characters=[KYLO + "!"]))
    put_in_pool(s, uid(s, "Han Solo"), 0)  # 2 ranged
    put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged
    kylo = uid(s, "Kylo Ren")
    act(s, "action", "resolve dice showing ranged")
    assert s.decision().kind == "resolve-die" and not has_option(s, "done")
    act(s, "resolve-die", "Han Solo")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[kylo].damage == 2  # dealt before the next die is even chosen
    assert s.decision().kind == "resolve-die" and s.decision().seat == 0
    act(s, "resolve-die", "Finn")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[kylo].damage == 3
    assert s.pool(0) == []
    assert s.decision().kind == "action" and s.decision().seat == 1  # one action in all


@rules("SWD-RESOLVE-01")
def test_a_die_and_its_modifier_resolve_together() -> None:
    s = position(Side(characters=[REY + "!"]), Side(characters=[KYLO + "!"]))
    put_in_pool(s, uid(s, "Rey"), 0, 1)  # 1 melee, +2 melee
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "showing 1 melee")
    act(s, "add-modifier", "showing +2 melee")
    assert s.decision().kind == "symbol-target"  # one target for both dice
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 3
    assert sum("dealt 3" in line for line in s.log) == 1


@rules("SWD-RESOLVE-02")
def test_resolving_pays_the_die_cost_and_returns_the_die_to_its_card() -> None:
    s = position(Side(characters=[STORMTROOPER], resources=1), Side(characters=[FINN]))
    (die,) = put_in_pool(s, uid(s, "First Order Stormtrooper"), 2)  # 2 ranged, cost 1
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "First Order Stormtrooper")
    act(s, "symbol-target", "Finn")
    assert s.resources[0] == 0
    assert s.units[uid(s, "Finn")].damage == 2
    assert s.dice[die].where == ON_CARD


@rules("SWD-RESOLVE-03")
def test_a_player_resolves_only_dice_in_their_own_pool() -> None:
    s = position(Side(characters=[FINN]), Side(characters=[KYLO + "!"]))
    put_in_pool(s, uid(s, "Kylo Ren"), 0, 0)  # 1 melee, 1 melee: P2's pool
    assert not any(o.startswith("resolve") for o in labels(s))
    put_in_pool(s, uid(s, "Finn"), 2)  # 1 melee: P1's pool
    refresh(s)
    act(s, "action", "resolve dice showing melee")
    options = labels(s)
    assert len(options) == 1 and options[0].startswith("Finn die (P1)")


@rules("SWD-RESOLVE-05")
def test_resolve_needs_a_symbol_in_your_pool_and_at_least_one_die() -> None:
    s = position(Side(characters=[REY + "!"]), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, "Rey"), 1, 2)  # +2 melee, 1 discard
    options = [o for o in labels(s) if o.startswith("resolve")]
    assert options == ["resolve dice showing discard"]  # no melee base, no shield at all
    act(s, "action", "resolve dice showing discard")
    assert s.decision().kind == "resolve-die"
    assert not has_option(s, "done")  # must resolve at least 1 die


@rules("SWD-RESOLVE-06")
def test_a_die_turned_to_the_symbol_during_the_action_may_join_it() -> None:
    """Resolving a focus die turns another die to focus; that die was not showing
    focus when the action began, yet it may be resolved in the same action."""
    s = position(
        Side(characters=[REY, FINN], upgrades=[(JEDI_ROBES, 0), (COMLINK, 1)]),
        Side(characters=[KYLO]),
    )
    (robes_die,) = put_in_pool(s, uid(s, "Jedi Robes"), 0)  # 1 focus
    (comlink_die,) = put_in_pool(s, uid(s, "Comlink"), 2)  # 1 shield
    act(s, "action", "resolve dice showing focus")
    assert [s.dice[int(a) - 2000].id for a in s.decision().options] == [robes_die]
    act(s, "resolve-die", "Jedi Robes")
    act(s, "focus-die", "Comlink")
    act(s, "turn-die", "side 1: 1 focus")
    assert s.dice[comlink_die].face.symbol == "focus"
    assert s.decision().kind == "resolve-die" and has_option(s, "Comlink die")
    act(s, "resolve-die", "Comlink")
    assert s.dice[comlink_die].where == ON_CARD


@rules("SWD-RESOLVE-07")
def test_a_die_cannot_be_resolved_twice_in_one_action() -> None:
    """BB-8's die stays in the pool after its special resolves and is rerolled; here it
    lands on its special again, but the same action cannot resolve it a second time."""
    s = position(Side(characters=[REY], supports=[BB8]), Side(characters=[KYLO]))
    (bb8_die,) = put_in_pool(s, uid(s, "BB-8"), 4)  # special
    put_in_pool(s, uid(s, "Rey"), 0)
    script_rolls(s, 4, 4)  # both rerolls show side 5 (index 4): BB-8's special again
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "BB-8")
    act(s, "choose-die", "Rey")
    die = s.dice[bb8_die]
    assert die.where == IN_POOL and die.face.symbol == "special"
    # the action is over: P2 to act
    assert s.decision().kind == "action" and s.decision().seat == 1
    pass_turn(s)
    assert has_option(s, "resolve dice showing special")  # a new action may


# === Reroll ==============================================================================


@rules("SWD-REROLL-01")
def test_reroll_discards_one_card_then_rerolls_every_chosen_die_at_once() -> None:
    s = position(
        Side(characters=[REY + "!", FINN], hand=[TAKE_COVER, FLANK]),
        Side(characters=[KYLO]),
    )
    a, b = put_in_pool(s, uid(s, "Rey"), 0, 0)
    (c,) = put_in_pool(s, uid(s, "Finn"), 0)
    script_rolls(s, 5, 5)  # the two rerolls land on the blank side
    act(s, "action", "discard a card to reroll dice")
    act(s, "reroll-discard", "Flank")
    assert s.discard[0] == [s.game.pool.by_code[FLANK].index]
    assert [s.cards[x].name for x in s.hand[0]] == ["Take Cover"]
    assert not has_option(s, "done")  # at least one die
    s.apply_action(2000 + a)
    assert s.dice[a].side == 0  # nothing is rolled until all are chosen
    s.apply_action(2000 + b)
    act(s, "reroll-dice", "done")
    assert (s.dice[a].side, s.dice[b].side, s.dice[c].side) == (5, 5, 0)
    assert s.decision().kind == "action" and s.decision().seat == 1


@rules("SWD-REROLL-02")
def test_no_reroll_without_dice_in_your_pool() -> None:
    s = position(Side(characters=[FINN], hand=[TAKE_COVER]), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, "Kylo Ren"), 0)  # only the opponent has dice
    assert not has_option(s, "reroll")
    put_in_pool(s, uid(s, "Finn"), 0)
    refresh(s)
    assert has_option(s, "discard a card to reroll dice")
    s = position(Side(characters=[FINN]), Side(characters=[KYLO]))
    put_in_pool(s, uid(s, "Finn"), 0)
    assert not has_option(s, "reroll")  # and not without a card to discard


# === Card actions (SWD-EX-07) ============================================================


@rules("SWD-CARDACT-01", "SWD-EX-07", "SWD-ACTABIL-01")
def test_underworld_connections_action_uses_the_turn_to_gain_one_resource() -> None:
    s = position(
        Side(characters=[FINN], supports=[UNDERWORLD], resources=0, deck=DECK),
        Side(characters=[STORMTROOPER], deck=DECK),
    )
    uc = uid(s, "Underworld Connections")
    act(s, "action", "use Underworld Connections")
    assert s.resources[0] == 1
    assert not s.units[uc].ready
    # it was the player's action: the opponent is next, and cannot use it
    assert s.decision().kind == "action" and s.decision().seat == 1
    assert not has_option(s, "Underworld")
    pass_turn(s)
    assert not has_option(s, "use Underworld Connections")  # exhausted
    pass_turn(s)
    through_upkeep(s)
    assert s.decision().seat == 0 and has_option(s, "use Underworld Connections")


# === Claim the battlefield ==============================================================


def claim_position(controller: int = 1, battlefield: int = 1, **p1: object) -> DestinyState:
    side = {"characters": [FINN, HAN], "deck": DECK, **p1}
    return position(
        Side(**side),
        Side(characters=[KYLO + "!", STORMTROOPER], deck=DECK),
        battlefield=battlefield,
        controller=controller,
    )


@rules("SWD-CLAIM-01", "SWD-CLAIM-02", "SWD-CLAIMABIL-01")
def test_claiming_takes_control_and_offers_the_claim_ability() -> None:
    s = claim_position()  # P2's Frozen Wastes, controlled by P2
    bf = s.units[s.battlefield]
    kylo = uid(s, "Kylo Ren")
    put_in_pool(s, kylo, 0)
    act(s, "action", "claim Frozen Wastes")
    assert bf.controller == 0 and bf.owner == 1
    assert s.decision().kind == "may" and s.decision().seat == 0
    act(s, "may", "yes")
    act(s, "choose-die", "Kylo Ren")  # Frozen Wastes: remove a character die
    assert s.pool(1) == []


@rules("SWD-CLAIM-01", "SWD-CLAIMABIL-01")
def test_the_claim_ability_is_optional() -> None:
    s = claim_position()
    put_in_pool(s, uid(s, "Kylo Ren"), 0)
    act(s, "action", "claim Frozen Wastes")
    act(s, "may", "no")
    assert len(s.pool(1)) == 1
    assert s.units[s.battlefield].controller == 0
    assert s.decision().kind == "action" and s.decision().seat == 1


@rules("SWD-CLAIM-03", "SWD-APHASE-03")
def test_claiming_player_passes_for_the_rest_of_the_round() -> None:
    s = claim_position()
    act(s, "action", "claim Frozen Wastes")
    act(s, "may", "no")
    act(s, "action", "activate Kylo Ren")  # P2 keeps acting
    assert s.decision().seat == 1 and s.round == 1
    act(s, "action", "activate First Order Stormtrooper")
    assert s.decision().seat == 1 and s.round == 1
    # P1's automatic passes (one after each of P2's actions) are told once, by the claim
    assert s.passes == 1 and not [line for line in s.log if "claimed the battlefield" in line]
    assert [line for line in s.log if "they pass for the rest of the round" in line]
    pass_turn(s)  # P2 passes; P1's automatic pass makes two in a row
    through_upkeep(s)
    assert s.round == 2
    assert s.decision().seat == 0  # P1 controls the battlefield now


@rules("SWD-CLAIM-04")
def test_only_one_player_can_claim_each_round() -> None:
    s = claim_position()
    act(s, "action", "claim Frozen Wastes")
    act(s, "may", "no")
    assert s.decision().seat == 1
    assert not has_option(s, "claim")
    pass_turn(s)
    through_upkeep(s)
    assert s.round == 2
    pass_turn(s)  # P1 (controller) passes
    assert s.decision().seat == 1 and has_option(s, "claim Frozen Wastes")


@rules("SWD-CLAIM-05", "SWD-OPEN-04", "SWD-CLAIM-03")
def test_controller_may_claim_to_keep_the_battlefield_and_then_passes_for_the_round() -> None:
    """Reading of SWD-OPEN-04: a claim always makes the claiming player pass for the
    rest of the round, even a claim of a battlefield they already control."""
    s = claim_position(controller=0, battlefield=1)
    bf = s.units[s.battlefield]
    act(s, "action", "claim Frozen Wastes")
    assert bf.controller == 0
    assert s.decision().kind == "may"  # the claim ability is offered as usual
    act(s, "may", "no")
    assert s.claimed == 0
    act(s, "action", "activate Kylo Ren")
    # P1 does not get a turn: it passes automatically
    assert s.decision().seat == 1 and s.round == 1
    pass_turn(s)
    through_upkeep(s)
    assert s.round == 2 and s.decision().seat == 0


@rules("SWD-CLAIM-06", "SWD-APHASE-01")
def test_the_player_who_claimed_acts_first_next_round() -> None:
    s = claim_position(controller=0, battlefield=0)
    pass_turn(s)
    act(s, "action", "claim Starship Graveyard")  # P2 claims P1's battlefield
    act(s, "may", "no")
    pass_turn(s)
    through_upkeep(s)
    assert s.round == 2
    assert s.units[s.battlefield].controller == 1
    assert s.decision().kind == "action" and s.decision().seat == 1


@rules("SWD-EX-05", "SWD-CLAIMABIL-01", "SWD-CLAIM-01")
def test_rebel_war_room_claim_resolves_a_die_without_its_cost() -> None:
    s = position(
        Side(characters=[HAN], resources=0, battlefield=REBEL_WAR_ROOM),
        Side(characters=[KYLO + "!"]),
    )
    assert s.cards[s.units[s.battlefield].card].name == "Rebel War Room"
    (die,) = put_in_pool(s, uid(s, "Han Solo"), 1)  # 3 ranged, cost 1
    assert not has_option(s, "resolve dice showing ranged")  # cannot pay normally
    act(s, "action", "claim Rebel War Room")
    act(s, "may", "yes")
    act(s, "choose-die", "Han Solo")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 3
    assert s.resources[0] == 0
    assert s.dice[die].where == ON_CARD


# === Winning =============================================================================


@rules("SWD-WIN-02", "SWD-DEFEAT-04")
def test_game_ends_at_once_when_all_of_a_players_characters_are_defeated() -> None:
    s = position(Side(characters=[HAN, FINN]), Side(characters=[STORMTROOPER]))
    trooper = uid(s, "First Order Stormtrooper")
    set_damage(s, trooper, 6)
    put_in_pool(s, uid(s, "Han Solo"), 0)  # 2 ranged
    put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged, still waiting in the pool
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Finn")
    act(s, "symbol-target", "First Order Stormtrooper")
    assert s.winner == 0
    assert s.is_terminal()  # mid-action: Han's die is never resolved
    assert s.returns() == [1.0, -1.0]
    assert "defeated" in s.win_reason


@rules("SWD-WIN-02")
def test_the_first_player_loses_too_when_all_its_characters_are_defeated() -> None:
    s = position(Side(characters=[HAN]), Side(characters=[STORMTROOPER]), turn=1)
    han = uid(s, "Han Solo")
    set_damage(s, han, s.card(han).health - 1)
    put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)  # 1 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Stormtrooper die")
    act(s, "symbol-target", "Han Solo")
    assert s.winner == 1 and s.is_terminal()
    assert s.returns() == [-1.0, 1.0]


@rules("SWD-WIN-03")
def test_player_without_cards_in_hand_and_deck_loses_at_the_end_of_the_round() -> None:
    s = position(Side(characters=[FINN]), Side(characters=[STORMTROOPER], deck=DECK))
    assert s.hand[0] == [] and s.deck[0] == []
    pass_turn(s)
    act(s, "action", "activate First Order Stormtrooper")
    assert s.winner == -1  # not during the round
    pass_turn(s)
    pass_turn(s)
    through_upkeep(s)
    assert s.winner == 1 and s.is_terminal()
    assert s.round == 1  # the game ended at the end of round 1


@rules("SWD-WIN-03", "SWD-UPKEEP-05")
def test_out_of_cards_is_checked_after_the_upkeep_phase() -> None:
    s = position(
        Side(characters=[FINN], hand=[TAKE_COVER]),
        Side(characters=[STORMTROOPER], deck=DECK),
    )
    pass_turn(s)
    pass_turn(s)
    assert s.decision().kind == "upkeep-discard" and s.decision().seat == 0
    act(s, "upkeep-discard", "Take Cover")  # now no cards in hand or deck
    through_upkeep(s)
    assert s.winner == 1


@rules("SWD-WIN-04")
def test_when_both_run_out_the_battlefield_controller_at_round_end_wins() -> None:
    s = position(
        Side(characters=[FINN]), Side(characters=[STORMTROOPER]), battlefield=0, controller=1
    )
    pass_turn(s)
    pass_turn(s)
    through_upkeep(s)
    assert s.winner == 1
    # control at the END of the round counts: P1 claims it back during the round
    s = position(
        Side(characters=[FINN]), Side(characters=[STORMTROOPER]), battlefield=0, controller=1
    )
    act(s, "action", "claim Starship Graveyard")
    if s.decision().kind == "may":
        act(s, "may", "no")
    pass_turn(s)
    through_upkeep(s)
    assert s.winner == 0


@rules("SWD-WIN-01")
def test_a_game_ends_only_by_defeat_or_by_running_out_of_cards() -> None:
    reasons = set()
    for seed in range(6):
        s = new_game(seed)
        random_playout(s, Rng(seed))
        assert s.is_terminal() and s.winner in (0, 1)
        reasons.add(
            "defeated" in s.win_reason or "no cards" in s.win_reason or "ran out" in s.win_reason
        )
    assert reasons == {True}
    # Nothing else ends it: a player with no resources, no dice and nothing to do
    # simply passes, and the game goes on.
    s = position(Side(characters=[FINN], deck=DECK), Side(characters=[STORMTROOPER], deck=DECK))
    for _ in range(3):
        end_round(s)
    assert s.winner == -1 and s.round == 4


@rules("SWD-SETUP-05")
def test_the_mulligan_offers_to_keep_the_hand_then_the_rest() -> None:
    """Before a card is picked, the mulligan's "no" keeps the whole hand and says so
    ("keep the rest" read as keeping part of it); once one is picked it keeps the rest.
    The event of keeping all says the same words, so the terminal reads it once."""
    s = new_game(3)
    assert s.labels()[s.decision().options[0]] == "keep your hand"
    assert s.decision().prompt.endswith("or keep your hand.")
    act(s, "mulligan", s.cards[sorted(set(s.hand[0]))[0]].name)
    assert s.labels()[s.decision().options[0]] == "keep the rest"
    act(s, "mulligan", "keep the rest")
    act(s, "mulligan", "keep your hand")
    assert f"{s.player_name(1)} keeps their hand." in s.log
