"""Free-for-all Star Wars: Destiny for three and four players (part 9 of the rules
reference): seating, the battlefield roll, shields, turn order, claims, choosing an
opponent, elimination and winning."""

from __future__ import annotations

import pytest
from swd_helpers import act, game, labels

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.position import Side, build_position, put_in_pool, script_rolls
from rulebound.games.destiny.state import DestinyState
from rulebound.kernel.conformance import check_game
from rulebound.kernel.errors import ParameterError

THREE = "rey,kylo,jedi"
REY, KYLO, LUKE, TROOPER = "01038", "01011", "01035", "01002"
HAND, DECK = ["01157", "01084"], ["01157"] * 6
PROBE, TAKE_COVER = "01072", "01157"


def three(*sides: Side, **kwargs: object) -> DestinyState:
    """A three-player position (table order P1, P2, P3; P1 to act)."""
    return build_position(game(decks=THREE), sides, **kwargs)  # type: ignore[arg-type]


def sides3(**p3: object) -> tuple[Side, Side, Side]:
    mine = Side(characters=[REY], hand=list(HAND), deck=list(DECK), resources=4)
    theirs = Side(characters=[KYLO], hand=list(HAND), deck=list(DECK), resources=4)
    third = Side(characters=[LUKE], hand=list(HAND), deck=list(DECK), resources=4)
    for key, value in p3.items():
        setattr(third, key, value)
    return mine, theirs, third


def keep_hands(s: DestinyState) -> None:
    while s.decision().kind == "mulligan":
        act(s, "mulligan", "keep your hand")


# --- the number of players ----------------------------------------------------------------


@pytest.mark.rules("SWD-MULTI-01", "SWD-MULTI-02")
@pytest.mark.parametrize(
    ("decks", "games"), [(THREE, 2), ("jedi,first-order,scoundrels,hutt-cartel", 1)]
)
def test_three_and_four_player_games_run_to_one_winner(decks: str, games: int) -> None:
    """The kernel's conformance checks (views, hidden information redrawn, clones,
    replays, zero-sum returns) over random 3- and 4-player games: few games, the
    suite's time is short (the soak script plays thousands)."""
    g = game(decks=decks)
    assert g.num_players == len(decks.split(","))
    report = check_game("star-wars-destiny", games=games, seed=11, sample_every=40, decks=decks)
    assert report.games == games and sum(report.outcomes.values()) == games


def test_one_or_five_decks_are_a_clear_error() -> None:
    for decks in ("rey", "rey,kylo,jedi,rey,kylo"):
        with pytest.raises(ParameterError, match="two to four decks"):
            game(decks=decks)


# --- set-up -------------------------------------------------------------------------------


@pytest.mark.rules("SWD-MULTI-03")
def test_seats_are_drawn_at_random() -> None:
    seatings = {tuple(game(decks=THREE).new_initial_state(seed).table) for seed in range(12)}
    assert len(seatings) > 1
    assert all(sorted(t) == [0, 1, 2] for t in seatings)
    s = game(decks=THREE).new_initial_state(3)
    assert s.view(0)["seating"] == list(s.table)


def _faces(s: DestinyState, die: int, value: int) -> int:
    """A side of the die showing exactly ``value`` (0: a blank)."""
    faces = s.dice[die].faces
    return next(
        k
        for k, f in enumerate(faces)
        if (f.symbol == "blank" if value == 0 else f.value == value and f.symbol != "special")
    )


@pytest.mark.rules("SWD-MULTI-04")
def test_only_the_players_tied_for_the_highest_roll_roll_again() -> None:
    s = game(decks=THREE).new_initial_state(5)
    owners = {
        p: [d.id for d in s.dice if d.owner == p and d.where == 0 and d.unit >= 0]
        for p in (0, 1, 2)
    }
    owners = {
        p: [d for d in ds if s.units[s.dice[d].unit].kind == "character"]
        for p, ds in owners.items()
    }
    script: dict[int, list[int]] = {}
    for p, dice in owners.items():
        for k, d in enumerate(dice):
            first = _faces(s, d, 1) if (k == 0 and p != 1) else _faces(s, d, 0)
            second = _faces(s, d, 1) if (k == 0 and p == 0) else _faces(s, d, 0)
            # P2 rolled lower: a second roll of its dice would be unscripted and fail
            script[d] = [first] if p == 1 else [first, second]
    rolls = script_rolls(s, dice=script)
    keep_hands(s)
    d = s.decision()
    assert d.kind == "choose-battlefield" and d.seat == 0
    assert rolls.left() == 0
    assert len(d.options) == 3  # any player's battlefield


