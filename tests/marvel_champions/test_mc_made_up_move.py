"""Moving threat (MC-MOVE-04) and acceleration tokens on a side scheme (MC-ACCELTOKEN-05),
by made-up cards: no Core card moves threat or puts tokens there.
``made_up_card`` gives Avengers Mansion the action "move 2 threat from a scheme to the
main scheme", declared in the card vocabulary (``move_threat``)."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BREAKIN,
    GREAT_RESP,
    MANSION,
    SURVEILLANCE,
    act,
    hand,
    hp,
    kind,
    labels,
    position,
    put,
    reveal,
    rules,
    side_scheme,
    start,
    threat,
    to_villain_phase,
)

from rulebound.games.marvel_champions.dsl import (
    acceleration_token,
    choose_scheme,
    draw,
    move_counter,
    move_threat,
    remove_threat,
    then,
)
from rulebound.games.marvel_champions.state import McState


def _mover(s: McState) -> None:
    position.made_up_card(
        s, MANSION, lambda c: c.action(choose_scheme(), move_threat(2), text="move 2 threat")
    )
    put(s, MANSION)


@rules("MC-MOVE-04", "MC-MOVE-01")
def test_threat_moved_onto_a_scheme_counts_as_placed() -> None:
    s = start(form="hero")
    _mover(s)
    scheme = side_scheme(s, BREAKIN, threat=3)
    hand(s, GREAT_RESP)
    act(s, "turn", "move 2 threat")
    # the threat moving onto the main scheme is placed: Great Responsibility answers it
    assert kind(s) == "interrupt"
    act(s, "interrupt", "play Great Responsibility")
    assert threat(s, scheme) == 1 and threat(s) == 0 and hp(s) == 8


@rules("MC-MOVE-04")
def test_no_threat_moves_off_a_scheme_it_cannot_be_removed_from() -> None:
    s = start(form="hero")
    _mover(s)
    position.made_up_card(s, BREAKIN, lambda c: c.threat_cannot_be_removed())
    scheme = side_scheme(s, BREAKIN, threat=3)
    position.mark(s, s.main, threat=1)
    act(s, "turn", "move 2 threat")
    assert threat(s, scheme) == 3 and threat(s) == 1  # moving off would remove it


@rules("MC-ACCELTOKEN-05", "MC-ACCELTOKEN-03")
def test_acceleration_tokens_on_a_side_scheme_leave_the_game_with_it() -> None:
    s = start(form="hero")
    position.made_up_card(s, BREAKIN, lambda c: c.revealed(acceleration_token("self")))
    scheme = reveal(s, BREAKIN)
    (shown,) = [c for c in s.view(0)["side_schemes"] if c["name"] == "Breakin' & Takin'"]
    assert s.accel_on == {scheme: 1} and shown["acceleration_tokens"] == 1
    to_villain_phase(s)
    # step one: 1 threat per player, plus the token on Breakin' & Takin'
    placed = [e["text"] for e in s.events_for(0) if "placed on The Break-In!" in e["text"]]
    assert placed and placed[0].startswith("2 threat")
    position.discard_from_play(s, scheme)
    assert s.accel_on == {} and s.accel == 0  # removed from the game, not moved


@rules("MC-COUNTER-04")
def test_a_moved_counter_becomes_a_counter_of_the_new_card() -> None:
    s = start(form="hero")
    position.made_up_card(s, MANSION, lambda c: c.action(move_counter(), text="move a counter"))
    mansion = put(s, MANSION)
    position.mark(s, mansion, counters=1)  # its last one
    team = put(s, SURVEILLANCE)
    position.mark(s, team, counters=0)  # its snoop counters spent
    side_scheme(s, BREAKIN, threat=2)
    assert not [x for x in labels(s) if x.startswith("Surveillance Team")]
    act(s, "turn", "move a counter")
    act(s, "move-counter", "Surveillance Team")
    assert s.units[team].counters == 1 and s.units[mansion].counters == 0
    # now a snoop counter: Surveillance Team spends it on its own ability
    act(s, "turn", "Surveillance Team")
    assert not s.units[team].in_play  # its last counter spent: it is discarded


def _move_then_draw(s: McState, origin: str, destination: str) -> None:
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.action(
            choose_scheme(), move_threat(2, origin, destination), then(), draw(1), text="move"
        ),
    )
    put(s, MANSION)


@rules("MC-MOVE-01", "MC-THEN-02")
def test_a_move_of_all_the_threat_resolves_and_a_short_one_does_not() -> None:
    s = start(form="hero")
    _move_then_draw(s, "scheme", "main")
    scheme = side_scheme(s, BREAKIN, threat=3)
    act(s, "turn", "Avengers Mansion: move")
    assert threat(s, scheme) == 1 and threat(s) == 2 and len(s.players[0].hand) == 1
    s = start(form="hero")
    _move_then_draw(s, "scheme", "main")
    scheme = side_scheme(s, BREAKIN, threat=1)
    act(s, "turn", "Avengers Mansion: move")
    # only 1 of the 2 moves: not fully resolved, "then" stops
    assert threat(s, scheme) == 0 and threat(s) == 1 and s.players[0].hand == []


@rules("MC-MOVE-01")
def test_threat_cannot_move_to_the_scheme_it_is_on() -> None:
    s = start(form="hero")
    _move_then_draw(s, "main", "main")
    position.mark(s, s.main, threat=3)
    act(s, "turn", "Avengers Mansion: move")
    assert threat(s) == 3 and s.players[0].hand == []


@rules("MC-ACCELTOKEN-02")
def test_an_acceleration_token_placed_on_the_main_scheme_joins_the_others() -> None:
    s = start(form="hero")
    position.made_up_card(s, MANSION, lambda c: c.action(acceleration_token("main"), text="x"))
    put(s, MANSION)
    act(s, "turn", "Avengers Mansion: x")
    assert s.accel == 1 and s.accel_on == {}


@rules("MC-COUNTER-04")
def test_no_counter_moves_from_a_card_without_one() -> None:
    s = start(form="hero")
    position.made_up_card(
        s, MANSION, lambda c: c.action(move_counter(), then(), draw(1), text="move a counter")
    )
    put(s, MANSION)
    put(s, SURVEILLANCE)
    act(s, "turn", "move a counter")
    assert kind(s) == "turn" and s.players[0].hand == []


@rules("MC-ACCELTOKEN-05")
def test_no_acceleration_token_goes_on_a_card_out_of_play() -> None:
    s = start(form="hero")
    # a treachery is not in play while it resolves: its token has nowhere to go
    position.made_up_card(
        s, ADVANCE, lambda c: c.revealed(acceleration_token("self"), then(), draw(1))
    )
    reveal(s, ADVANCE)
    assert s.accel_on == {} and s.accel == 0 and s.players[0].hand == []


@rules("MC-MOVE-01", "MC-THEN-02")
def test_no_threat_moves_to_a_scheme_that_has_left_play() -> None:
    # Avengers Mansion made up: "remove 1 threat from a scheme, then move 2 threat from
    # the main scheme to it, then draw a card". The side scheme chosen is defeated by the
    # removal (its last threat gone): no threat leaves the main scheme, the move does
    # not resolve and "then" stops.
    s = start(form="hero")
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.action(
            choose_scheme("chosen"),
            remove_threat(1, "chosen"),
            move_threat(2, "main", "chosen"),
            then(),
            draw(1),
            text="remove then move",
        ),
    )
    put(s, MANSION)
    scheme = side_scheme(s, BREAKIN, threat=1)
    position.mark(s, s.main, threat=3)
    act(s, "turn", "remove then move")
    act(s, "choose-scheme", "Takin'")
    assert not s.units[scheme].in_play
    assert threat(s) == 3 and s.players[0].hand == []