@pytest.mark.rules("SWD-MULTI-05", "SWD-MULTI-06", "SWD-OPEN-09")
def test_the_chosen_battlefields_owner_controls_it_and_the_others_get_one_shield() -> None:
    s = game(decks=THREE).new_initial_state(2)
    keep_hands(s)
    chooser = s.decision().seat
    owner = next(p for p in (0, 1, 2) if p != chooser)
    s.apply_action(enc.option(owner))
    assert s.units[s.battlefield].owner == owner == s.units[s.battlefield].controller
    shielded = []
    while s.decision().kind == "setup-shield":
        assert "1 left" in s.decision().prompt
        shielded.append(s.decision().seat)
        s.apply_action(s.decision().options[0])
    assert sorted(shielded) == sorted(p for p in (0, 1, 2) if p != owner)
    assert sum(s.units[u].shields for u in s.characters(owner)) == 0
    # the battlefield's controller acts first (SWD-MULTI-06, SWD-APHASE-01)
    assert s.decision().kind == "action" and s.decision().seat == owner


# --- the round ----------------------------------------------------------------------------


@pytest.mark.rules("SWD-MULTI-06", "SWD-MULTI-07")
def test_turns_go_clockwise_and_the_round_ends_when_everyone_passed_in_a_row() -> None:
    s = three(*sides3(), table=[0, 2, 1])  # clockwise: P1, P3, P2
    act(s, "action", "pass")
    assert s.decision().seat == 2
    act(s, "action", "pass")
    assert s.decision().seat == 1 and s.phase == "action"  # two passes of three: not over
    act(s, "action", "play Take Cover")
    while s.decision().kind != "action":
        s.apply_action(s.decision().options[0])
    assert s.decision().seat == 0
    for seat in (0, 2, 1):
        assert s.decision().seat == seat and s.phase == "action"
        act(s, "action", "pass")
    assert s.phase == "upkeep"


@pytest.mark.rules("SWD-MULTI-08")
def test_only_one_player_claims_the_battlefield_each_round() -> None:
    s = three(*sides3())
    assert any("claim" in label for label in labels(s))
    act(s, "action", "claim")
    if s.decision().kind == "may":
        act(s, "may", "no")
    assert s.decision().seat == 1
    assert not any("claim" in label for label in labels(s))


@pytest.mark.rules("SWD-MULTI-09")
def test_an_ability_on_an_opponent_affects_the_one_its_player_chooses() -> None:
    s = three(*sides3(hand=[TAKE_COVER, TAKE_COVER]))
    s.hand[0].append(game(decks=THREE).pool.by_code[PROBE].index)
    s.refresh()
    act(s, "action", "play Probe")
    d = s.decision()
    assert d.kind == "choose-opponent" and d.seat == 0
    assert sorted(labels(s)) == sorted([s.player_name(1), s.player_name(2)])
    act(s, "choose-opponent", s.player_name(2))
    while s.decision().kind != "action":
        s.apply_action(s.decision().options[-1])
    assert s.hand[2] == [] and len(s.hand[1]) == 2  # P3's events are gone, P2's hand is not


@pytest.mark.rules("SWD-MULTI-09")
def test_the_first_seat_can_be_the_chosen_opponent() -> None:
    """P2 chooses P1, who is not the next player clockwise (P3 is)."""
    mine, theirs, third = sides3()
    mine.hand = [TAKE_COVER, TAKE_COVER]
    theirs.hand = [PROBE]
    s = three(mine, theirs, third, turn=1)
    act(s, "action", "play Probe")
    act(s, "choose-opponent", s.player_name(0))
    while s.decision().kind != "action":
        s.apply_action(s.decision().options[-1])
    assert s.hand[0] == [] and len(s.hand[2]) == 2


@pytest.mark.rules("SWD-MULTI-09")
def test_a_disrupt_die_takes_resources_from_the_chosen_opponent() -> None:
    s = three(*sides3())
    rey = s.characters(0)[0]
    put_in_pool(s, rey, 2)  # Rey's "1 discard": a die effect on "the opponent"
    act(s, "action", "resolve dice showing discard")
    if s.decision().kind == "resolve-die":
        act(s, "resolve-die", "Rey die")
    assert s.decision().kind == "choose-opponent"
    act(s, "choose-opponent", s.player_name(1))
    assert len(s.hand[1]) == 1 and len(s.hand[2]) == 2


# --- elimination and winning ----------------------------------------------------------------


def _defeat_last_character(s: DestinyState, victim: int) -> None:
    """P1's Rey (2 melee from her die's modifier-free face) finishes the victim's
    character, which starts 1 short of defeat."""
    rey = s.characters(0)[0]
    put_in_pool(s, rey, 0)  # 1 melee
    act(s, "action", "resolve dice showing melee")
    if s.decision().kind == "resolve-die":
        act(s, "resolve-die", "Rey die")
    act(s, "symbol-target", s.name(s.characters(victim)[0]))


@pytest.mark.rules("SWD-MULTI-10", "SWD-MULTI-11", "SWD-OPEN-10")
def test_a_player_with_no_character_left_is_eliminated_and_the_others_play_on() -> None:
    s = three(*sides3(damage=[11], supports=["01101"]), battlefield=2)
    luke = s.characters(2)[0]
    assert s.units[s.battlefield].controller == 2
    _defeat_last_character(s, 2)
    assert s.out == [False, False, True] and s.winner < 0
    assert not s.units[luke].in_play
    assert all(d.where == 3 for d in s.dice if d.owner == 2)  # every die out of the game
    assert not any(u.in_play and u.owner == 2 and u.kind != "battlefield" for u in s.units)
    assert s.hand[2] == s.deck[2] == []
    # the battlefield stays, controlled by the next player clockwise (SWD-OPEN-10)
    assert s.units[s.battlefield].in_play and s.units[s.battlefield].controller == 0
    assert s.view(0)["players"][2]["eliminated"] is True
    # the turn skips the eliminated player
    assert s.decision().seat == 1


@pytest.mark.rules("SWD-MULTI-12")
def test_the_last_player_left_wins() -> None:
    s = three(*sides3(damage=[11]), out=(1,))  # P2 is already out
    _defeat_last_character(s, 2)
    assert s.winner == 0 and s.returns() == [1.0, -0.5, -0.5]


@pytest.mark.rules("SWD-MULTI-10")
def test_running_out_of_cards_eliminates_at_the_end_of_the_round() -> None:
    s = three(*sides3(hand=[], deck=[]), phase="upkeep")
    while s.round == 1 and not s.is_terminal():
        s.apply_action(s.decision().options[0])
    assert s.out == [False, False, True] and s.winner < 0


@pytest.mark.rules("SWD-OPEN-10")
def test_when_everyone_left_runs_out_together_the_battlefield_decides() -> None:
    empty = Side(characters=[REY])
    s = three(empty, Side(characters=[KYLO]), Side(characters=[LUKE]), phase="upkeep", controller=1)
    while not s.is_terminal():
        s.apply_action(s.decision().options[0])
    assert s.winner == 1


# --- views --------------------------------------------------------------------------------


def test_each_seat_sees_only_its_own_hand_in_a_four_player_game() -> None:
    s = game(decks="rey,kylo,jedi,first-order").new_initial_state(1)
    for seat in range(4):
        players = s.view(seat)["players"]
        assert len(players) == 4
        assert [p["hand"] is not None for p in players] == [p == seat for p in range(4)]


def test_the_position_builder_refuses_a_bad_seating_or_too_many_players_out() -> None:
    with pytest.raises(ValueError, match="each seat once"):
        three(*sides3(), table=[0, 1, 1])
    with pytest.raises(ValueError, match="at least two players"):
        three(*sides3(), out=(1, 2))
    s = three(*sides3(), out=(2,))
    assert [p["eliminated"] for p in s.view(0)["players"]] == [False, False, True]
